import { combinationAuthor } from '../../taxonomy/author-combination.js';
import { clearNomenclaturalStatusesFor, isStatusAttribute } from '../../taxonomy/nomenclatural-status-rules.js';
import { composeScientificName, genusPart, ownPart, presentationName } from '../../taxonomy/name-format.js';
import { allowedParentRanks, isGenusOrBelow, isSpeciesOrBelow, type Rank } from '../../taxonomy/ranks.js';
import type { TransferNewName, TransferParent } from '../commands.js';
import { Errors, type DomainError } from '../errors.js';
import type { HistoryEntry, HistoryItem, RecordChange, SubtreeTransferred } from '../events.js';
import { historyItem } from '../history.js';
import type { Reference, ScientificNameId, ScientificNameRecord, TaxonId, TaxonRecord } from '../records.js';
import { ancestorsOf, childrenOf, isAnimal, isFungus, isInSubtree, mainNameOf, namesOfTaxon, type RegisterState } from '../state.js';
import { checkedAuthor, checkedScientificName, checkedText, requireAuthorFor, validReferences } from '../validation.js';

/**
 * Why a transfer is refused (spec 2 §5 "Transfer, invalid reasons"), plus the reasons of the new-combination path:
 * - for the chosen name: sphere, unmovableTaxa, missingOldParentID, staleOldParent (moved by someone else meanwhile);
 * - for the new parent: systemIssue, childOfSelf, isSelf, notAllowedRank;
 * - for the new names: unmovableChildren, homonym, authorEditorRequired, authorRequired, newNameUnknown, newNameInvalid.
 */
export type TransferInvalidReason =
  | 'sphere'
  | 'unmovableTaxa'
  | 'missingOldParentID'
  | 'staleOldParent'
  | 'systemIssue'
  | 'childOfSelf'
  | 'isSelf'
  | 'notAllowedRank'
  | 'unmovableChildren'
  | 'homonym'
  | 'authorEditorRequired'
  | 'authorRequired'
  | 'newNameUnknown'
  | 'newNameInvalid';

export interface TransferProblem {
  readonly reason: TransferInvalidReason;
  readonly error: DomainError;
}

/** One taxon in a hierarchy list: its main name. */
export interface HierarchyItem {
  readonly taxonId: TaxonId;
  readonly scientificNameId: ScientificNameId;
  readonly scientificName: string;
  readonly author: string;
  readonly rank: Rank;
}

/** Spec 2 §3 "Name change record in transfer": one main name that gets a new combination. */
export interface TransferNameChange {
  readonly scientificNameId: ScientificNameId;
  readonly taxonId: TaxonId;
  readonly rank: Rank;
  readonly oldScientificName: string;
  readonly oldPresentationName: string;
  readonly oldAuthor: string;
  readonly isMovable: boolean;
  readonly newNameScientificName: string;
  readonly newPresentationName: string;
  readonly newAuthor: string;
  readonly newReferences: readonly Reference[];
  /** The new name's id: a new id, or a synonym of the same taxon with exactly this name, reinstated. */
  readonly newScientificNameId: ScientificNameId;
  readonly reinstated: boolean;
}

export interface TransferPlanInput {
  readonly scientificNameId: ScientificNameId;
  readonly newParentScientificNameId?: ScientificNameId | null;
  readonly oldParentScientificNameId?: ScientificNameId | null;
  readonly authorEditor?: string | null;
  readonly newNames?: readonly TransferNewName[];
}

export interface TransferPlan {
  readonly taxonId: TaxonId;
  readonly name: HierarchyItem;
  readonly oldParent: HierarchyItem | null;
  readonly newParent: HierarchyItem | null;
  /** Parent ranks under which the chosen rank may be placed (the add-taxon placement table). */
  readonly allowedParentRanks: readonly Rank[];
  /** Ancestors shared by the old and the new place, from the top. */
  readonly commonAncestors: readonly HierarchyItem[];
  /** The old place below the common ancestors (ending with the old parent). */
  readonly oldHierarchy: readonly HierarchyItem[];
  /** The new place below the common ancestors (ending with the new parent). */
  readonly newHierarchy: readonly HierarchyItem[];
  /** The move changes the genus (or species) part of names: new combinations are made. */
  readonly genusChanged: boolean;
  readonly isAnimalia: boolean;
  readonly authorEditor: string;
  /** Every renamed main name, the moved one first, then its infraspecific descendants. */
  readonly changes: readonly TransferNameChange[];
  readonly unMovableChildren: readonly HierarchyItem[];
  readonly invalidReasons: readonly TransferProblem[];
  /** Records of the move, present when the plan is valid. */
  readonly effects?: { names: RecordChange<ScientificNameRecord>[]; taxa: RecordChange<TaxonRecord>[] };
}

