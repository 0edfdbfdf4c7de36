import type { RearrangeTaxonNames } from '../commands.js';
import { Errors } from '../errors.js';
import { requireStatusChangeWait } from '../status-change-wait.js';
import type { HistoryEntry, HistoryItem, TaxonNamesRearranged, TaxonSwapped } from '../events.js';
import { historyItem } from '../history.js';
import type { ScientificNameRecord, TaxonRecord } from '../records.js';
import { namesOfTaxon, type RegisterState } from '../state.js';
import {
  asVernacularInputs,
  effectsDraft,
  existsInNorwayFor,
  label,
  movedChildren,
  newNameRecord,
  requireNewNamesDistinct,
  requireOneMainName,
  requireOperableTaxon,
  requireRankFits,
  same,
  statusInputsById,
  vernacularList,
  vernacularNamesOf,
  withStatus,
} from './taxon-operations.js';

const statusChanged = (a: ScientificNameRecord, b: ScientificNameRecord) =>
  a.taxonomicStatus !== b.taxonomicStatus || !same(a.nomenclaturalStatuses, b.nomenclaturalStatuses) || !same(a.attributes, b.attributes);

/**
 * Rearrange and swap (spec 2 §2.3, §4.3, §5), the Swap call: a taxon's names get new statuses, so another name may
 * become the current one; in swap mode new names are created for the taxon first.
 *
 * Taxon id: a changed main name always gives the taxon a new id (a `keepTaxonId: true` is then refused, since the
 * screen locks that choice); otherwise `keepTaxonId` is required and decides. With a new id, the old id gets a
 * successor record (reason 'Replaced'), and the taxon's names, vernacular names and children move to the new id.
 *
 * Records `TaxonNamesRearranged`, or `TaxonSwapped` when new names were created.
 */
