import type { TaxonId } from '../register/records.js';
import type { NameStatusRequest, OperationAnswer, StatusChangeRequest, VernacularNameRequest } from './operation.js';

/** POST /api/v1/TaxonomicOperations/Synonymize (spec 2 §7), the screen's «Slå sammen». */
export interface SynonymizeRequest extends StatusChangeRequest {
  /** Every name of every taxon to merge with its resulting status; exactly one accepted or unresolved. */
  readonly scientificNames: readonly NameStatusRequest[];
  /** The resulting taxon's full list; left out, the lists are joined. */
  readonly vernacularNames?: readonly VernacularNameRequest[];
  readonly existsInNorway?: boolean | null;
}

/** The resulting taxon with every name (`Name`: the public read API's scientific name). */
export interface SynonymizeAnswer<Name = unknown> extends OperationAnswer {
  readonly mergedTaxonIds: readonly TaxonId[];
  /** Every name of the resulting taxon, the main name first. */
  readonly scientificNames: readonly Name[];
}