const hierarchyItem = (state: RegisterState, taxonId: TaxonId): HierarchyItem | null => {
  const main = mainNameOf(state, taxonId);
  return main ? { taxonId, scientificNameId: main.id, scientificName: main.scientificName, author: main.author, rank: main.rank } : null;
};

/** The taxon and its ancestors as hierarchy items from the top, or null when a link is broken. */
const pathTo = (state: RegisterState, taxonId: TaxonId): HierarchyItem[] | null => {
  const ids = [...ancestorsOf(state, taxonId), taxonId];
  if (state.taxa.get(ids[0]!)?.parentId !== null) return null; // the chain does not reach a sphere
  const items = ids.map((id) => hierarchyItem(state, id));
  return items.every((i): i is HierarchyItem => i !== null) ? items : null;
};

const splitPaths = (oldPath: readonly HierarchyItem[], newPath: readonly HierarchyItem[]) => {
  let common = 0;
  while (common < oldPath.length && common < newPath.length && oldPath[common]!.taxonId === newPath[common]!.taxonId) common++;
  return { commonAncestors: oldPath.slice(0, common), oldHierarchy: oldPath.slice(common), newHierarchy: newPath.slice(common) };
};

const lower = (s: string) => s.toLowerCase();

/** Subtree taxa below `taxonId`, parents before children. */
const descendantsOf = (state: RegisterState, taxonId: TaxonId): TaxonId[] => {
  const result: TaxonId[] = [];
  const queue = childrenOf(state, taxonId);
  while (queue.length) {
    const id = queue.shift()!;
    result.push(id);
    queue.push(...childrenOf(state, id).sort((a, b) => a - b));
  }
  return result;
};

/** A descendant's name after its parent's main name went from `from` to `to`. */
const followParent = (name: string, from: string, to: string): string => {
  if (name.startsWith(`${from} `)) return `${to}${name.slice(from.length)}`;
  if (genusPart(name) === genusPart(from)) {
    const [first, ...rest] = name.split(' ');
    return [`${first!.startsWith('×') ? '×' : ''}${genusPart(to)}`, ...rest].join(' ');
  }
  return name;
};

/**
 * Plans a transfer (spec 2 §2.5, §4.5, §5): the old and new hierarchy, the allowed parent ranks, every invalid reason,
 * and, when a name at species rank or below lands in another genus (or species), its new combination and those of
 * its infraspecific descendants. Used by the preview and by the command, so both answer the same.
 * Throws only for unknown ids.
 */
