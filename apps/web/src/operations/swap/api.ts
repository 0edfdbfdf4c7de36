import type { ReferenceView } from '../../api/types';
import type { NameStatusPayload, VernacularNamePayload } from '../merge/api';

/** A scientific name created inside an operation (the swap modal, the split flow): the server's NewScientificNameDto. */
export interface NewScientificNamePayload {
  /** With a parent chosen, only the new part (e.g. the epithet); otherwise the whole name. */
  readonly scientificName: string;
  readonly author?: string;
  readonly taxonomicStatus: string;
  readonly rankId?: number | null;
  readonly parentScientificNameId?: number | null;
  readonly taxonId?: number | null;
  readonly comment?: string;
  readonly references?: readonly ReferenceView[];
  readonly nomenclaturalStatus?: readonly string[];
  readonly attributes?: readonly string[];
  readonly vernacularNames?: readonly VernacularNamePayload[];
}

/** POST /api/v1/TaxonomicOperations/Swap (spec 2 §7): rearrange mode and swap mode. */
export interface SwapRequest {
  readonly oldTaxonId: number;
  readonly scientificNames?: readonly NameStatusPayload[];
  readonly vernacularNames?: readonly VernacularNamePayload[];
  readonly newScientificNames?: readonly NewScientificNamePayload[];
  /** Required when the main name stays; must be left out (or false) when it changes. */
  readonly keepTaxonId?: boolean | null;
  readonly existsInNorway?: boolean | null;
  readonly remark?: string;
  readonly commandId?: string;
}

export interface SwapResponse {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly oldTaxonId: number;
  readonly keepTaxonId: boolean;
  readonly newScientificNameIds: readonly number[];
}

/** POST /api/v1/TaxonomicOperations/SwapTaxon: a synonym or not-in-use name moves to another taxon. */
export interface SwapTaxonRequest {
  readonly scientificNameId: number;
  readonly targetTaxonId?: number | null;
  readonly targetScientificNameId?: number | null;
  readonly taxonomicStatus?: 'Synonym' | 'NotInUse' | null;
  readonly remark?: string;
  readonly commandId?: string;
}

export interface SwapTaxonResponse {
  /** The moved name. */
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly oldTaxonId: number;
}

export const SWAP_PATH = '/api/v1/TaxonomicOperations/Swap';
export const SWAP_TAXON_PATH = '/api/v1/TaxonomicOperations/SwapTaxon';
