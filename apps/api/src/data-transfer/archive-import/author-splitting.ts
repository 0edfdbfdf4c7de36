import { isGenusOrBelow, type Rank } from '@navnebase/domain';
import { clean } from './text-normalization.js';

/** Rank markers inside a name, each followed by an epithet ("subsp. daphneola"). */
const MARKER_RANKS: Readonly<Record<string, Rank>> = {
  'subsp.': 'Subspecies',
  'ssp.': 'Subspecies',
  'nothosubsp.': 'Subspecies',
  'var.': 'Variety',
  'nothovar.': 'Variety',
  'f.': 'Form',
  'fo.': 'Form',
  forma: 'Form',
};
/** Lower-case words that begin an authorship rather than continue a name ("van Bénéden", "sensu Fowlie"). */
const AUTHOR_WORDS = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'des',
  'du',
  'da',
  'dal',
  'del',
  'della',
  'di',
  'la',
  'le',
  'ter',
  'ten',
  'zu',
  'y',
  'ex',
  'in',
  'et',
  'and',
  'sensu',
  'non',
  'nec',
  'emend',
]);
const GENUS = /^×?\p{Lu}[\p{L}-]*$/u;
const EPITHET = /^×?\p{Ll}[\p{Ll}-]*$/u;
const SUBGENUS = /^\(\p{L}[\p{Ll}-]*\)$/u;
const HYBRID_SIGNS = new Set(['×', 'x']);
/** The genus of a formula's second parent, written out or abbreviated ("S."). */
const FORMULA_GENUS = /^(\p{Lu}[\p{Ll}-]+|\p{Lu}\.)$/u;

export interface ParsedName {
  /** The name part: genus, optional subgenus, epithets with their markers and hybrid signs. */
  readonly scientificName: string;
  /** What follows the name part (empty when nothing does). */
  readonly author: string;
  /** False when the text does not start with a genus (a capitalised word, optionally after "×"). */
  readonly recognised: boolean;
  readonly epithets: number;
  /** Rank of the last infraspecific marker, if any. */
  readonly marker?: Rank;
}

const isEpithet = (token: string | undefined): token is string =>
  token !== undefined && EPITHET.test(token) && !AUTHOR_WORDS.has(token) && !HYBRID_SIGNS.has(token);

/**
 * Reads a genus-or-below name followed by an authorship: a capitalised genus, lower-case epithets, "×", and
 * infraspecific markers (subsp., var., f.) followed by an epithet. The author starts at the first token that is
 * none of these: a capitalised word, a token starting with "(", or an author word such as "van" or "sensu".
 */
export const parseName = (text: string): ParsedName => {
  const tokens = clean(text).split(' ').filter(Boolean);
  const name: string[] = [];
  let i = 0;
  if (tokens[0] === '×' && tokens[1] !== undefined && GENUS.test(tokens[1])) name.push(tokens[i++]!);
  if (tokens[i] === undefined || !GENUS.test(tokens[i]!)) return { scientificName: clean(text), author: '', recognised: false, epithets: 0 };
  name.push(tokens[i++]!);
  if (tokens[i] !== undefined && SUBGENUS.test(tokens[i]!) && isEpithet(tokens[i + 1])) name.push(tokens[i++]!);
  let epithets = 0;
  let marker: Rank | undefined;
  while (i < tokens.length && epithets < 3) {
    const token = tokens[i]!;
    const markerRank = MARKER_RANKS[token];
    if (HYBRID_SIGNS.has(token) && isEpithet(tokens[i + 1])) {
      name.push(token, tokens[i + 1]!);
      i += 2;
    } else if (markerRank && epithets > 0) {
      let j = i + 1;
      while (tokens[j] === token) j++; // "var. var. arctica": a doubled marker stays as written
      if (!isEpithet(tokens[j])) break;
      name.push(...tokens.slice(i, j + 1));
      i = j + 1;
      marker = markerRank;
    } else if (isEpithet(token)) {
      name.push(token);
      i++;
    } else break;
    epithets++;
  }
  // A hybrid formula ("Salix aurita × Salix repens", "Salix aurita × S. repens") is a name without an author.
  if (HYBRID_SIGNS.has(tokens[i] ?? '') && tokens[i + 1] !== undefined && FORMULA_GENUS.test(tokens[i + 1]!))
    return { scientificName: tokens.join(' '), author: '', recognised: true, epithets, ...(marker ? { marker } : {}) };
  return { scientificName: name.join(' '), author: tokens.slice(i).join(' '), recognised: true, epithets, ...(marker ? { marker } : {}) };
};

/**
 * Splits "Microcebus macarthurii Radespiel" into name and author, using the rank of the name (or of its accepted
 * name, for a synonym without a rank). Names above genus are never split: their trailing words are not authors
 * in the data we read ("N.N. (Harrimaniidae, Ptychoderidae)").
 */
export const splitAuthor = (text: string, rank?: Rank): ParsedName => {
  if (rank !== undefined && !isGenusOrBelow(rank)) return { scientificName: clean(text), author: '', recognised: true, epithets: 0 };
  return parseName(text);
};

/** The rank a name's shape shows: uninomial = genus, binomial = species, trinomial = its marker's rank or subspecies. */
export const rankFromName = (parsed: ParsedName, acceptedRank?: Rank): Rank | undefined => {
  if (acceptedRank !== undefined && !isGenusOrBelow(acceptedRank)) return acceptedRank;
  if (!parsed.recognised) return undefined;
  if (parsed.epithets === 0) return 'Genus';
  if (parsed.epithets === 1) return 'Species';
  return parsed.marker ?? 'Subspecies';
};
