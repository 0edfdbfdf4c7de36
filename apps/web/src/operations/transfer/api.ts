import type { Schema } from '../../api/client';
import type { OperationBody, OperationReply } from '../shared/operation-client';
import { query, requestJson } from '../../api/http';
import type { HierarchyItemView, NameChangeView, TransferInvalidReasonView, TransferPreviewView } from '@navnebase/domain';

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

export type TransferNewName = Schema<'TransferNewNameDto'>;

export type TransferRequest = OperationBody<'TransferParent'>;

export type TransferResponse = OperationReply<'TransferParent'>;

const BASE = '/api/v1/TaxonomicOperations/TransferParent';

export const fetchTransferPreview = (q: TransferPreviewQuery, signal?: AbortSignal): Promise<TransferPreview> =>
  requestJson<TransferPreview>(
    `${BASE}/Preview${query({ scientificNameId: q.scientificNameId, newParentScientificNameId: q.newParentScientificNameId, authorEditor: q.authorEditor })}`,
    { signal },
  );