export const planTransfer = (state: RegisterState, input: TransferPlanInput): TransferPlan => {
  const chosen = state.names.get(input.scientificNameId);
  if (!chosen) throw Errors.nameNotFound(input.scientificNameId);
  const taxon = state.taxa.get(chosen.taxonId);
  if (!taxon) throw Errors.taxonNotFound(chosen.taxonId);
  const problems: TransferProblem[] = [];
  const fail = (reason: TransferInvalidReason, error: DomainError) => problems.push({ reason, error });

  const name: HierarchyItem = {
    taxonId: taxon.id,
    scientificNameId: chosen.id,
    scientificName: chosen.scientificName,
    author: chosen.author,
    rank: chosen.rank,
  };
  const main = mainNameOf(state, taxon.id);
  if (chosen.rank === 'Sphere') fail('sphere', Errors.transferSphere());
  else if (chosen.taxonomicStatus !== 'Accepted' || main?.id !== chosen.id) fail('unmovableTaxa', Errors.transferUnmovable());

  const oldParentPath = taxon.parentId === null ? null : pathTo(state, taxon.parentId);
  if (chosen.rank !== 'Sphere' && !oldParentPath) fail('missingOldParentID', Errors.transferMissingOldParent());
  const oldParent = oldParentPath ? oldParentPath[oldParentPath.length - 1]! : null;
  if (input.oldParentScientificNameId !== undefined && input.oldParentScientificNameId !== null && oldParent) {
    if (state.names.get(input.oldParentScientificNameId)?.taxonId !== oldParent.taxonId) fail('staleOldParent', Errors.transferStaleOldParent());
  }

  const base = {
    taxonId: taxon.id,
    name,
    oldParent,
    allowedParentRanks: allowedParentRanks(chosen.rank),
    authorEditor: checkedText(input.authorEditor, 'Autor', 'authorEditor'),
  };
  const newParentId = input.newParentScientificNameId;
  if (newParentId === undefined || newParentId === null) {
    return {
      ...base,
      newParent: null,
      commonAncestors: [],
      oldHierarchy: oldParentPath ?? [],
      newHierarchy: [],
      genusChanged: false,
      isAnimalia: isAnimal(state, taxon.id),
      changes: [],
      unMovableChildren: [],
      invalidReasons: problems,
    };
  }
  const newParentName = state.names.get(newParentId);
  if (!newParentName) throw Errors.nameNotFound(newParentId);
  const newParentTaxonId = newParentName.taxonId;
  const newParentPath = pathTo(state, newParentTaxonId);
  const newParent = newParentPath ? newParentPath[newParentPath.length - 1]! : hierarchyItem(state, newParentTaxonId);
  const paths = splitPaths(oldParentPath ?? [], newParentPath ?? []);
  const animal = isAnimal(state, newParentTaxonId);
  const planned = { ...base, newParent, ...paths, isAnimalia: animal };

  if (!newParentPath || !newParent) fail('systemIssue', Errors.transferSystemIssue());
  else if (isInSubtree(state, newParentTaxonId, taxon.id)) fail('childOfSelf', Errors.transferChildOfSelf());
  else if (newParentTaxonId === taxon.parentId) fail('isSelf', Errors.transferIsSelf());
  else if (!allowedParentRanks(chosen.rank).includes(newParent.rank)) fail('notAllowedRank', Errors.transferNotAllowedRank());

  const noRenames = { ...planned, genusChanged: false, changes: [], unMovableChildren: [] };
  if (problems.length || !newParent) return { ...noRenames, invalidReasons: problems };

  const moveOnly = (): TransferPlan => ({
    ...noRenames,
    invalidReasons: [],
    effects: { names: [], taxa: [{ before: taxon, after: { ...taxon, parentId: newParentTaxonId } }] },
  });
  // Genus and above keep their names; so does a name whose genus (or species) part stays the same.
  if (!isGenusOrBelow(chosen.rank) || chosen.rank === 'Genus') return moveOnly();
  const newParentMain = mainNameOf(state, newParentTaxonId)!;
  const hybrid = chosen.attributes.includes('Hybrid');
  const composed = composeScientificName(newParentMain, chosen.rank, ownPart(chosen.scientificName, chosen.rank), {
    isAnimal: animal,
    isHybrid: hybrid,
  });
  if (composed === chosen.scientificName) return moveOnly();
  if (!isSpeciesOrBelow(chosen.rank)) {
    fail('unmovableTaxa', Errors.transferSubgenusAcrossGenera());
    return { ...noRenames, genusChanged: true, invalidReasons: problems };
  }
  return planNewCombinations(state, input, { ...planned, genusChanged: true }, taxon, chosen, composed, newParentTaxonId, problems);
};

type Planned = Omit<TransferPlan, 'changes' | 'unMovableChildren' | 'invalidReasons' | 'effects'>;

