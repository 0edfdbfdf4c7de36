import type { ScientificNameRecord, TaxonRecord, VernacularNameRecord } from '@navnebase/domain';

/**
 * Records this process already holds elsewhere (the write model, `RegisterState`, has the same shape), whose strings
 * and vernacular name lists the read index takes instead of keeping copies of its own: at a million names the same
 * scientific names, authors and vernacular names would otherwise be held twice. Only values equal to what the read
 * model's tables hold are taken, so the read index answers the same either way.
 */
export interface SharedRecords {
  readonly names: { get(id: number): Pick<ScientificNameRecord, 'scientificName' | 'author'> | undefined };
  readonly taxa: { get(id: number): Pick<TaxonRecord, 'vernacularNames'> | undefined };
}

/** `known` when it is the same text as `text` (then one string serves both holders), else `text`. */
export const sameText = (text: string, known: string | undefined): string => (known === text ? known : text);

/** True when both records have the same fields with the same values (records hold only strings, numbers and null). */
const sameRecord = (a: object, b: object): boolean => {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
};

/** `known` when it holds the same vernacular names as `list`, in the same order, else `list`. */
export const sameVernacularNames = (
  list: readonly VernacularNameRecord[],
  known: readonly VernacularNameRecord[] | undefined,
): readonly VernacularNameRecord[] =>
  known && known.length === list.length && list.every((record, i) => sameRecord(record, known[i]!)) ? known : list;
