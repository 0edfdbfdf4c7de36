import type { ScientificNameId, TaxonId } from '../register/records.js';
import type { NameFieldsRequest, OperationAnswer, OperationRequest } from './operation.js';

/** PUT /api/v1/TaxonomicOperations/EditScientificName (spec 1 §7): fields left out keep their stored values. */
export interface EditScientificNameRequest extends Omit<NameFieldsRequest, 'scientificName'>, OperationRequest {
  readonly scientificNameId: ScientificNameId;
  /** The whole name; left out (or null), the name keeps its text. */
  readonly scientificName?: string | null;
  /** The name's taxon; when given it must match. */
  readonly taxonId?: TaxonId | null;
  readonly existsInNorway?: boolean | null;
}

/** The edited name and its taxon. */
export type EditScientificNameAnswer = OperationAnswer;
