import type { NameAttribute, NomenclaturalStatus } from '../taxonomy/statuses.js';
import type { ScientificNameId, TaxonId } from '../register/records.js';
import type { OperationAnswer, StatusChangeRequest } from './operation.js';

/** POST /api/v1/TaxonomicOperations/SwapTaxon: a synonym or not-in-use name moves to another taxon. */
export interface SwapTaxonRequest extends StatusChangeRequest {
  readonly scientificNameId: ScientificNameId;
  readonly targetTaxonId?: TaxonId | null;
  /** Any name of the target taxon (instead of targetTaxonId). */
  readonly targetScientificNameId?: ScientificNameId | null;
  readonly taxonomicStatus?: 'Synonym' | 'NotInUse' | null;
  readonly nomenclaturalStatus?: readonly NomenclaturalStatus[] | null;
  readonly attributes?: readonly NameAttribute[] | null;
}

/** The moved name and the taxon it joined. */
export interface SwapTaxonAnswer extends OperationAnswer {
  readonly oldTaxonId: TaxonId;
}
