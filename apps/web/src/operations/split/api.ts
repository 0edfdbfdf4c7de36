import type { NameStatusPayload, VernacularNamePayload } from '../merge/api';
import type { NewScientificNamePayload } from '../swap/api';

/** One new taxon of a split (the server's SplitNewTaxonDto). */
export interface SplitNewTaxonPayload {
  readonly newScientificNames?: readonly NewScientificNamePayload[];
  readonly scientificNames?: readonly NameStatusPayload[];
  readonly vernacularNames?: readonly VernacularNamePayload[];
  readonly existsInNorway?: boolean | null;
}

/** POST /api/v1/TaxonomicOperations/Split (the path the spec leaves out, in the style of the others). */
export interface SplitRequest {
  readonly oldTaxonId: number;
  readonly newTaxons: readonly SplitNewTaxonPayload[];
  readonly remark?: string;
  readonly commandId?: string;
}

export interface SplitResponse {
  /** Main name of the first new taxon: where the page goes on success. */
  readonly scientificNameId: number;
  readonly taxonIds: readonly number[];
  readonly scientificNameIds: readonly number[];
  readonly oldTaxonId: number;
  readonly fallbackTaxonId: number | null;
}

export const SPLIT_PATH = '/api/v1/TaxonomicOperations/Split';
