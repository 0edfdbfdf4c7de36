import { scientificNameWithAuthor } from '../taxonomy/name-format.js';
import type { HistoryItem } from './events.js';
import type { ScientificNameRecord, TaxonId, VernacularNameRecord } from './records.js';
import { mainNameOf, type RegisterState } from './state.js';

/** A name as it appears in a history entry: with its taxon and the parent's main name. */
export const historyItem = (
  state: RegisterState,
  name: ScientificNameRecord,
  parentTaxonId: TaxonId | null = state.taxa.get(name.taxonId)?.parentId ?? null,
): HistoryItem => ({
  taxonId: name.taxonId,
  scientificNameId: name.id,
  scientificName: scientificNameWithAuthor(name),
  taxonomicStatus: name.taxonomicStatus,
  ...(parentTaxonId !== null && mainNameOf(state, parentTaxonId) ? { parentScientificName: mainNameOf(state, parentTaxonId)!.scientificName } : {}),
});

/** A vernacular name as it appears in a history entry: with the main name of its taxon. */
export const vernacularHistoryItem = (main: ScientificNameRecord, v: VernacularNameRecord): HistoryItem => ({
  taxonId: main.taxonId,
  scientificNameId: main.id,
  scientificName: scientificNameWithAuthor(main),
  vernacularName: v.vernacularName,
  languageIsoCode: v.languageIsoCode,
  vernacularNameStatus: v.status,
  ...(v.reference ? { reference: v.reference } : {}),
  ...(v.comment ? { comment: v.comment } : {}),
});
