import type { ScientificNameView } from '../../api/types';

/** The status one existing name gets in merge, swap/rearrange and split (the server's NameStatusDto). */
export interface NameStatusPayload {
  readonly nameId: number;
  readonly taxonomicStatus: string;
  /** Left out: the name keeps its statuses (cleared where the new taxonomic status forbids them). */
  readonly nomenclaturalStatus?: readonly string[];
  /** Left out: the name keeps its attributes. */
  readonly attributes?: readonly string[];
}

/** One vernacular name as the operation calls send it (existing ones by nameId). */
export interface VernacularNamePayload {
  readonly nameId?: number;
  readonly vernacularName: string;
  readonly languageIsoCode: string;
  readonly vernacularNameStatus: string;
  readonly operation?: 'added' | 'deleted' | 'modified' | 'none';
  readonly reference?: string;
  readonly comment?: string;
}

/** POST /api/v1/TaxonomicOperations/Synonymize (spec 2 §7). */
export interface SynonymizeRequest {
  readonly scientificNames: readonly NameStatusPayload[];
  readonly vernacularNames?: readonly VernacularNamePayload[];
  readonly existsInNorway?: boolean | null;
  readonly remark?: string;
  readonly commandId?: string;
}

export interface SynonymizeResponse {
  /** The main name of the merged taxon: where the page goes on success. */
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly mergedTaxonIds: readonly number[];
  readonly scientificNames: readonly ScientificNameView[];
}

export const SYNONYMIZE_PATH = '/api/v1/TaxonomicOperations/Synonymize';
