/**
 * Parsing of the names real species lists contain, for matching them against the register (listesøk): a scientific
 * name with or without authorship in any form ("L.", "Linnaeus, 1758", "(L.) Mill.", "Hook. ex Baker", "L. f."),
 * infraspecific markers written any way (subsp., ssp., var., f., forma), hybrids ("×", "x"), aggregates and sensu
 * marks (agg., coll., s.lat., s.str.), uncertainty marks (cf., aff.) and unnamed species (sp., spp.), with case and
 * spacing errors. The same function gives the match key of the register's own names, so both sides are normalised
 * alike. Pure, no I/O.
 *
 * No maintained scientific-name parser exists for JavaScript (the GBIF parser is Java, gnparser Go), so this is a
 * small heuristic one: it finds the canonical part (genus, epithets) and leaves the rest as authorship.
 */

export type MatchRankMarker = 'subsp.' | 'var.' | 'f.' | 'subvar.' | 'subf.' | 'subg.' | 'sect.';
export type MatchNameAttribute = 'Agg' | 'Coll' | 'SensuLato' | 'SensuStricto';

export interface ParsedName {
  /** The input as given. */
  readonly input: string;
  /** The canonical name as the register writes it: "Festuca ovina subsp. ovina", "Carex ×halophila". Empty when none. */
  readonly canonical: string;
  /** The match key: lower case, no marks, markers, hybrid signs or diacritics ("festuca ovina ovina"). */
  readonly key: string;
  /** The key's words: genus (or uninomial) first. */
  readonly words: readonly string[];
  /** The authorship after the last epithet, as written ("(L.) Mill."), or "". */
  readonly authorship: string;
  /** The last infraspecific (or infrageneric) marker, normalised. */
  readonly marker?: MatchRankMarker;
  readonly hybrid: boolean;
  readonly attributes: readonly MatchNameAttribute[];
  /** "cf." (probably this name) or "aff." (related to it, not it). */
  readonly qualifier?: 'cf.' | 'aff.';
  /** "sp." or "spp.": some species of the genus, not named. */
  readonly unnamedSpecies: boolean;
}

const MARKERS: Record<string, MatchRankMarker> = {
  subsp: 'subsp.',
  ssp: 'subsp.',
  subspecies: 'subsp.',
  var: 'var.',
  v: 'var.',
  variety: 'var.',
  f: 'f.',
  fo: 'f.',
  fma: 'f.',
  forma: 'f.',
  subvar: 'subvar.',
  subf: 'subf.',
  subg: 'subg.',
  subgen: 'subg.',
  sect: 'sect.',
};
/** Marker words that are only markers with a dot ("f" alone could be an author's "f"). */
const DOT_ONLY = new Set(['v', 'f', 'fo', 'fma']);
const ATTRIBUTES: Record<string, MatchNameAttribute> = {
  'agg.': 'Agg',
  agg: 'Agg',
  'aggr.': 'Agg',
  'coll.': 'Coll',
  coll: 'Coll',
  's.lat.': 'SensuLato',
  's.l.': 'SensuLato',
  's.str.': 'SensuStricto',
  's.s.': 'SensuStricto',
};
const UNNAMED = new Set(['sp', 'sp.', 'spp', 'spp.', 'sp.nov.', 'indet', 'indet.']);
const QUALIFIERS: Record<string, 'cf.' | 'aff.'> = { cf: 'cf.', 'cf.': 'cf.', aff: 'aff.', 'aff.': 'aff.' };
/** Lower-case words that start an authorship when a capitalised word follows ("de Candolle", "van Heurck"). */
const AUTHOR_PARTICLES = new Set(['de', 'van', 'von', 'du', 'da', 'der', 'den', 'le', 'la', 'di', "d'", 'ex', 'in', 'et', 'al.']);
const HYBRID_SIGNS = new Set(['×', 'x', 'X', '✕', '✖']);
const EPITHET = /^[a-zà-öø-ÿ][a-zà-öø-ÿ-]*[a-zà-öø-ÿ]$/;
const WORD = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ-]*$/;

const stripDiacritics = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o');

