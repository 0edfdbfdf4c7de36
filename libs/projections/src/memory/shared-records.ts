import type { TaxonRecord, VernacularNameRecord } from '@navnebase/domain';
import type { NameSummary } from '../views.js';

/**
 * Records this process already holds elsewhere (the write model, `RegisterState`, has the same shape), whose name
 * records, strings and vernacular name lists the read index takes instead of keeping copies of its own: at a million
 * names the same names would otherwise be held twice. Only values equal to what the read index would hold are taken
 * (the write model may be ahead of the read side, or behind it in another process's changes), so it answers the same
 * either way.
 */
export interface SharedRecords {
  readonly names: { get(id: number): NameSummary | undefined };
  readonly taxa: { get(id: number): Pick<TaxonRecord, 'vernacularNames'> | undefined };
}

/**
 * A whole register this process holds at a position of the event store (the write model after its catch-up): the read
 * index is built from it instead of from the tables. Both are the effects of the same events up to that position, so
 * they hold the same register.
 */
export interface HeldRegister {
  /** The records to share, which can also be listed whole. */
  readonly records: SharedRecords & {
    readonly names: { values(): Iterable<NameSummary> };
    readonly taxa: { values(): Iterable<TaxonRecord> };
  };
  /** The global position of the last event the records include (0: none). */
  readonly position: number;
}

/** `known` when it is the same text as `text` (then one string serves both holders), else `text`. */
export const sameText = (text: string, known: string | undefined): string => (known === text ? known : text);

/** True when both summaries show the same name (an id, a taxon, a text, a rank, a status and attributes). */
export const sameSummary = (a: NameSummary, b: NameSummary): boolean =>
  a.id === b.id &&
  a.taxonId === b.taxonId &&
  a.scientificName === b.scientificName &&
  a.author === b.author &&
  a.rank === b.rank &&
  a.taxonomicStatus === b.taxonomicStatus &&
  a.attributes.length === b.attributes.length &&
  a.attributes.every((attribute, i) => attribute === b.attributes[i]);

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
