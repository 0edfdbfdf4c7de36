import type { ScientificNameId, TaxonId } from '../register/records.js';
import type { OperationAnswer, OperationRequest, ReferenceRequest } from './operation.js';

/** The caller's own new name, author or references for a renamed name (spec 2 §3). */
export interface TransferNewNameRequest {
  readonly scientificNameId: ScientificNameId;
  readonly newScientificName?: string | null;
  readonly newAuthor?: string | null;
  readonly newReferences?: readonly ReferenceRequest[] | null;
}

/** POST /api/v1/TaxonomicOperations/TransferParent (spec 2 §7, with the genus-change fields of §3). */
export interface TransferParentRequest extends OperationRequest {
  readonly scientificNameId: ScientificNameId;
  /** The parent the client saw; another current parent is a conflict. */
  readonly oldParentScientificNameId?: ScientificNameId | null;
  readonly newParentScientificNameId: ScientificNameId;
  readonly authorEditor?: string | null;
  readonly newNames?: readonly TransferNewNameRequest[];
}

export interface NewCombination {
  readonly oldScientificNameId: ScientificNameId;
  readonly newScientificNameId: ScientificNameId;
}

/** The moved taxon, its main name after the move and the new combinations. */
export interface TransferParentAnswer extends OperationAnswer {
  readonly oldParentTaxonId: TaxonId;
  readonly newParentTaxonId: TaxonId;
  readonly newCombinations: readonly NewCombination[];
}
