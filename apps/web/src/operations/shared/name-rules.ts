import { RANKS, rankOrder, type Rank } from '../../domain/ranks';

/**
 * Ranks and name composition for the editor screens (spec 1 §4 "Allowed child ranks", §5): a mirror of the server's
 * pure rank and name-format rules.
 */

/** Allowed child ranks per parent rank (spec 1 §4), used when placing a taxon. */
export const ALLOWED_CHILD_RANKS: Readonly<Record<Rank, readonly Rank[]>> = {
  Root: ['Unknown', 'Sphere'],
  Sphere: ['Kingdom'],
  Kingdom: ['Subkingdom', 'Phylum'],
  Subkingdom: ['Phylum'],
  Phylum: ['Subphylum', 'Superclass', 'Class'],
  Subphylum: ['Superclass', 'Class'],
  Superclass: ['Class'],
  Class: ['Subclass', 'Infraclass', 'Cohort', 'Superorder', 'Order'],
  Subclass: ['Infraclass', 'Cohort', 'Superorder', 'Order'],
  Infraclass: ['Cohort', 'Superorder', 'Order'],
  Cohort: ['Superorder', 'Order'],
  Superorder: ['Order'],
  Order: ['Suborder', 'Infraorder', 'Superfamily', 'Family'],
  Suborder: ['Infraorder', 'Superfamily', 'Family'],
  Infraorder: ['Superfamily', 'Family'],
  Superfamily: ['Family'],
  Family: ['Subfamily', 'Tribe', 'Genus'],
  Subfamily: ['Tribe', 'Genus'],
  Tribe: ['Subtribe', 'Genus'],
  Subtribe: ['Genus'],
  Genus: ['Subgenus', 'Section', 'Species'],
  Subgenus: ['Section', 'Species'],
  Section: ['Species'],
  Species: ['Subspecies', 'Variety', 'Form'],
  Subspecies: ['Variety', 'Form'],
  Variety: [],
  Form: [],
  Unknown: [],
};

export const isRank = (value: unknown): value is Rank => typeof value === 'string' && RANKS.some((r) => r.rank === value);

export const rankId = (rank: Rank): number => rankOrder(rank)!;

export const rankFromId = (id: number): Rank | undefined => RANKS.find((r) => r.id === id)?.rank;

/** The ranks a child of `parent` may have (none for an unknown rank). */
export const allowedChildRanks = (parent: string): readonly Rank[] => (isRank(parent) ? ALLOWED_CHILD_RANKS[parent] : []);

export const isAllowedChildRank = (parent: string, child: string): boolean => allowedChildRanks(parent).includes(child as Rank);

/** The parent ranks under which a taxon of the given rank may be placed. */
export const allowedParentRanks = (child: string): Rank[] =>
  (Object.keys(ALLOWED_CHILD_RANKS) as Rank[]).filter((parent) => ALLOWED_CHILD_RANKS[parent].includes(child as Rank));

const isGenusOrBelow = (rank: Rank): boolean => rank !== 'Unknown' && rankId(rank) >= rankId('Genus');
const isInfraspecific = (rank: Rank): boolean => rank === 'Subspecies' || rank === 'Variety' || rank === 'Form';
export const isSpeciesOrBelowRank = (rank: string): boolean => isRank(rank) && rank !== 'Unknown' && rankId(rank) >= rankId('Species');

const INFRASPECIFIC_MARKER: Partial<Record<Rank, string>> = { Subspecies: 'subsp.', Variety: 'var.', Form: 'f.' };

export interface ParentForNaming {
  readonly scientificName: string;
  readonly rank: string;
}

/** The genus part of a name at genus rank or below ("Bombus (Psithyrus)" -> "Bombus"). */
export const genusPart = (scientificName: string): string => scientificName.trim().split(/\s+/)[0]!.replace(/^×/, '');

/**
 * The pre-name shown before the name field when adding a child of `parent` at `rank` (spec 1 §5): the parent's name
 * plainly for a genus, species or section parent, in parentheses for a subgenus, and with the infraspecific marker
 * for ranks below species (not for animals, which write trinomials without markers).
 */
