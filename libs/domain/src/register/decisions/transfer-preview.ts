import { presentationNameHtml } from '../../taxonomy/name-format.js';
import { rankId, type Rank } from '../../taxonomy/ranks.js';
import type { Reference } from '../records.js';
import type { RegisterState } from '../state.js';
import {
  planTransfer,
  type HierarchyItem,
  type TransferInvalidReason,
  type TransferNameChange,
  type TransferPlan,
  type TransferPlanInput,
} from './transfer-parent.js';

/*
 * The transfer screen's preview as the API answers it (GET …/TransferParent/Preview), built from the same plan that
 * decides the command. The field names are the API's; the web app reads these types too.
 */

export interface HierarchyItemView {
  readonly taxonId: number;
  readonly scientificNameId: number;
  readonly scientificName: string;
  readonly scientificNameAuthorship: string;
  readonly scientificNamePresentationHtml: string;
  readonly taxonRank: Rank;
  readonly taxonRankId: number;
}

export interface NameChangeView {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly taxonRank: Rank;
  readonly oldScientificName: string;
  readonly oldPresentationName: string;
  readonly oldAuthor: string;
  readonly isMovable: boolean;
  readonly newNameScientificName: string;
  readonly newPresentationName: string;
  readonly newAuthor: string;
  readonly newReferences: readonly Reference[];
  readonly newScientificNameId: number;
  readonly reinstated: boolean;
}

/** Why a transfer is refused (spec 2 §5), with the errorCode and Norwegian text of the refusal. */
export interface TransferInvalidReasonView {
  readonly reason: TransferInvalidReason;
  readonly errorCode: string;
  readonly detail: string;
}

export interface TransferPreviewView {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly name: HierarchyItemView;
  readonly oldParent: HierarchyItemView | null;
  readonly newParent: HierarchyItemView | null;
  readonly allowedParentRanks: readonly Rank[];
  readonly allowedParentRankIds: readonly number[];
  readonly commonAncestors: readonly HierarchyItemView[];
  readonly oldHierarchy: readonly HierarchyItemView[];
  readonly newHierarchy: readonly HierarchyItemView[];
  readonly invalidReasons: readonly TransferInvalidReasonView[];
  readonly isValid: boolean;
  readonly genusChanged: boolean;
  readonly isAnimalia: boolean;
  readonly authorEditor: string;
  readonly changes: readonly NameChangeView[];
  readonly changedChildren: readonly NameChangeView[];
  readonly unMovableChildren: readonly HierarchyItemView[];
  readonly hasPermission: boolean;
}

const item = (h: HierarchyItem): HierarchyItemView => ({
  taxonId: h.taxonId,
  scientificNameId: h.scientificNameId,
  scientificName: h.scientificName,
  scientificNameAuthorship: h.author,
  scientificNamePresentationHtml: presentationNameHtml(h),
  taxonRank: h.rank,
  taxonRankId: rankId(h.rank),
});

const change = (c: TransferNameChange): NameChangeView => ({
  scientificNameId: c.scientificNameId,
  taxonId: c.taxonId,
  taxonRank: c.rank,
  oldScientificName: c.oldScientificName,
  oldPresentationName: c.oldPresentationName,
  oldAuthor: c.oldAuthor,
  isMovable: c.isMovable,
  newNameScientificName: c.newNameScientificName,
  newPresentationName: c.newPresentationName,
  newAuthor: c.newAuthor,
  newReferences: c.newReferences,
  newScientificNameId: c.newScientificNameId,
  reinstated: c.reinstated,
});

/**
 * The transfer screen's comparison (spec 2 §2.5, §3 "Name change record in transfer"): the old and new hierarchy
 * (common ancestors and the differing parts), the allowed parent ranks, the invalid reasons (empty when the move is
 * valid) and, when the genus changes, the proposed new combinations. The same plan decides the command.
 */
export const transferPreview = (state: RegisterState, input: TransferPlanInput, hasPermission: boolean): TransferPreviewView => {
  const plan: TransferPlan = planTransfer(state, input);
  return {
    scientificNameId: plan.name.scientificNameId,
    taxonId: plan.taxonId,
    name: item(plan.name),
    oldParent: plan.oldParent ? item(plan.oldParent) : null,
    newParent: plan.newParent ? item(plan.newParent) : null,
    allowedParentRanks: plan.allowedParentRanks,
    allowedParentRankIds: plan.allowedParentRanks.map(rankId),
    commonAncestors: plan.commonAncestors.map(item),
    oldHierarchy: plan.oldHierarchy.map(item),
    newHierarchy: plan.newHierarchy.map(item),
    invalidReasons: plan.invalidReasons.map((p) => ({ reason: p.reason, errorCode: p.error.errorCode, detail: p.error.detail })),
    isValid: plan.newParent !== null && plan.invalidReasons.length === 0,
    genusChanged: plan.genusChanged,
    isAnimalia: plan.isAnimalia,
    authorEditor: plan.authorEditor,
    changes: plan.changes.map(change),
    changedChildren: plan.changes.slice(1).map(change),
    unMovableChildren: plan.unMovableChildren.map(item),
    hasPermission,
  };
};
