import type { Rank } from './ranks.js';
import { isGenusOrBelow, isInfraspecific, rankId } from './ranks.js';
import type { NameAttribute } from './statuses.js';

/** Rank markers that are never italicised. */
const MARKERS = new Set([
  'subsp.',
  'ssp.',
  'var.',
  'f.',
  'forma',
  'subvar.',
  'subf.',
  'nothosubsp.',
  'nothovar.',
  'subg.',
  'subgen.',
  'sect.',
  'ser.',
  'agg.',
  'coll.',
  's.lat.',
  's.str.',
  's.l.',
  's.s.',
  'cv.',
  'aff.',
  'cf.',
  'sp.',
  'spp.',
]);

const INFRASPECIFIC_MARKER: Partial<Record<Rank, string>> = { Subspecies: 'subsp.', Variety: 'var.', Form: 'f.' };

const SUFFIX_ATTRIBUTES: ReadonlyArray<[NameAttribute, string]> = [
  ['Agg', 'agg.'],
  ['Coll', 'coll.'],
  ['SensuLato', 's.lat.'],
  ['SensuStricto', 's.str.'],
];

export interface NameToFormat {
  readonly scientificName: string;
  readonly rank: Rank;
  readonly attributes?: readonly NameAttribute[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The name as presented: the canonical name plus aggregate and sensu marks. */
export const presentationName = (name: NameToFormat): string => {
  let text = name.scientificName.trim().replace(/\s+/g, ' ');
  for (const [attribute, suffix] of SUFFIX_ATTRIBUTES) {
    if (name.attributes?.includes(attribute) && !text.endsWith(suffix)) text = `${text} ${suffix}`;
  }
  return text;
};

/** HTML of the presentation name: genus and below in italics, except rank markers, "×" and parentheses. */
export const presentationNameHtml = (name: NameToFormat): string => {
  const text = presentationName(name);
  if (!isGenusOrBelow(name.rank)) return escapeHtml(text);
  const parts: string[] = [];
  let italic: string[] = [];
  const flush = () => {
    if (italic.length) parts.push(`<i>${escapeHtml(italic.join(' '))}</i>`);
    italic = [];
  };
  for (const token of text.split(' ')) {
    if (MARKERS.has(token) || token === '×' || token === 'x') {
      flush();
      parts.push(escapeHtml(token));
    } else if (/^\(.+\)$/.test(token)) {
      flush();
      parts.push(`(<i>${escapeHtml(token.slice(1, -1))}</i>)`);
    } else if (token.startsWith('×')) {
      flush();
      parts.push(`×<i>${escapeHtml(token.slice(1))}</i>`);
    } else {
      italic.push(token);
    }
  }
  flush();
  return parts.join(' ');
};

export interface ParentForNaming {
  readonly scientificName: string;
  readonly rank: Rank;
}

/** The genus part of a name at genus rank or below ("Bombus (Psithyrus)" -> "Bombus"). */
export const genusPart = (scientificName: string): string => scientificName.trim().split(/\s+/)[0]!.replace(/^×/, '');

/**
 * The pre-name shown before the name field when adding a child of `parent` at `rank` (spec 1 §5): the parent's
 * name plainly for a genus, species or section parent, with the subgenus in parentheses for a subgenus parent,
 * and the infraspecific marker for ranks below species (not for animals, which write trinomials without markers).
 */
export const preName = (parent: ParentForNaming | null, rank: Rank, isAnimal: boolean): string => {
  if (!parent || !isGenusOrBelow(rank) || rank === 'Genus') return '';
  const marker = isInfraspecific(rank) && !isAnimal ? ` ${INFRASPECIFIC_MARKER[rank]}` : '';
  if (rank === 'Subgenus') return isAnimal ? `${genusPart(parent.scientificName)} (` : `${genusPart(parent.scientificName)} subg.`;
  if (rank === 'Section') return `${genusPart(parent.scientificName)} sect.`;
  return `${parent.scientificName}${marker}`;
};

/**
 * A name with the hybrid sign against the name or epithet it marks (ICN Rec. H.3A.1): "× Triticosecale" is written
 * "×Triticosecale", and "Salix × rubens" "Salix ×rubens". Only a nothogenus (the sign first) and a nothospecies (the
 * sign after the genus, before a lower-case epithet) are touched: a hybrid formula ("Salix aurita × S. repens",
 * "Salix × Populus") keeps its spaces.
 */
export const attachHybridSigns = (name: string): string =>
  name.includes('×') ? name.replace(/^×\s+(?=\S)/u, '×').replace(/^(\S+)\s+×\s+(?=\p{Ll})/u, '$1 ×') : name;

/**
 * True when two scientific names are the same name: letter case aside, and a hybrid sign written apart from its
 * epithet the same as against it (`attachHybridSigns`).
 */
export const sameScientificName = (a: string, b: string): boolean =>
  a.toLowerCase() === b.toLowerCase() ||
  ((a.includes('×') || b.includes('×')) && attachHybridSigns(a).toLowerCase() === attachHybridSigns(b).toLowerCase());

/**
 * Composes the full canonical name of a new taxon from its parent's name and the typed part (epithet), e.g.
 * ("Ursus", Species, "arctos") -> "Ursus arctos". For a species under a subgenus or section, the genus alone
 * precedes the epithet. A hybrid gets the "×" sign before its epithet, against it: "× lapponum" is typed as one
 * word (see `typedOwnPart`'s callers) and written "×lapponum", so a hybrid has one spelling whichever way it was typed.
 */
export const composeScientificName = (
  parent: ParentForNaming | null,
  rank: Rank,
  typed: string,
  options: { isAnimal: boolean; isHybrid?: boolean },
): string => {
  let own = attachHybridSigns(typed.trim().replace(/\s+/g, ' '));
  if (options.isHybrid && !own.startsWith('×')) own = `×${own}`;
  if (!parent || !isGenusOrBelow(rank) || rank === 'Genus') return own;
  if (rank === 'Subgenus')
    return options.isAnimal ? `${genusPart(parent.scientificName)} (${own})` : `${genusPart(parent.scientificName)} subg. ${own}`;
  if (rank === 'Section') return `${genusPart(parent.scientificName)} sect. ${own}`;
  if (rank === 'Species') return `${genusPart(parent.scientificName)} ${own}`;
  // infraspecific: parent is a species or an infraspecific taxon
  const base = rankId(parent.rank) >= rankId('Species') ? parent.scientificName : genusPart(parent.scientificName);
  const marker = options.isAnimal ? '' : `${INFRASPECIFIC_MARKER[rank]} `;
  return `${base} ${marker}${own}`;
};

/** The last part of a name: the epithet for species and below, the name itself above. */
export const ownPart = (scientificName: string, rank: Rank): string => {
  const tokens = scientificName.trim().split(/\s+/);
  if (!isGenusOrBelow(rank) || rank === 'Genus') return scientificName.trim();
  const last = tokens[tokens.length - 1]!;
  return last.replace(/^\((.*)\)$/, '$1');
};

/** The stored name followed by its author, as history entries and exported archives write it: "Ursus arctos Linnaeus, 1758". */
export const scientificNameWithAuthor = (name: { readonly scientificName: string; readonly author?: string }): string =>
  name.author ? `${name.scientificName} ${name.author}` : name.scientificName;

/** The name with its author, as in headings: "Ursus arctos Linnaeus, 1758". */
export const nameWithAuthor = (name: NameToFormat & { author?: string }): string =>
  name.author ? `${presentationName(name)} ${name.author}` : presentationName(name);

/**
 * The new part of a typed name: the name field holds only the epithet (or the uninomial), but a user who typed the
 * pre-name too ("Ursus arctos" under Ursus) is forgiven.
 */
export const typedOwnPart = (typed: string, prefix: string): string => {
  const text = (typeof typed === 'string' ? typed : '').trim().replace(/\s+/g, ' ');
  const pre = prefix.replace(/\($/, '').trim().replace(/\s+/g, ' ');
  if (pre && text.toLowerCase().startsWith(`${pre.toLowerCase()} `)) return text.slice(pre.length + 1).replace(/^\(|\)$/g, '');
  return text;
};
