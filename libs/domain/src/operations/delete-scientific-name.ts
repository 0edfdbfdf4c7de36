import type { ScientificNameId } from '../register/records.js';
import type { OperationRequest } from './operation.js';

/** DELETE /api/v1/TaxonomicOperations/Delete (spec 2 §7), with the confirmation of spec 2 §4.6. */
export interface DeleteScientificNameRequest extends OperationRequest {
  readonly scientificNameId: ScientificNameId;
  /** Confirms deleting the main name of a taxon with several names: all its names and the taxon go. */
  readonly deleteTaxon?: boolean | null;
  /** Administrators only: deletes although a downstream service did not answer; recorded in the event. */
  readonly usageOverrideReason?: string | null;
}

/** true: the name (and, when said, its taxon) is deleted. */
export type DeleteScientificNameAnswer = true;
