import { composeScientificName, preName, sameScientificName, typedOwnPart } from '../../taxonomy/name-format.js';
import { isAllowedChildRank, isSpeciesOrBelow, type Rank } from '../../taxonomy/ranks.js';
import { isMainStatus, isTaxonomicStatus, type TaxonomicStatus } from '../../taxonomy/statuses.js';
import type { AddTaxon } from '../commands.js';
import { Errors } from '../errors.js';
import { idsOf } from '../id-group.js';
import type { ScientificNameAdded, TaxonAdded } from '../events.js';
import { historyItem, vernacularHistoryItem } from '../history.js';
import type { ScientificNameRecord, TaxonId, TaxonRecord, VernacularNameRecord } from '../records.js';
import { childrenOf, isAnimal, mainNameOf, type RegisterState } from '../state.js';
import { requireValidNameStatusesIn } from './name-status-checks.js';
import { checkedScientificName, nameFields, requireAuthorFor, validateVernacularNames, vernacularInputs } from '../validation.js';

type Data = AddTaxon['data'];

const requireOneWord = (own: string): void => {
  if (!own) throw Errors.nameRequired();
  if (/\s/.test(own.replace(/^× /, '×'))) throw Errors.nameInvalid();
};

const parentOf = (state: RegisterState, data: Data) => {
  if (data.parentScientificNameId === undefined || data.parentScientificNameId === null) return undefined;
  const parentName = state.names.get(data.parentScientificNameId);
  if (!parentName) throw Errors.parentNotFound();
  const main = mainNameOf(state, parentName.taxonId);
  if (!main) throw Errors.parentNotFound();
  return { taxonId: parentName.taxonId, main };
};

/** AddTaxon (spec 1 §2, §4, §5): a new taxon under a parent, or a new non-main name on an existing taxon. */
export const addTaxon = (command: AddTaxon, state: RegisterState): [TaxonAdded] | [ScientificNameAdded] => {
  const { data } = command;
  const targetId = data.synonymToId ?? data.isNotInUseToId ?? null;
  if (data.taxonId !== undefined && data.taxonId !== null) return addNameToTaxon(command, state, data.taxonId);
  if (targetId !== null) {
    const target = state.names.get(targetId);
    if (!target) throw Errors.nameNotFound(targetId);
    return addNameToTaxon(command, state, target.taxonId);
  }
  return addNewTaxon(command, state);
};

const addNewTaxon = ({ data, metadata }: AddTaxon, state: RegisterState): [TaxonAdded] => {
  const parent = parentOf(state, data);
  if (!parent) throw Errors.parentRequired();
  const rank = data.rank;
  if (!rank) throw Errors.rankRequired();
  if (!isAllowedChildRank(parent.main.rank, rank)) throw Errors.rankNotAllowed();
  const status: TaxonomicStatus = data.taxonomicStatus ?? 'Accepted';
  if (!isTaxonomicStatus(status)) throw Errors.taxonomicStatusRequired();
  if (!isMainStatus(status)) throw Errors.synonymTargetRequired();

  const fields = nameFields(data);
  requireValidNameStatusesIn(state, parent.taxonId, { taxonomicStatus: status, ...fields });
  const animal = isAnimal(state, parent.taxonId);
  const own = typedOwnPart(checkedScientificName(data.scientificName), preName(parent.main, rank, animal));
  requireOneWord(own);
  requireAuthorFor(rank, fields.author);
  const scientificName = composeScientificName(parent.main, rank, own, { isAnimal: animal, isHybrid: fields.attributes.includes('Hybrid') });

  const siblingClash = childrenOf(state, parent.taxonId)
    .map((id) => mainNameOf(state, id))
    .some((n) => n && sameScientificName(n.scientificName, scientificName) && n.author === fields.author);
  if (siblingClash) throw Errors.duplicateName(scientificName);

  if (!isSpeciesOrBelow(rank) && data.existsInNorway !== undefined && data.existsInNorway !== null) {
    throw Errors.existsInNorwayNotApplicable();
  }

  let nextVernacularId = state.nextVernacularNameId;
  const vernacularNames: VernacularNameRecord[] = validateVernacularNames(vernacularInputs(data.vernacularNames)).map((v) => ({
    ...v,
    id: nextVernacularId++,
  }));
  const taxon: TaxonRecord = {
    id: state.nextTaxonId,
    parentId: parent.taxonId,
    existsInNorway: isSpeciesOrBelow(rank) ? (data.existsInNorway ?? true) : null,
    vernacularNames,
  };
  const name: ScientificNameRecord = {
    id: state.nextNameId,
    taxonId: taxon.id,
    scientificName,
    rank,
    taxonomicStatus: status,
    ...fields,
  };
  return [
    {
      type: 'TaxonAdded',
      data: {
        taxonId: taxon.id,
        scientificNameId: name.id,
        parentTaxonId: parent.taxonId,
        effects: { taxa: [{ before: null, after: taxon }], names: [{ before: null, after: name }] },
        // the new taxon's entry lists its vernacular names too: everything the step made
        history: [
          {
            scientificNameId: name.id,
            changeType: 'TaxonCreated',
            dataBefore: [],
            dataAfter: [historyItem(state, name, parent.taxonId), ...vernacularNames.map((v) => vernacularHistoryItem(name, v))],
          },
        ],
      },
      metadata,
    },
  ];
};

