import { RANKS, type Rank } from '@navnebase/domain';
import { nearestKnownValue } from './nearest-known-value.js';
import { vocabularyKey } from './text-normalization.js';

/**
 * External rank strings mapped to the register's ranks: English names in any case, the Darwin Core / ColDP
 * abbreviations, the French vocabulary of Bryoquel and the register's own Norwegian labels. Root, Sphere and
 * Unknown are never imported; anything else that is not listed (superkingdom, infraphylum, unranked …) is
 * undefined, and the caller reports the row.
 */
const SYNONYMS: Readonly<Record<string, Rank>> = {
  // Latin names and the abbreviations used in names and in ColDP / Darwin Core rank vocabularies
  regnum: 'Kingdom',
  'reg.': 'Kingdom',
  'regn.': 'Kingdom',
  subregnum: 'Subkingdom',
  'subreg.': 'Subkingdom',
  'phyl.': 'Phylum',
  division: 'Phylum',
  divisio: 'Phylum',
  'div.': 'Phylum',
  subdivision: 'Subphylum',
  subdivisio: 'Subphylum',
  'subphyl.': 'Subphylum',
  superclassis: 'Superclass',
  classis: 'Class',
  'cl.': 'Class',
  'class.': 'Class',
  subclassis: 'Subclass',
  'subcl.': 'Subclass',
  infraclassis: 'Infraclass',
  cohors: 'Cohort',
  superordo: 'Superorder',
  'superord.': 'Superorder',
  ordo: 'Order',
  'ord.': 'Order',
  subordo: 'Suborder',
  'subord.': 'Suborder',
  infraordo: 'Infraorder',
  superfamilia: 'Superfamily',
  'superfam.': 'Superfamily',
  familia: 'Family',
  'fam.': 'Family',
  subfamilia: 'Subfamily',
  'subfam.': 'Subfamily',
  'trib.': 'Tribe',
  subtribus: 'Subtribe',
  'subtrib.': 'Subtribe',
  'gen.': 'Genus',
  'subgen.': 'Subgenus',
  'subg.': 'Subgenus',
  sectio: 'Section',
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
  'fma.': 'Form',
  forma: 'Form',
  form: 'Form',
  // French (Bryoquel and other Québec data)
  regne: 'Kingdom',
  'sous regne': 'Subkingdom',
  embranchement: 'Phylum',
  'sous embranchement': 'Subphylum',
  'super classe': 'Superclass',
  classe: 'Class',
  'sous classe': 'Subclass',
  'infra classe': 'Infraclass',
  cohorte: 'Cohort',
  'super ordre': 'Superorder',
  ordre: 'Order',
  'sous ordre': 'Suborder',
  'infra ordre': 'Infraorder',
  'super famille': 'Superfamily',
  famille: 'Family',
  'sous famille': 'Subfamily',
  tribu: 'Tribe',
  'sous tribu': 'Subtribe',
  genre: 'Genus',
  'sous genre': 'Subgenus',
  espece: 'Species',
  'sous espece': 'Subspecies',
  variete: 'Variety',
  forme: 'Form',
  // Norwegian beyond the register's own labels (Rike, Rekke, Klasse, Orden, Familie, Slekt, Art, Underart …)
  divisjon: 'Phylum',
  underdivisjon: 'Subphylum',
};

const NOT_IMPORTED: ReadonlySet<Rank> = new Set<Rank>(['Root', 'Sphere', 'Unknown']);

const TABLE: ReadonlyMap<string, Rank> = new Map<string, Rank>([
  ...RANKS.filter((r) => !NOT_IMPORTED.has(r.rank)).flatMap((r): [string, Rank][] => [
    [vocabularyKey(r.rank), r.rank],
    [vocabularyKey(r.label), r.rank],
  ]),
  ...Object.entries(SYNONYMS),
]);

/** Lookups by the value as written. */
const seen = new Map<string, Rank | undefined>();

/** An abbreviation may come without its full stop ("subsp", "var", "f"). */
export const mapRank = (value: string | undefined | null): Rank | undefined => {
  const raw = value ?? '';
  if (seen.has(raw)) return seen.get(raw);
  const key = vocabularyKey(raw);
  const rank = key ? (TABLE.get(key) ?? (key.endsWith('.') ? undefined : TABLE.get(`${key}.`))) : undefined;
  if (seen.size < 10_000) seen.set(raw, rank); // an archive has a few dozen distinct ranks, read on every row
  return rank;
};

/** The closest known spelling of an unknown rank, if it looks like a misspelling of one. */
export const nearestRank = (value: string | undefined | null): string | undefined => nearestKnownValue(vocabularyKey(value), TABLE);
