import type { Schema } from '../../api/client';
import type { OperationBody, OperationReply } from '../shared/operation-client';

export type NewScientificNamePayload = Schema<'NewScientificNameDto'>;

export type SwapRequest = OperationBody<'Swap'>;

export type SwapResponse = OperationReply<'Swap'>;

export type SwapTaxonRequest = OperationBody<'SwapTaxon'>;

export type SwapTaxonResponse = OperationReply<'SwapTaxon'>;