const addNameToTaxon = ({ data, metadata }: AddTaxon, state: RegisterState, taxonId: TaxonId): [ScientificNameAdded] => {
  const taxon = state.taxa.get(taxonId);
  // Biota and non-biota are fixed nodes of the tree, not taxa: they take no synonyms or other names.
  if (taxon && taxonId < 0) throw Errors.builtInTaxon();
  const main = mainNameOf(state, taxonId);
  if (!taxon || !main) throw Errors.taxonNotFound(taxonId);
  const status: TaxonomicStatus = data.taxonomicStatus ?? (data.isNotInUseToId ? 'NotInUse' : 'Synonym');
  if (!isTaxonomicStatus(status)) throw Errors.taxonomicStatusRequired();
  if (isMainStatus(status)) throw Errors.moreThanOneMainName();
  if ((data.vernacularNames ?? []).length > 0) throw Errors.vernacularNotForSynonym();

  const rank: Rank = data.rank ?? main.rank;
  const fields = nameFields(data);
  requireValidNameStatusesIn(state, taxonId, { taxonomicStatus: status, ...fields });
  const parent = parentOf(state, data);
  const animal = isAnimal(state, taxonId);
  const typed = checkedScientificName(data.scientificName);
  if (!typed) throw Errors.nameRequired();
  // With a parent chosen, the typed text is the new part; without, it is the whole name.
  const scientificName = parent
    ? composeScientificName(parent.main, rank, typedOwnPart(typed, preName(parent.main, rank, animal)), {
        isAnimal: animal,
        isHybrid: fields.attributes.includes('Hybrid'),
      })
    : typed;
  requireAuthorFor(rank, fields.author);
  const clash = [...idsOf(state.namesByTaxon.get(taxonId))]
    .map((id) => state.names.get(id)!)
    .some((n) => sameScientificName(n.scientificName, scientificName) && n.author === fields.author);
  if (clash) throw Errors.duplicateName(scientificName);

  const name: ScientificNameRecord = { id: state.nextNameId, taxonId, scientificName, rank, taxonomicStatus: status, ...fields };
  const parentTaxonId = taxon.parentId;
  return [
    {
      type: 'ScientificNameAdded',
      data: {
        taxonId,
        scientificNameId: name.id,
        effects: { taxa: [], names: [{ before: null, after: name }] },
        history: [
          { scientificNameId: name.id, changeType: 'Inserted', dataBefore: [], dataAfter: [historyItem(state, name, parentTaxonId)] },
          { scientificNameId: main.id, changeType: 'Inserted', dataBefore: [], dataAfter: [historyItem(state, name, parentTaxonId)] },
        ],
      },
      metadata,
    },
  ];
};
