import type { HistoryItem } from './events.js';
import type { ScientificNameRecord, TaxonId } from './records.js';
import { mainNameOf, type RegisterState } from './state.js';

/** A name as it appears in a history entry: with its taxon and the parent's main name. */
export const historyItem = (
  state: RegisterState,
  name: ScientificNameRecord,
  parentTaxonId: TaxonId | null = state.taxa.get(name.taxonId)?.parentId ?? null,
): HistoryItem => ({
  taxonId: name.taxonId,
  scientificNameId: name.id,
  scientificName: name.author ? `${name.scientificName} ${name.author}` : name.scientificName,
  taxonomicStatus: name.taxonomicStatus,
  ...(parentTaxonId !== null && mainNameOf(state, parentTaxonId) ? { parentScientificName: mainNameOf(state, parentTaxonId)!.scientificName } : {}),
});