const planNewCombinations = (
  state: RegisterState,
  input: TransferPlanInput,
  planned: Planned,
  taxon: TaxonRecord,
  chosen: ScientificNameRecord,
  composed: string,
  newParentTaxonId: TaxonId,
  problems: TransferProblem[],
): TransferPlan => {
  const fail = (reason: TransferInvalidReason, error: DomainError) => problems.push({ reason, error });
  const overrides = new Map<number, TransferNewName>();
  for (const o of input.newNames ?? []) overrides.set(o.scientificNameId, o);
  const authorOptions = { isAnimal: planned.isAnimalia, authorEditor: planned.authorEditor };
  const targetGenus = genusPart(composed);

  // The renamed taxa: the moved one, then infraspecific descendants (parents first). A child that is not accepted
  // is unmovable, and so is everything below an unmovable taxon (spec 2 §4.5).
  const renamed: { taxonId: TaxonId; old: ScientificNameRecord; text: string }[] = [];
  const unMovableChildren: HierarchyItem[] = [];
  const textOf = new Map<TaxonId, { from: string; to: string }>();
  const unmovable = new Set<TaxonId>();
  const topText = checkedScientificName(overrides.get(chosen.id)?.newScientificName) || composed;
  renamed.push({ taxonId: taxon.id, old: chosen, text: topText });
  textOf.set(taxon.id, { from: chosen.scientificName, to: topText });
  for (const id of descendantsOf(state, taxon.id)) {
    const parentId = state.taxa.get(id)!.parentId!;
    const child = mainNameOf(state, id);
    if (unmovable.has(parentId) || !child || child.taxonomicStatus !== 'Accepted') {
      unmovable.add(id);
      const item = hierarchyItem(state, id);
      if (item) unMovableChildren.push(item);
      continue;
    }
    const parent = textOf.get(parentId)!;
    const text = checkedScientificName(overrides.get(child.id)?.newScientificName) || followParent(child.scientificName, parent.from, parent.to);
    renamed.push({ taxonId: id, old: child, text });
    textOf.set(id, { from: child.scientificName, to: text });
  }
  if (unMovableChildren.length) {
    fail('unmovableChildren', Errors.transferUnmovableChildren(unMovableChildren.map((c) => c.scientificName).join(', ')));
  }
  for (const id of overrides.keys()) {
    if (!renamed.some((r) => r.old.id === id)) fail('newNameUnknown', Errors.transferNewNameUnknown(id));
  }
  for (const r of renamed) {
    if (genusPart(r.text) !== targetGenus) fail('newNameInvalid', Errors.transferNewNameInvalid(targetGenus));
  }

  // Each new combination: an existing synonym of the same taxon with exactly that name is reinstated, otherwise a new name.
  let nextId = state.nextNameId;
  const changes: TransferNameChange[] = [];
  const names: RecordChange<ScientificNameRecord>[] = [];
  for (const r of renamed) {
    const override = overrides.get(r.old.id);
    const sameName = namesOfTaxon(state, r.taxonId).find((n) => n.id !== r.old.id && lower(n.scientificName) === lower(r.text));
    const overrideAuthor = checkedAuthor(override?.newAuthor);
    const author = overrideAuthor || (sameName ? sameName.author : combinationAuthor(r.old.author, authorOptions));
    if (!author && isSpeciesOrBelow(r.old.rank)) {
      if (!planned.isAnimalia && !planned.authorEditor) fail('authorEditorRequired', Errors.transferAuthorEditorRequired());
      else fail('authorRequired', Errors.authorRequired());
    }
    let references: Reference[] = [];
    try {
      references = override?.newReferences ? validReferences(override.newReferences) : sameName ? [...sameName.references] : [];
    } catch (error) {
      fail('newNameInvalid', error as DomainError);
    }
    const oldAfter: ScientificNameRecord = { ...r.old, taxonomicStatus: 'Synonym' };
    let newRecord: ScientificNameRecord;
    if (sameName) {
      const cleared = clearNomenclaturalStatusesFor('Accepted', sameName, { isFungus: isFungus(state, newParentTaxonId) });
      newRecord = { ...sameName, ...cleared, scientificName: r.text, author, references, rank: r.old.rank, taxonomicStatus: 'Accepted' };
      names.push({ before: r.old, after: oldAfter }, { before: sameName, after: newRecord });
    } else {
      newRecord = {
        id: nextId++,
        taxonId: r.taxonId,
        scientificName: r.text,
        author,
        rank: r.old.rank,
        taxonomicStatus: 'Accepted',
        nomenclaturalStatuses: [],
        attributes: r.old.attributes.filter((a) => !isStatusAttribute(a)),
        references,
        comment: '',
        speciesComplex: r.old.speciesComplex,
      };
      names.push({ before: r.old, after: oldAfter }, { before: null, after: newRecord });
    }
    changes.push({
      scientificNameId: r.old.id,
      taxonId: r.taxonId,
      rank: r.old.rank,
      oldScientificName: r.old.scientificName,
      oldPresentationName: presentationName(r.old),
      oldAuthor: r.old.author,
      isMovable: true,
      newNameScientificName: r.text,
      newPresentationName: presentationName(newRecord),
      newAuthor: author,
      newReferences: references,
      newScientificNameId: newRecord.id,
      reinstated: sameName !== undefined,
    });
  }

  // Homonyms: a new combination may not repeat a name held anywhere outside the moved subtree.
  const wanted = new Map(changes.filter((c) => !c.reinstated).map((c) => [lower(c.newNameScientificName), c]));
  if (wanted.size) {
    for (const n of state.names.values()) {
      if (!wanted.has(lower(n.scientificName))) continue;
      if (isInSubtree(state, n.taxonId, taxon.id)) continue;
      fail('homonym', Errors.transferHomonym(n.scientificName, n.id));
      break;
    }
  }

  const result = { ...planned, changes, unMovableChildren };
  if (problems.length) return { ...result, invalidReasons: distinct(problems) };
  return {
    ...result,
    invalidReasons: [],
    effects: { names, taxa: [{ before: taxon, after: { ...taxon, parentId: newParentTaxonId } }] },
  };
};

