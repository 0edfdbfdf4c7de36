import { RANK_GROUP_LABELS, rankGroup, rankLabel } from '../../taxonomy/ranks.js';
import type { SynonymizeTaxa } from '../commands.js';
import { Errors } from '../errors.js';
import { requireStatusChangeWait } from '../status-change-wait.js';
import type { HistoryEntry, TaxaMerged } from '../events.js';
import { historyItem } from '../history.js';
import type { ScientificNameRecord, TaxonId, TaxonRecord, VernacularNameRecord } from '../records.js';
import { ancestorsOf, childrenOf, namesOfTaxon, type RegisterState } from '../state.js';
import { validateVernacularNames } from '../validation.js';
import {
  effectsDraft,
  existsInNorwayFor,
  label,
  requireOneMainName,
  requireOperableTaxon,
  requireRankFits,
  statusInputsById,
  vernacularList,
  vernacularNamesOf,
  withStatus,
} from './taxon-operations.js';

/**
 * The vernacular names of merged taxa when the client sends no list: the surviving taxon's names first, then the
 * others' names that are not already there (same text in the same language), each language keeping one
 * recommended name — the survivor's, or else the first one met.
 */
const joinedVernacularNames = (survivor: TaxonRecord, others: readonly TaxonRecord[]): VernacularNameRecord[] => {
  const key = (v: VernacularNameRecord) => `${v.languageIsoCode}:${v.vernacularName.trim().toLocaleLowerCase('nb')}`;
  const seen = new Set<string>();
  const recommended = new Set<string>();
  const result: VernacularNameRecord[] = [];
  for (const v of [...survivor.vernacularNames, ...others.flatMap((t) => t.vernacularNames)]) {
    if (seen.has(key(v))) continue;
    seen.add(key(v));
    const recommend = v.status === 'Recommended' && !recommended.has(v.languageIsoCode);
    if (recommend) recommended.add(v.languageIsoCode);
    result.push({ ...v, status: recommend ? 'Recommended' : 'NotRecommended' });
  }
  return validateVernacularNames(result);
};

/** Merges stay within one rank group (family, genus or species group): a genus cannot become a species' synonym. */
const requireOneRankGroup = (mains: readonly ScientificNameRecord[]): void => {
  const grouped = mains.map((name) => ({ name, group: rankGroup(name.rank) })).filter((g) => g.group !== undefined);
  const first = grouped[0];
  const other = grouped.find((g) => g.group !== first?.group);
  if (first && other)
    throw Errors.mergeAcrossRankGroups(
      `${first.name.scientificName} (${rankLabel(first.name.rank).toLocaleLowerCase('nb')})`,
      RANK_GROUP_LABELS[first.group!],
      `${other.name.scientificName} (${rankLabel(other.name.rank).toLocaleLowerCase('nb')})`,
      RANK_GROUP_LABELS[other.group!],
    );
};

/**
 * Synonymize / merge (spec 2 §2.2, §4.2, §5): two or more taxa become one. The taxon of the chosen main name
 * survives with its id, parent and children; every name of every merged taxon moves to it with the status given
 * for it; the other taxa are archived with a successor record (reason 'Merged') pointing at the survivor.
 *
 * A merged (non-surviving) taxon must have no children: moving them silently would leave names whose genus or
 * species part no longer matches their new parent, and transfer is where those names are decided (spec 2 §4.5).
 */
export const synonymizeTaxa = ({ data, metadata }: SynonymizeTaxa, state: RegisterState): [TaxaMerged] => {
  const inputs = statusInputsById(state, data.scientificNames ?? []);
  const taxonIds = [...new Set([...inputs.keys()].map((id) => state.names.get(id)!.taxonId))];
  if (taxonIds.length < 2) throw Errors.mergeNeedsTwoTaxa();
  const involved = taxonIds.map((id) => ({ id, ...requireOperableTaxon(state, id) }));
  for (const { id } of involved) {
    for (const name of namesOfTaxon(state, id)) if (!inputs.has(name.id)) throw Errors.mergeNameWithoutStatus(label(name));
  }
  for (const { id } of involved) {
    if (ancestorsOf(state, id).some((ancestor) => taxonIds.includes(ancestor))) throw Errors.mergeWithAncestor();
  }
  requireOneRankGroup(involved.map((t) => t.main));
  requireStatusChangeWait(state, taxonIds, metadata.time, data.statusChangeWait);

  const settled = [...inputs.values()].map((input) => withStatus(state, state.names.get(input.nameId)!, input));
  const main = requireOneMainName(settled);
  const survivorId: TaxonId = main.taxonId;
  const survivor = involved.find((t) => t.id === survivorId)!.taxon;
  const others = involved.filter((t) => t.id !== survivorId);
  for (const other of others) if (childrenOf(state, other.id).length > 0) throw Errors.mergedTaxonHasChildren(label(other.main));
  requireRankFits(state, survivorId, main.rank);

  const vernacularNames =
    data.vernacularNames !== undefined && data.vernacularNames !== null
      ? vernacularList(data.vernacularNames, vernacularNamesOf(involved.map((t) => t.taxon)), { value: state.nextVernacularNameId })
      : joinedVernacularNames(
          survivor,
          others.map((t) => t.taxon),
        );
  const existedAnywhere = involved.some((t) => t.taxon.existsInNorway === true) ? true : survivor.existsInNorway;
  const resultTaxon: TaxonRecord = { ...survivor, existsInNorway: existsInNorwayFor(main, data.existsInNorway, existedAnywhere), vernacularNames };
  const resultNames: ScientificNameRecord[] = [main, ...settled.filter((n) => n.id !== main.id)].map((n) => ({ ...n, taxonId: survivorId }));

  const effects = effectsDraft(state);
  effects.taxon(survivorId, resultTaxon);
  for (const other of others) {
    effects.taxon(other.id, null);
    effects.successor({ kind: 'taxon', id: other.id, reason: 'Merged', successorIds: [survivorId] });
  }
  for (const name of resultNames) effects.name(name);

  const after = (n: ScientificNameRecord) => historyItem(state, n, survivor.parentId);
  const before = (n: ScientificNameRecord) => historyItem(state, state.names.get(n.id)!);
  const history: HistoryEntry[] = resultNames.map((n) => ({
    scientificNameId: n.id,
    changeType: 'Merge',
    // The resulting main name's log shows every merged taxon; the others show their own move.
    dataBefore: n.id === main.id ? involved.map((t) => historyItem(state, t.main)) : [before(n)],
    dataAfter: [after(n)],
  }));

  return [
    {
      type: 'TaxaMerged',
      data: {
        resultTaxonId: survivorId,
        mergedTaxonIds: others.map((t) => t.id),
        mainScientificNameId: main.id,
        scientificNameIds: resultNames.map((n) => n.id),
        effects: effects.build(),
        history,
      },
      metadata,
    },
  ];
};
