import type { ScientificNameId, TaxonId } from '../register/records.js';
import type { NameStatusRequest, NewScientificNameRequest, OperationResult, StatusChangeRequest, VernacularNameRequest } from './operation.js';

/** One new taxon of a split. */
export interface SplitNewTaxonRequest {
  readonly newScientificNames?: readonly NewScientificNameRequest[];
  readonly scientificNames?: readonly NameStatusRequest[];
  readonly vernacularNames?: readonly VernacularNameRequest[];
  readonly existsInNorway?: boolean | null;
}

/** POST /api/v1/TaxonomicOperations/Split. */
export interface SplitRequest extends StatusChangeRequest {
  readonly oldTaxonId: TaxonId;
  readonly newTaxons: readonly SplitNewTaxonRequest[];
}

/** The new taxa and their main names; scientificNameId is the main name of the first. */
export interface SplitAnswer extends OperationResult {
  readonly taxonIds: readonly TaxonId[];
  readonly scientificNameIds: readonly ScientificNameId[];
  readonly oldTaxonId: TaxonId;
  readonly fallbackTaxonId: TaxonId | null;
}