export const preName = (parent: ParentForNaming | null, rank: Rank, isAnimal: boolean): string => {
  if (!parent || !isGenusOrBelow(rank) || rank === 'Genus') return '';
  const marker = isInfraspecific(rank) && !isAnimal ? ` ${INFRASPECIFIC_MARKER[rank]}` : '';
  if (rank === 'Subgenus') return isAnimal ? `${genusPart(parent.scientificName)} (` : `${genusPart(parent.scientificName)} subg.`;
  if (rank === 'Section') return `${genusPart(parent.scientificName)} sect.`;
  if (parent.rank === 'Subgenus' || parent.rank === 'Section' || parent.rank === 'Genus') {
    return rank === 'Species' ? parent.scientificName : `${parent.scientificName}${marker}`;
  }
  return `${parent.scientificName}${marker}`;
};

/** The full canonical name of a new taxon from its parent's name and the typed part, e.g. ("Ursus", Species, "arctos") -> "Ursus arctos". */
export const composeScientificName = (parent: ParentForNaming | null, rank: Rank, typed: string, options: { isAnimal: boolean; isHybrid?: boolean }): string => {
  let own = typed.trim().replace(/\s+/g, ' ');
  if (options.isHybrid && own && !own.startsWith('×')) own = `×${own}`;
  if (!parent || !isGenusOrBelow(rank) || rank === 'Genus') return own;
  if (rank === 'Subgenus') return options.isAnimal ? `${genusPart(parent.scientificName)} (${own})` : `${genusPart(parent.scientificName)} subg. ${own}`;
  if (rank === 'Section') return `${genusPart(parent.scientificName)} sect. ${own}`;
  if (rank === 'Species') return `${genusPart(parent.scientificName)} ${own}`;
  const base = isRank(parent.rank) && rankId(parent.rank) >= rankId('Species') ? parent.scientificName : genusPart(parent.scientificName);
  const marker = options.isAnimal ? '' : `${INFRASPECIFIC_MARKER[rank]} `;
  return `${base} ${marker}${own}`;
};

/** The typed text holds only the new part; a pre-name typed too is forgiven (as the server does). */
export const ownPartOf = (typed: string, prefix: string): string => {
  const text = typed.trim().replace(/\s+/g, ' ');
  const pre = prefix.replace(/\($/, '').trim().replace(/\s+/g, ' ');
  if (pre && text.toLowerCase().startsWith(`${pre.toLowerCase()} `)) return text.slice(pre.length + 1).replace(/^\(|\)$/g, '');
  return text;
};

export const NAME_ONE_WORD_TEXT = 'Navnet kan bare inneholde den nye delen av navnet (for eksempel artsepitetet), uten autor.';

/** The problem with the typed name, if any: required, and only the new part (one word). */
export const ownPartProblem = (own: string): string | undefined => {
  if (!own) return 'Dette feltet må fylles ut.';
  if (/\s/.test(own.replace(/^× /, '×'))) return NAME_ONE_WORD_TEXT;
  return undefined;
};

/** Author is required at species rank and below (spec 1 §5). */
export const authorRequired = (rank: string | null | undefined): boolean => Boolean(rank) && isSpeciesOrBelowRank(rank!);

const MARKERS = new Set(['subsp.', 'ssp.', 'var.', 'f.', 'forma', 'subg.', 'sect.', 'agg.', 'coll.', 's.lat.', 's.str.', '×', 'x']);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Presentation HTML of a name (genus and below in italics, except rank markers, "×" and parentheses), as the API formats it. */
export const nameHtmlFor = (name: string, rank: string): string => {
  const text = name.trim().replace(/\s+/g, ' ');
  if (!isRank(rank) || !isGenusOrBelow(rank)) return escapeHtml(text);
  const parts: string[] = [];
  let italic: string[] = [];
  const flush = () => {
    if (italic.length) parts.push(`<i>${escapeHtml(italic.join(' '))}</i>`);
    italic = [];
  };
  for (const token of text.split(' ')) {
    if (MARKERS.has(token)) {
      flush();
      parts.push(escapeHtml(token));
    } else if (/^\(.+\)$/.test(token)) {
      flush();
      parts.push(`(<i>${escapeHtml(token.slice(1, -1))}</i>)`);
    } else if (token.startsWith('×') && token.length > 1) {
      flush();
      parts.push(`×<i>${escapeHtml(token.slice(1))}</i>`);
    } else italic.push(token);
  }
  flush();
  return parts.join(' ');
};
