import type { TaxonId } from '../register/records.js';
import type { OperationAnswer, OperationRequest, VernacularNameRequest } from './operation.js';

/** POST /api/v1/TaxonomicOperations/UpdateVernacularNames (spec 1 §7): each entry marked added, modified, deleted or none. */
export interface UpdateVernacularNamesRequest extends OperationRequest {
  readonly taxonId: TaxonId;
  readonly vernacularNames: readonly VernacularNameRequest[];
}

/** The taxon and its main name. */
export type UpdateVernacularNamesAnswer = OperationAnswer;