export const rearrangeTaxonNames = ({ data, metadata }: RearrangeTaxonNames, state: RegisterState): [TaxonNamesRearranged] | [TaxonSwapped] => {
  const { taxon, main: oldMain } = requireOperableTaxon(state, data.oldTaxonId);
  requireStatusChangeWait(state, [taxon.id], metadata.time, data.statusChangeWait);
  const inputs = statusInputsById(state, data.scientificNames ?? []);
  for (const id of inputs.keys()) {
    const name = state.names.get(id)!;
    if (name.taxonId !== taxon.id) throw Errors.nameNotInTaxon(label(name));
  }
  const existing = namesOfTaxon(state, taxon.id).map((n) => (inputs.has(n.id) ? withStatus(state, n, inputs.get(n.id)!) : n));

  const newInputs = data.newScientificNames ?? [];
  for (const input of newInputs)
    if (input.taxonId !== undefined && input.taxonId !== null && input.taxonId !== taxon.id) throw Errors.newNameWrongTaxon();
  let nextNameId = state.nextNameId;
  const created = newInputs.map((input) =>
    newNameRecord(state, input, { id: nextNameId++, taxonId: taxon.id, defaultRank: oldMain.rank, codeTaxonId: taxon.id }),
  );
  const all = [...existing, ...created];
  const newMain = requireOneMainName(all);
  requireNewNamesDistinct(created, all);

  const mainChanged = newMain.id !== oldMain.id;
  if (mainChanged && data.keepTaxonId === true) throw Errors.taxonIdMustChange();
  if (!mainChanged && (data.keepTaxonId === undefined || data.keepTaxonId === null)) throw Errors.keepTaxonIdRequired();
  const keep = !mainChanged && data.keepTaxonId === true;
  requireRankFits(state, taxon.id, newMain.rank);

  // Vernacular names belong to the taxon: the client's full list when sent, plus those typed with a new main name.
  const withNewNames = newInputs.flatMap((input, i) => {
    const names = input.vernacularNames ?? [];
    if (names.length > 0 && created[i]!.id !== newMain.id) throw Errors.vernacularNotForSynonym();
    return names;
  });
  const vernacularNames =
    (data.vernacularNames !== undefined && data.vernacularNames !== null) || withNewNames.length > 0
      ? vernacularList([...(data.vernacularNames ?? asVernacularInputs(taxon.vernacularNames)), ...withNewNames], vernacularNamesOf([taxon]), {
          value: state.nextVernacularNameId,
        })
      : taxon.vernacularNames;
  const existsInNorway = existsInNorwayFor(newMain, data.existsInNorway, taxon.existsInNorway);

  const unchanged =
    keep &&
    created.length === 0 &&
    existing.every((n) => same(n, state.names.get(n.id))) &&
    same(vernacularNames, taxon.vernacularNames) &&
    existsInNorway === taxon.existsInNorway;
  if (unchanged) throw Errors.rearrangeNoChange();

  const resultTaxonId = keep ? taxon.id : state.nextTaxonId;
  const resultTaxon: TaxonRecord = { ...taxon, id: resultTaxonId, existsInNorway, vernacularNames };
  const resultNames = all.map((n) => ({ ...n, taxonId: resultTaxonId }));

  const effects = effectsDraft(state);
  if (keep) {
    effects.taxon(taxon.id, resultTaxon);
  } else {
    effects.taxon(taxon.id, null);
    effects.taxon(resultTaxonId, resultTaxon);
    effects.successor({ kind: 'taxon', id: taxon.id, reason: 'Replaced', successorIds: [resultTaxonId] });
    for (const child of movedChildren(state, taxon.id, resultTaxonId)) effects.taxon(child.id, child);
  }
  for (const name of resultNames) effects.name(name);

  const before = (id: number): HistoryItem[] => (state.names.has(id) ? [historyItem(state, state.names.get(id)!)] : []);
  const after = (n: ScientificNameRecord): HistoryItem => historyItem(state, n, taxon.parentId);
  const newMainAfter = resultNames.find((n) => n.id === newMain.id)!;
  const oldMainAfter = resultNames.find((n) => n.id === oldMain.id)!;
  const history: HistoryEntry[] = [];
  for (const n of resultNames) {
    const original = state.names.get(n.id);
    if (mainChanged && (n.id === oldMain.id || n.id === newMain.id)) {
      // Both ends of a change of current name show the exchange.
      history.push({
        scientificNameId: n.id,
        changeType: 'ValidNameChange',
        dataBefore: [...before(oldMain.id), ...before(newMain.id)],
        dataAfter: [after(oldMainAfter), after(newMainAfter)],
      });
      if (!original) history.push({ scientificNameId: n.id, changeType: 'Inserted', dataBefore: [], dataAfter: [after(n)] });
    } else if (!original) {
      history.push({ scientificNameId: n.id, changeType: 'Inserted', dataBefore: [], dataAfter: [after(n)] });
      history.push({ scientificNameId: newMain.id, changeType: 'Inserted', dataBefore: [], dataAfter: [after(n)] });
    } else if (statusChanged(original, n)) {
      history.push({ scientificNameId: n.id, changeType: 'CategoryChange', dataBefore: before(n.id), dataAfter: [after(n)] });
    } else if (!keep) {
      history.push({ scientificNameId: n.id, changeType: 'TaxonCreated', dataBefore: before(n.id), dataAfter: [after(n)] });
    }
  }
  if (!history.some((h) => h.scientificNameId === newMain.id)) {
    // The full history lives on the main name: it shows the names whose status changed, or else the taxon's change.
    const changed = resultNames.filter((n) => n.id !== newMain.id && state.names.has(n.id) && statusChanged(state.names.get(n.id)!, n));
    const shown = changed.length > 0 ? changed : [newMainAfter];
    history.push({
      scientificNameId: newMain.id,
      changeType: changed.length > 0 || same(vernacularNames, taxon.vernacularNames) ? 'CategoryChange' : 'VernacularNameChange',
      dataBefore: shown.flatMap((n) => before(n.id)),
      dataAfter: shown.map(after),
    });
  }

  const common = { oldTaxonId: taxon.id, resultTaxonId, mainScientificNameId: newMain.id, keepTaxonId: keep, effects: effects.build(), history };
  if (created.length > 0) {
    return [{ type: 'TaxonSwapped', data: { ...common, newScientificNameIds: created.map((n) => n.id) }, metadata }];
  }
  return [{ type: 'TaxonNamesRearranged', data: common, metadata }];
};
