import { RANKS, type Rank } from '@navnebase/domain';
import { vocabularyKey } from './text-normalization.js';

/**
 * External rank strings mapped to the register's ranks: English names in any case, the Darwin Core / ColDP
 * abbreviations, the French vocabulary of Bryoquel and the register's own Norwegian labels. Root, Sphere and
 * Unknown are never imported; anything else that is not listed (superkingdom, infraphylum, unranked …) is
 * undefined, and the caller reports the row.
 */
const SYNONYMS: Readonly<Record<string, Rank>> = {
  // abbreviations used in names and in ColDP/DwC rank vocabularies
  regnum: 'Kingdom',
  division: 'Phylum',
  divisio: 'Phylum',
  subdivision: 'Subphylum',
  classis: 'Class',
  ordo: 'Order',
  familia: 'Family',
  'gen.': 'Genus',
  'subgen.': 'Subgenus',
  'subg.': 'Subgenus',
  'sect.': 'Section',
  'sp.': 'Species',
  'spec.': 'Species',
  'subsp.': 'Subspecies',
  'ssp.': 'Subspecies',
  subspecies: 'Subspecies',
  'var.': 'Variety',
  varietas: 'Variety',
  'f.': 'Form',
  'fo.': 'Form',
  forma: 'Form',
  form: 'Form',
  // French (Bryoquel and other Québec data)
  regne: 'Kingdom',
  embranchement: 'Phylum',
  classe: 'Class',
  ordre: 'Order',
  famille: 'Family',
  genre: 'Genus',
  espece: 'Species',
  'sous espece': 'Subspecies',
  variete: 'Variety',
  forme: 'Form',
};

const NOT_IMPORTED: ReadonlySet<Rank> = new Set<Rank>(['Root', 'Sphere', 'Unknown']);

const TABLE: ReadonlyMap<string, Rank> = new Map<string, Rank>([
  ...RANKS.filter((r) => !NOT_IMPORTED.has(r.rank)).flatMap((r): [string, Rank][] => [
    [vocabularyKey(r.rank), r.rank],
    [vocabularyKey(r.label), r.rank],
  ]),
  ...Object.entries(SYNONYMS),
]);

export const mapRank = (value: string | undefined | null): Rank | undefined => {
  const key = vocabularyKey(value);
  return key ? TABLE.get(key) : undefined;
};
