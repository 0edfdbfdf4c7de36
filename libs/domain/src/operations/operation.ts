import type { LanguageCode, NameAttribute, NomenclaturalStatus, ReferenceType, TaxonomicStatus, VernacularNameStatus } from '../taxonomy/statuses.js';
import type { ScientificNameId, TaxonId, VernacularNameId } from '../register/records.js';

/**
 * The HTTP contract of the taxonomic operations (`/api/v1/TaxonomicOperations/*`): one module per operation with its
 * request and its answer, written once. The API's request DTOs and answer classes implement these types, its
 * controllers answer them, and the web app's calls are checked against the OpenAPI document made from those classes
 * (`apps/web/src/api/operation-contracts.ts` holds the check that the document says the same).
 */

/** Fields every operation request carries: the operator's remark and the client's command id. */
export interface OperationRequest {
  /** Operation comment, shown in the history of every name the operation touches. */
  readonly remark?: string;
  /** Client-chosen id; a repeated id is applied once and answered with the first result. */
  readonly commandId?: string;
}

/** An operation that changes the statuses of a taxon's names (merge, swap/rearrange, swap taxon, split). */
export interface StatusChangeRequest extends OperationRequest {
  /** Confirms a status change of a taxon whose statuses changed moments ago ("Endre likevel"). */
  readonly confirmStatusChange?: boolean | null;
}

export interface ReferenceRequest {
  readonly referenceTypeId: ReferenceType;
  readonly reference: string;
}

/** One vernacular name as the operations take it (an existing one by nameId). */
export interface VernacularNameRequest {
  readonly nameId?: VernacularNameId;
  readonly vernacularName: string;
  readonly languageIsoCode: LanguageCode;
  readonly vernacularNameStatus: VernacularNameStatus;
  readonly operation?: 'added' | 'deleted' | 'modified' | 'none';
  readonly reference?: string;
  readonly comment?: string;
}

/** The name fields of the operations that create or edit a scientific name. */
export interface NameFieldsRequest {
  /** With a parent chosen, only the new part of the name (e.g. the epithet). */
  readonly scientificName: string;
  readonly author?: string;
  readonly references?: readonly ReferenceRequest[];
  readonly comment?: string;
  readonly nomenclaturalStatus?: readonly NomenclaturalStatus[];
  readonly attributes?: readonly NameAttribute[];
  readonly speciesComplex?: string;
}

/** The status one existing name gets in merge, swap/rearrange and split. */
export interface NameStatusRequest {
  readonly nameId: ScientificNameId;
  readonly taxonomicStatus: TaxonomicStatus;
  /** Left out: the name keeps its statuses (cleared where the new taxonomic status forbids them). */
  readonly nomenclaturalStatus?: readonly NomenclaturalStatus[] | null;
  /** Left out: the name keeps its attributes. */
  readonly attributes?: readonly NameAttribute[] | null;
}

/** A scientific name created inside an operation (the swap modal, the split flow). */
export interface NewScientificNameRequest extends NameFieldsRequest {
  readonly taxonomicStatus: TaxonomicStatus;
  readonly rankId?: number | null;
  readonly parentScientificNameId?: ScientificNameId | null;
  readonly taxonId?: TaxonId | null;
  readonly vernacularNames?: readonly VernacularNameRequest[];
}

/** What every operation answers: the name it ended with; `detail` and `errorCode` are null on success. */
export interface OperationResult {
  readonly scientificNameId: ScientificNameId;
  readonly detail: null;
  readonly errorCode: null;
}

/** The answer of most operations: the name and the taxon it ended with. */
export interface OperationAnswer extends OperationResult {
  readonly taxonId: TaxonId;
}
