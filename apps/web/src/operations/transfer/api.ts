import { query, requestJson } from '../../api/http';
import type { ReferenceView } from '../../api/types';

/** One taxon in a hierarchy list of the transfer preview (its main name). */
export interface HierarchyItem {
  readonly taxonId: number;
  readonly scientificNameId: number;
  readonly scientificName: string;
  readonly scientificNameAuthorship: string;
  readonly scientificNamePresentationHtml: string;
  readonly taxonRank: string;
  readonly taxonRankId: number;
}

/** Spec 2 §3 "Name change record in transfer": one main name that gets a new combination. */
export interface NameChange {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly taxonRank: string;
  readonly oldScientificName: string;
  readonly oldPresentationName: string;
  readonly oldAuthor: string;
  readonly isMovable: boolean;
  readonly newNameScientificName: string;
  readonly newPresentationName: string;
  readonly newAuthor: string;
  readonly newReferences: readonly ReferenceView[];
  readonly newScientificNameId: number;
  /** An existing synonym with exactly this name becomes the accepted name again. */
  readonly reinstated: boolean;
}

/** Why a transfer is refused (spec 2 §5), with the server's errorCode and Norwegian text. */
export interface InvalidReason {
  readonly reason: string;
  readonly errorCode: string;
  readonly detail: string;
}

/** GET /api/v1/TaxonomicOperations/TransferParent/Preview. */
export interface TransferPreview {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly name: HierarchyItem;
  readonly oldParent: HierarchyItem | null;
  readonly newParent: HierarchyItem | null;
  readonly allowedParentRanks: readonly string[];
  readonly allowedParentRankIds: readonly number[];
  readonly commonAncestors: readonly HierarchyItem[];
  readonly oldHierarchy: readonly HierarchyItem[];
  readonly newHierarchy: readonly HierarchyItem[];
  readonly invalidReasons: readonly InvalidReason[];
  readonly isValid: boolean;
  readonly genusChanged: boolean;
  readonly isAnimalia: boolean;
  readonly authorEditor: string;
  readonly changes: readonly NameChange[];
  readonly changedChildren: readonly NameChange[];
  readonly unMovableChildren: readonly HierarchyItem[];
  readonly hasPermission: boolean;
}

export interface TransferPreviewQuery {
  readonly scientificNameId: number;
  readonly newParentScientificNameId?: number;
  readonly authorEditor?: string;
}

/** The caller's own new name, author or references for a renamed name. */
export interface TransferNewName {
  readonly scientificNameId: number;
  readonly newScientificName?: string | null;
  readonly newAuthor?: string | null;
  readonly newReferences?: readonly ReferenceView[] | null;
}

/** POST /api/v1/TaxonomicOperations/TransferParent (spec 2 §7, with the genus-change fields of §3). */
export interface TransferRequest {
  readonly scientificNameId: number;
  readonly oldParentScientificNameId?: number | null;
  readonly newParentScientificNameId: number;
  readonly authorEditor?: string | null;
  readonly newNames?: readonly TransferNewName[];
  readonly remark?: string;
  readonly commandId?: string;
}

export interface TransferResponse {
  /** The main name after the move (the new combination when the genus changed). */
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly oldParentTaxonId: number;
  readonly newParentTaxonId: number;
  readonly newCombinations: readonly { oldScientificNameId: number; newScientificNameId: number }[];
}

const BASE = '/api/v1/TaxonomicOperations/TransferParent';

export const fetchTransferPreview = (q: TransferPreviewQuery, signal?: AbortSignal): Promise<TransferPreview> =>
  requestJson<TransferPreview>(
    `${BASE}/Preview${query({ scientificNameId: q.scientificNameId, newParentScientificNameId: q.newParentScientificNameId, authorEditor: q.authorEditor })}`,
    { signal },
  );

export const TRANSFER_PATH = BASE;
