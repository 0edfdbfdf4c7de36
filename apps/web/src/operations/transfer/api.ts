import { query, requestJson } from '../../api/http';
import type { HierarchyItemView, NameChangeView, TransferInvalidReasonView, TransferPreviewView } from '@navnebase/domain';
import type { ReferenceView } from '../../api/types';

/** The preview's shapes are the server's own (`@navnebase/domain`, types only). */
export type HierarchyItem = HierarchyItemView;
/** Spec 2 §3 "Name change record in transfer": one main name that gets a new combination. */
export type NameChange = NameChangeView;
/** Why a transfer is refused (spec 2 §5), with the server's errorCode and Norwegian text. */
export type InvalidReason = TransferInvalidReasonView;
/** GET /api/v1/TaxonomicOperations/TransferParent/Preview. */
export type TransferPreview = TransferPreviewView;

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
