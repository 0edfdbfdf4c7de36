import type { TaxonomicStatus } from '../taxonomy/statuses.js';
import type { ScientificNameId, TaxonId } from '../register/records.js';
import type { NameFieldsRequest, OperationAnswer, OperationRequest, VernacularNameRequest } from './operation.js';

/** POST /api/v1/TaxonomicOperations/AddTaxon (spec 1 §3 "Add taxon request"): a new taxon, or a name on a taxon. */
export interface AddTaxonRequest extends NameFieldsRequest, OperationRequest {
  /** The parent (required for a new taxon). */
  readonly parentScientificNameId?: ScientificNameId | null;
  readonly rankId?: number | null;
  readonly taxonomicStatus?: TaxonomicStatus;
  readonly existsInNorway?: boolean | null;
  readonly vernacularNames?: readonly VernacularNameRequest[];
  /** Add the name to this existing taxon (synonym, not in use). */
  readonly taxonId?: TaxonId | null;
  readonly synonymToId?: ScientificNameId | null;
  readonly isNotInUseToId?: ScientificNameId | null;
}

/** The added name and its taxon. */
export type AddTaxonAnswer = OperationAnswer;