/** Each reason once (one author-editor reason for several new combinations). */
const distinct = (problems: readonly TransferProblem[]): TransferProblem[] =>
  problems.filter((p, i) => problems.findIndex((q) => q.reason === p.reason && q.error.detail === p.error.detail) === i);

/** TransferParent (spec 2 §2.5, §4.5, §7): the first invalid reason is the answer; otherwise one SubtreeTransferred. */
export const transferParent = ({ data, metadata }: TransferParent, state: RegisterState): [SubtreeTransferred] => {
  const plan = planTransfer(state, data);
  const [problem] = plan.invalidReasons;
  if (problem) throw problem.error;
  if (!plan.effects || !plan.oldParent || !plan.newParent) throw Errors.transferSystemIssue();
  const { oldParent, newParent } = plan;
  for (const change of plan.changes) requireAuthorFor(change.rank, change.newAuthor);

  const history: HistoryEntry[] = [];
  const oldTop = state.names.get(plan.name.scientificNameId)!;
  const topChange = plan.changes[0];
  const newTop = topChange ? plan.effects.names.find((c) => c.after?.id === topChange.newScientificNameId)!.after! : oldTop;
  const parentChange = {
    changeType: 'ParentChange' as const,
    dataBefore: [historyItem(state, oldTop, oldParent.taxonId)],
    dataAfter: [historyItem(state, newTop, newParent.taxonId)],
  };
  history.push({ scientificNameId: oldTop.id, ...parentChange });
  if (newTop.id !== oldTop.id) history.push({ scientificNameId: newTop.id, ...parentChange });

  for (const change of plan.changes) {
    const before = state.names.get(change.scientificNameId)!;
    const after = plan.effects.names.find((c) => c.after?.id === change.newScientificNameId)!.after!;
    const withParent = (item: HistoryItem, parentName?: string): HistoryItem => (parentName ? { ...item, parentScientificName: parentName } : item);
    const parentText = change.taxonId === plan.taxonId ? newParent.scientificName : newTextOfParent(plan, state, change.taxonId);
    const entry = {
      changeType: 'ValidNameChange' as const,
      dataBefore: [historyItem(state, before)],
      dataAfter: [
        withParent(historyItem(state, after), parentText),
        withParent(historyItem(state, { ...before, taxonomicStatus: 'Synonym' }), parentText),
      ],
    };
    history.push({ scientificNameId: before.id, ...entry }, { scientificNameId: after.id, ...entry });
  }

  return [
    {
      type: 'SubtreeTransferred',
      data: {
        taxonId: plan.taxonId,
        scientificNameId: newTop.id,
        oldParentTaxonId: oldParent.taxonId,
        newParentTaxonId: newParent.taxonId,
        ...(plan.changes.length
          ? { newCombinations: plan.changes.map((c) => ({ oldScientificNameId: c.scientificNameId, newScientificNameId: c.newScientificNameId })) }
          : {}),
        effects: plan.effects,
        history,
      },
      metadata,
    },
  ];
};

/** The parent's main name after the move, for a renamed descendant (its parent was renamed too). */
const newTextOfParent = (plan: TransferPlan, state: RegisterState, taxonId: TaxonId): string | undefined => {
  const parentId = state.taxa.get(taxonId)?.parentId;
  const parentChange = plan.changes.find((c) => c.taxonId === parentId);
  return (
    parentChange?.newNameScientificName ?? (parentId !== null && parentId !== undefined ? mainNameOf(state, parentId)?.scientificName : undefined)
  );
};
