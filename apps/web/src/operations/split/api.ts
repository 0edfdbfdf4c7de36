import type { Schema } from '../../api/client';
import type { OperationBody, OperationReply } from '../shared/operation-client';

export type SplitNewTaxonPayload = Schema<'SplitNewTaxonDto'>;

export type SplitRequest = OperationBody<'Split'>;

export type SplitResponse = OperationReply<'Split'>;
