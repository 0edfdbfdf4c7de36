import type { Schema } from '../../api/client';
import type { OperationBody, OperationReply } from '../shared/operation-client';

export type NameStatusPayload = Schema<'NameStatusDto'>;

export type VernacularNamePayload = Schema<'VernacularNameInputDto'>;

export type SynonymizeRequest = OperationBody<'Synonymize'>;

export type SynonymizeResponse = OperationReply<'Synonymize'>;
