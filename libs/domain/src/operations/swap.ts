import type { ScientificNameId, TaxonId } from '../register/records.js';
import type { NameStatusRequest, NewScientificNameRequest, OperationAnswer, StatusChangeRequest, VernacularNameRequest } from './operation.js';

/** POST /api/v1/TaxonomicOperations/Swap (spec 2 §7): rearrange a taxon's names, or swap in new names. */
export interface SwapRequest extends StatusChangeRequest {
  readonly oldTaxonId: TaxonId;
  readonly scientificNames?: readonly NameStatusRequest[];
  readonly vernacularNames?: readonly VernacularNameRequest[];
  readonly newScientificNames?: readonly NewScientificNameRequest[];
  /** Required when the main name stays; left out (or false) when it changes. */
  readonly keepTaxonId?: boolean | null;
  readonly existsInNorway?: boolean | null;
}

/** The main name and the taxon after the rearrangement. */
export interface SwapAnswer extends OperationAnswer {
  readonly oldTaxonId: TaxonId;
  readonly keepTaxonId: boolean;
  readonly newScientificNameIds: readonly ScientificNameId[];
}
