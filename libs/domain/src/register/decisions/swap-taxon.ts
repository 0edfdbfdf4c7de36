import { isMainStatus } from '../../taxonomy/statuses.js';
import type { SwapTaxon } from '../commands.js';
import { Errors } from '../errors.js';
import { requireStatusChangeWait } from '../status-change-wait.js';
import type { TaxonSwapped } from '../events.js';
import { historyItem } from '../history.js';
import { namesOfTaxon, requireName, type RegisterState } from '../state.js';
import { effectsDraft, requireNewNamesDistinct, requireOperableTaxon, withStatus } from './taxon-operations.js';

/**
 * Swap taxon ("Bytt takson", the SwapTaxon call with a target id): a synonym or not-in-use name that hangs on the
 * wrong taxon moves to the target taxon, keeping its id and its history. Merge moves every name of a taxon and
 * split archives the taxon; this is the one-name move neither covers. A current (accepted or unresolved) name
 * cannot leave its taxon: rearrange or merge first.
 */
export const swapTaxon = ({ data, metadata }: SwapTaxon, state: RegisterState): [TaxonSwapped] => {
  const name = requireName(state, data.scientificNameId, Errors.nameNotFound);
  const source = requireOperableTaxon(state, name.taxonId);
  const targetTaxonId =
    data.targetTaxonId ??
    (data.targetScientificNameId !== undefined && data.targetScientificNameId !== null
      ? requireName(state, data.targetScientificNameId, Errors.nameNotFound).taxonId
      : undefined);
  if (targetTaxonId === undefined) throw Errors.invalidRequest('Velg et takson først', 'targetTaxonId');
  const target = requireOperableTaxon(state, targetTaxonId);
  if (isMainStatus(name.taxonomicStatus)) throw Errors.mainNameCannotChangeTaxon();
  if (target.taxon.id === source.taxon.id) throw Errors.swapTaxonNoChange();
  requireStatusChangeWait(state, [source.taxon.id, target.taxon.id], metadata.time, data.statusChangeWait);
  const taxonomicStatus = data.taxonomicStatus ?? name.taxonomicStatus;
  if (isMainStatus(taxonomicStatus)) throw Errors.moreThanOneMainName();
  const moved = withStatus(
    state,
    name,
    {
      nameId: name.id,
      taxonomicStatus,
      ...(data.nomenclaturalStatus !== undefined ? { nomenclaturalStatus: data.nomenclaturalStatus } : {}),
      ...(data.attributes !== undefined ? { attributes: data.attributes } : {}),
    },
    target.taxon.id,
  );
  requireNewNamesDistinct([moved], namesOfTaxon(state, target.taxon.id));

  const effects = effectsDraft(state);
  effects.name(moved);
  const before = historyItem(state, name);
  const after = historyItem(state, moved, target.taxon.parentId);
  return [
    {
      type: 'TaxonSwapped',
      data: {
        oldTaxonId: source.taxon.id,
        resultTaxonId: target.taxon.id,
        mainScientificNameId: target.main.id,
        targetTaxonId: target.taxon.id,
        movedScientificNameId: name.id,
        effects: effects.build(),
        history: [
          { scientificNameId: name.id, changeType: 'CategoryChange', dataBefore: [before], dataAfter: [after] },
          { scientificNameId: source.main.id, changeType: 'Remove', dataBefore: [before], dataAfter: [] },
          { scientificNameId: target.main.id, changeType: 'Inserted', dataBefore: [], dataAfter: [after] },
        ],
      },
      metadata,
    },
  ];
};
