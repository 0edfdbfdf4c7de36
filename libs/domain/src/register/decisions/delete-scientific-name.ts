import type { DeleteScientificName } from '../commands.js';
import { Errors } from '../errors.js';
import type { HistoryEntry, RecordChange, ScientificNameDeleted, UsageOverride } from '../events.js';
import { historyItem } from '../history.js';
import type { ScientificNameRecord, Successor, TaxonRecord } from '../records.js';
import { childrenOf, mainNameOf, namesOfTaxon, type RegisterState } from '../state.js';

/**
 * DeleteScientificName (spec 2 §2.6, §4.6, §5). A synonym (or other non-main name) is removed alone. The main name
 * goes only with its taxon: allowed when the taxon has no children, and, when the taxon has other names, only
 * with `deleteTaxon: true` (all names and the taxon are deleted; deletion never promotes another name). Every
 * deleted id keeps a successor record (reason 'Deleted'): the taxon's main name when the taxon remains, otherwise
 * the parent's main name (and the parent taxon for the taxon id).
 */
export const deleteScientificName = ({ data, metadata }: DeleteScientificName, state: RegisterState): [ScientificNameDeleted] => {
  const name = state.names.get(data.scientificNameId);
  if (!name) throw Errors.nameNotFound(data.scientificNameId);
  const usageOverride = data.usageOverride ? overrideOf(data.usageOverride) : undefined;
  const recorded = usageOverride ? { usageOverride } : {};
  if (name.id < 0 || name.taxonId < 0) throw Errors.deleteBuiltIn();
  const taxon = state.taxa.get(name.taxonId);
  if (!taxon) throw Errors.taxonNotFound(name.taxonId);
  const main = mainNameOf(state, taxon.id);
  const deletesTaxon = !main || main.id === name.id;

  if (!deletesTaxon) {
    const successors: Successor[] = [{ kind: 'name', id: name.id, reason: 'Deleted', successorIds: [main.id] }];
    const deleted = historyItem(state, name);
    return [
      {
        type: 'ScientificNameDeleted',
        data: {
          scientificNameId: name.id,
          taxonDeleted: false,
          ...recorded,
          effects: { names: [{ before: name, after: null }], taxa: [], successors },
          history: [
            { scientificNameId: name.id, changeType: 'Delete', dataBefore: [deleted], dataAfter: [] },
            { scientificNameId: main.id, changeType: 'Delete', dataBefore: [deleted], dataAfter: [] },
          ],
        },
        metadata,
      },
    ];
  }

  if (childrenOf(state, taxon.id).length > 0) throw Errors.deleteHasChildren();
  const all = namesOfTaxon(state, taxon.id).sort((a, b) => (a.id === name.id ? -1 : b.id === name.id ? 1 : a.id - b.id));
  if (all.length > 1 && data.deleteTaxon !== true) throw Errors.deleteTaxonConfirmationRequired();

  const parentMain = taxon.parentId === null ? undefined : mainNameOf(state, taxon.parentId);
  const successors: Successor[] = [
    ...all.map((n): Successor => ({ kind: 'name', id: n.id, reason: 'Deleted', successorIds: parentMain ? [parentMain.id] : [] })),
    { kind: 'taxon', id: taxon.id, reason: 'Deleted', successorIds: taxon.parentId === null ? [] : [taxon.parentId] },
  ];
  const names: RecordChange<ScientificNameRecord>[] = all.map((n) => ({ before: n, after: null }));
  const taxa: RecordChange<TaxonRecord>[] = [{ before: taxon, after: null }];
  const items = all.map((n) => ({
    ...historyItem(state, n),
    ...(taxon.vernacularNames.length && n.id === main?.id
      ? { vernacularNames: taxon.vernacularNames.map((v) => `${v.vernacularName} (${v.languageIsoCode})`) }
      : {}),
  }));
  const history: HistoryEntry[] = all.map((n) => ({ scientificNameId: n.id, changeType: 'Delete', dataBefore: items, dataAfter: [] }));
  return [
    {
      type: 'ScientificNameDeleted',
      data: { scientificNameId: name.id, taxonDeleted: true, ...recorded, effects: { names, taxa, successors }, history },
      metadata,
    },
  ];
};

/** An override needs its written reason (spec 2 §4.6: a name in use downstream must not be deleted unknowingly). */
const overrideOf = (override: UsageOverride): UsageOverride => {
  const reason = override.reason.trim();
  if (reason.length < 10) throw Errors.usageOverrideReasonRequired();
  return { reason, unanswered: [...override.unanswered] };
};