/** Spacing and sign normalisation before tokens are read. */
const tidy = (input: string): string =>
  input
    .normalize('NFC')
    .replace(/[\u00a0\u2000-\u200b\u202f\t\r\n]/g, ' ')
    .replace(/^["'«»“”‘’\s]+|["'«»“”‘’\s]+$/g, '')
    .replace(/[✕✖]/g, '×')
    .replace(/\bsensu\s+lato\b/gi, 's.lat.')
    .replace(/\bsensu\s+stricto\b/gi, 's.str.')
    .replace(/(^|\s)s\.\s*(lat|l)\.?(?=\s|$)/gi, '$1s.lat.')
    .replace(/(^|\s)s\.\s*(str|s)\.?(?=\s|$)/gi, '$1s.str.')
    .replace(/(^|\s)×(?=[A-Za-z])/g, '$1× ')
    .replace(/\s+/g, ' ')
    .trim();

const isYear = (token: string | undefined) => token !== undefined && /^\(?\[?\d{4}\]?\)?[,;.)]*$/.test(token);

/** A plain name (genus, species or a trinomial without marker, in register spelling): the fast path. */
const PLAIN = /^([A-Z][a-z]+)((?: [a-z][a-z-]*[a-z]){0,2})$/;

/** Parses one line of a species list. */
export const parseName = (input: string): ParsedName => {
  const plain = typeof input === 'string' ? PLAIN.exec(input) : null;
  if (
    plain &&
    !plain[2]!
      .split(' ')
      .some((w) => MARKERS[w] || HYBRID_SIGNS.has(w) || ATTRIBUTES[w] || UNNAMED.has(w) || QUALIFIERS[w] || AUTHOR_PARTICLES.has(w))
  ) {
    const key = input.toLowerCase();
    return { input, canonical: input, key, words: key.split(' '), authorship: '', hybrid: false, attributes: [], unnamedSpecies: false };
  }
  const text = tidy(typeof input === 'string' ? input : '');
  const empty: ParsedName = { input, canonical: '', key: '', words: [], authorship: '', hybrid: false, attributes: [], unnamedSpecies: false };
  if (!text) return empty;
  // Shouting (no lower-case letter at all): read it as lower case, authorships included.
  const shouting = !/[a-zà-öø-ÿ]/.test(text) && /[A-Z]/.test(text);
  const tokens = text.split(' ');
  let hybrid = false;
  let qualifier: 'cf.' | 'aff.' | undefined;
  let unnamedSpecies = false;
  let marker: MatchRankMarker | undefined;
  const attributes: MatchNameAttribute[] = [];
  const canonical: string[] = [];
  const words: string[] = [];
  let authorship: string[] = [];
  let i = 0;

  // Leading qualifiers and hybrid signs: "cf. Salix alba", "× Festulolium".
  for (; i < tokens.length; i++) {
    const lower = tokens[i]!.toLowerCase();
    if (QUALIFIERS[lower]) qualifier = QUALIFIERS[lower];
    else if (tokens[i] === '×') hybrid = true;
    else break;
  }
  const first = tokens[i];
  if (first === undefined || !WORD.test(first)) return { ...empty, authorship: tokens.slice(i).join(' ') };
  const genus = first[0]!.toUpperCase() + first.slice(1).toLowerCase();
  canonical.push(hybrid ? `×${genus}` : genus);
  words.push(stripDiacritics(genus.toLowerCase()));
  i++;

  /** The canonical part goes on with this token as an epithet (lower case) when it looks like one. */
  const epithetAt = (at: number): string | undefined => {
    const token = tokens[at];
    if (token === undefined) return undefined;
    const lower = token.toLowerCase();
    if (!WORD.test(token) || lower.length < 2 || !EPITHET.test(lower)) return undefined;
    if (token === lower || shouting) return AUTHOR_PARTICLES.has(lower) && /^[A-Z]/.test(tokens[at + 1] ?? '') ? undefined : lower;
    // A capitalised word right after the genus is a case error ("Salix Alba"), unless an authorship follows it
    // ("Bombus Latreille 1802") or it ends the canonical part of a name with an authorship after it.
    if (words.length === 1) {
      const next = tokens[at + 1];
      if (next === undefined) return lower;
      if (isYear(next) || /^[,&]/.test(next)) return undefined;
      if (EPITHET.test(next) || MARKERS[next.toLowerCase()] || next.includes('.')) return lower;
    }
    return undefined;
  };

  let inAuthorship = false;
  let pendingHybrid = false;
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    const lower = token.toLowerCase();
    const bare = lower.replace(/\.$/, '');
    const isMarker = MARKERS[bare] !== undefined && (lower.endsWith('.') || !DOT_ONLY.has(bare));
    // An infraspecific marker followed by an epithet resumes the canonical part after an authorship
    // ("Festuca ovina L. subsp. ovina").
    if (isMarker && epithetAt(i + 1) !== undefined && (!inAuthorship || ['subsp.', 'var.', 'f.', 'subvar.', 'subf.'].includes(MARKERS[bare]!))) {
      marker = MARKERS[bare]!;
      inAuthorship = false;
      authorship = [];
      canonical.push(marker);
      continue;
    }
    if (!inAuthorship) {
      if (ATTRIBUTES[lower]) {
        if (!attributes.includes(ATTRIBUTES[lower])) attributes.push(ATTRIBUTES[lower]);
        continue;
      }
      if (QUALIFIERS[lower]) {
        qualifier = QUALIFIERS[lower];
        continue;
      }
      if (UNNAMED.has(lower)) {
        unnamedSpecies = true;
        authorship = [];
        break;
      }
      if (HYBRID_SIGNS.has(token) && (epithetAt(i + 1) !== undefined || /^[A-Z]/.test(tokens[i + 1] ?? ''))) {
        hybrid = true;
        pendingHybrid = true;
        continue;
      }
      // A subgenus in parentheses right after the genus ("Bombus (Psithyrus) distinguendus"): not part of a species' key.
      if (words.length === 1 && /^\([A-Z][a-z]+\)$/.test(token) && epithetAt(i + 1) !== undefined) continue;
      // A hybrid formula's second parent ("Salix alba × Salix fragilis").
      if (pendingHybrid && WORD.test(token) && /^[A-Z]/.test(token)) {
        canonical.push('×', token);
        words.push(stripDiacritics(lower));
        pendingHybrid = false;
        continue;
      }
      const epithet = epithetAt(i);
      if (epithet !== undefined) {
        canonical.push(pendingHybrid ? `×${epithet}` : epithet);
        words.push(stripDiacritics(epithet));
        pendingHybrid = false;
        continue;
      }
      // A hybrid epithet written with the sign glued on in lower case ("xhalophila") is left as written.
      inAuthorship = true;
    }
    authorship.push(token);
  }
  const suffix = attributes.map((a) => ({ Agg: 'agg.', Coll: 'coll.', SensuLato: 's.lat.', SensuStricto: 's.str.' })[a]);
  return {
    input,
    canonical: [...canonical, ...suffix].join(' '),
    key: words.join(' '),
    words,
    authorship: authorship.join(' ').replace(/^[,;]\s*/, ''),
    ...(marker ? { marker } : {}),
    hybrid,
    attributes,
    ...(qualifier ? { qualifier } : {}),
    unnamedSpecies,
  };
};

/** The match key of a register name (or any name text): see `ParsedName.key`. */
export const nameMatchKey = (scientificName: string): string => parseName(scientificName).key;

/** Authorships compared without spacing, punctuation, case or diacritics: "(L.) Mill." equals "(L.)Mill". */
export const authorshipKey = (authorship: string): string =>
  stripDiacritics(authorship.toLowerCase())
    .replace(/[^a-z0-9()]/g, '')
    .replace(/\(\)/g, '');

/**
 * A vernacular name folded for matching: lower case, single spaces, and the Norwegian letters and their ASCII
 * spellings made equal ("blåbær", "blaabaer", "blabær" → "blabaer"; "bjørn", "bjoern", "björn" → "bjorn").
 */
export const vernacularMatchKey = (text: string): string =>
  (typeof text === 'string' ? text : '')
    .normalize('NFC')
    .toLocaleLowerCase('nb')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .replace(/[æä]/g, 'ae')
    .replace(/[øö]/g, 'o')
    .replace(/å/g, 'a')
    .replace(/aa/g, 'a')
    .replace(/oe/g, 'o');
