import { isAllowedChildRank, isBelow } from '../../taxonomy/ranks.js';
import type { SplitTaxon, SplitTaxonPart, VernacularNameEntry } from '../commands.js';
import { Errors } from '../errors.js';
import { requireStatusChangeWait } from '../status-change-wait.js';
import type { HistoryEntry, TaxonSplit } from '../events.js';
import { historyItem } from '../history.js';
import type { ScientificNameId, ScientificNameRecord, TaxonId, TaxonRecord, VernacularNameId } from '../records.js';
import { childrenOf, namesOfTaxon, rankOfTaxon, type RegisterState } from '../state.js';
import {
  effectsDraft,
  existsInNorwayFor,
  label,
  nearestCommonAcceptedAncestor,
  newNameRecord,
  parentForNewName,
  requireNewNamesDistinct,
  requireOneMainName,
  requireOperableTaxon,
  vernacularList,
  vernacularNamesOf,
  withStatus,
} from './taxon-operations.js';

interface NewTaxon {
  readonly taxon: TaxonRecord;
  readonly names: ScientificNameRecord[];
  readonly main: ScientificNameRecord;
}

/**
 * Split (spec 2 §2.4, §4.4, §5): the taxon is archived (successor record 'Split' naming every new taxon) and its
 * names and vernacular names are spread over at least two new taxa, each with exactly one accepted-or-unresolved
 * name. Every name and every vernacular name of the old taxon is placed exactly once (a vernacular name may be
 * placed as deleted); names may also be created in the flow. A new taxon sits under the old taxon's parent, or,
 * when its main name is created in the flow with a parent, under that parent.
 *
 * A taxon with children cannot be split: the call has no field saying where each child goes, and that choice
 * (with the new combinations it may need) is a transfer.
 */
export const splitTaxon = ({ data, metadata }: SplitTaxon, state: RegisterState): [TaxonSplit] => {
  const { taxon: old, main: oldMain } = requireOperableTaxon(state, data.oldTaxonId);
  requireStatusChangeWait(state, [old.id], metadata.time, data.statusChangeWait);
  const parts = data.newTaxons ?? [];
  if (parts.length < 2) throw Errors.splitNeedsTwoTaxa();
  if (childrenOf(state, old.id).length > 0) throw Errors.splitTaxonHasChildren();

  const placedNames = new Set<ScientificNameId>();
  const placedVernacular = new Set<VernacularNameId>();
  const knownVernacular = vernacularNamesOf([old]);
  const ids = { taxon: state.nextTaxonId, name: state.nextNameId, vernacular: { value: state.nextVernacularNameId } };

  const newTaxon = (part: SplitTaxonPart): NewTaxon => {
    const taxonId: TaxonId = ids.taxon++;
    const moved = (part.scientificNames ?? []).map((input) => {
      const name = state.names.get(input.nameId);
      if (!name) throw Errors.nameNotFound(input.nameId);
      if (name.taxonId !== old.id) throw Errors.nameNotInTaxon(label(name));
      if (placedNames.has(name.id)) throw Errors.nameListedTwice(label(name));
      placedNames.add(name.id);
      return withStatus(state, name, input, taxonId, old.id);
    });
    const newInputs = part.newScientificNames ?? [];
    const created = newInputs.map((input) =>
      newNameRecord(state, input, { id: ids.name++, taxonId, defaultRank: oldMain.rank, codeTaxonId: old.id }),
    );
    const names = [...moved, ...created];
    if (names.length === 0) throw Errors.splitTaxonWithoutNames();
    const main = requireOneMainName(names);
    requireNewNamesDistinct(created, names);

    // Placement: under the parent chosen for a main name created in the flow, else under the old taxon's parent.
    const mainInput = newInputs[created.findIndex((n) => n.id === main.id)];
    const chosen = mainInput ? parentForNewName(state, mainInput) : undefined;
    if (chosen && chosen.taxonId === old.id) throw Errors.splitParentIsSplitTaxon();
    const parentId = chosen?.taxonId ?? old.parentId;
    if (chosen && chosen.taxonId !== old.parentId) {
      if (!isAllowedChildRank(chosen.main.rank, main.rank)) throw Errors.rankNotAllowed();
    } else if (main.rank !== oldMain.rank && parentId !== null) {
      const parentRank = rankOfTaxon(state, parentId);
      if (parentRank && !isBelow(main.rank, parentRank)) throw Errors.rankNotAllowed();
    }

    // Vernacular names: old ones keep their ids (or are dropped when placed as deleted), new ones get fresh ids.
    const entries: VernacularNameEntry[] = [
      ...(part.vernacularNames ?? []),
      ...newInputs.flatMap((input, i) => {
        const typed = input.vernacularNames ?? [];
        if (typed.length > 0 && created[i]!.id !== main.id) throw Errors.vernacularNotForSynonym();
        return typed;
      }),
    ];
    for (const entry of entries) {
      if (entry.nameId === undefined || entry.nameId === null || entry.operation !== 'deleted') continue;
      if (!knownVernacular.has(entry.nameId)) throw Errors.vernacularNameUnknown(entry.nameId);
      if (placedVernacular.has(entry.nameId)) throw Errors.vernacularListedTwice(entry.vernacularName);
      placedVernacular.add(entry.nameId);
    }
    const kept = entries.filter((entry) => entry.operation !== 'deleted');
    const vernacularNames = vernacularList(kept, knownVernacular, ids.vernacular, placedVernacular);

    const existsInNorway = existsInNorwayFor(main, part.existsInNorway, old.existsInNorway);
    return { taxon: { id: taxonId, parentId, existsInNorway, vernacularNames }, names, main };
  };
  const newTaxa = parts.map(newTaxon);

  for (const name of namesOfTaxon(state, old.id)) if (!placedNames.has(name.id)) throw Errors.splitNameNotPlaced(label(name));
  for (const v of old.vernacularNames) {
    if (!placedVernacular.has(v.id)) throw Errors.splitVernacularNotPlaced(`${v.vernacularName} (${v.languageIsoCode})`);
  }

  const newTaxonIds = newTaxa.map((t) => t.taxon.id);
  const effects = effectsDraft(state);
  effects.taxon(old.id, null);
  effects.successor({ kind: 'taxon', id: old.id, reason: 'Split', successorIds: newTaxonIds });
  for (const { taxon, names } of newTaxa) {
    effects.taxon(taxon.id, taxon);
    for (const name of names) effects.name(name);
  }

  const after = (t: NewTaxon, n: ScientificNameRecord) => historyItem(state, n, t.taxon.parentId);
  const mainsAfter = newTaxa.map((t) => after(t, t.main));
  const history: HistoryEntry[] = newTaxa.flatMap((t) =>
    t.names.map((n) => {
      const original = state.names.get(n.id);
      return {
        scientificNameId: n.id,
        changeType: 'Split' as const,
        dataBefore: original ? [historyItem(state, original)] : [],
        // The old main name's log shows every new taxon; the others show where they went.
        dataAfter: n.id === oldMain.id ? [after(t, n), ...mainsAfter.filter((m) => m.scientificNameId !== n.id)] : [after(t, n)],
      };
    }),
  );

  return [
    {
      type: 'TaxonSplit',
      data: {
        oldTaxonId: old.id,
        newTaxonIds,
        mainScientificNameIds: newTaxa.map((t) => t.main.id),
        fallbackTaxonId: nearestCommonAcceptedAncestor(
          state,
          newTaxa.map((t) => t.taxon.parentId).filter((id): id is TaxonId => id !== null),
        ),
        effects: effects.build(),
        history,
      },
      metadata,
    },
  ];
};
