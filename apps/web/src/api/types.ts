/** The JSON shapes of the public read API (spec 1 §3, §7), as the server answers them. */

export interface VernacularNameSummary {
  readonly name: string;
  readonly nameLanguageIso: string;
}

export interface TreeNodeName {
  readonly nameId: number;
  readonly name: string;
  readonly presentationNameHtml: string;
  readonly author: string;
  readonly taxonomicStatus: string;
  readonly rank: string;
}

export interface TreeNode {
  readonly taxonNameId: number;
  readonly scientificNameId: number;
  readonly parentTaxonNameId: number | null;
  readonly taxonId: number;
  readonly taxonomicStatus: string;
  readonly rank: string;
  readonly taxonRank?: string;
  readonly author: string;
  readonly isLeaf: boolean;
  readonly language?: string;
  readonly presentationName: string;
  readonly presentationNameHtml: string;
  readonly preferredVernacularNames: readonly VernacularNameSummary[];
  readonly scientificNames: readonly TreeNodeName[];
  readonly isOpen?: boolean;
}

export interface ReferenceView {
  readonly referenceTypeId: string;
  readonly reference: string;
}

export interface ScientificNameView {
  readonly id: number;
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly scientificName: string;
  readonly scientificNameAuthorship: string;
  readonly scientificNamePresentation: string;
  readonly scientificNamePresentationHtml: string;
  readonly taxonRank: string;
  readonly taxonRankId: number;
  readonly taxonomicStatus: string;
  readonly nomenclaturalStatuses: readonly string[];
  readonly attributes: readonly string[];
  readonly fullNameAttributes: readonly { readonly attributeDisplay: string; readonly attribute: string }[];
  readonly comment: string;
  readonly references: readonly ReferenceView[];
  readonly speciesComplex: string;
}

export interface VernacularNameView {
  readonly id: number;
  readonly nameId: number;
  readonly vernacularName: string;
  readonly vernacularNameStatus: string;
  readonly languageIsoCode: string;
  readonly comment: string;
  readonly reference: string;
}

export interface HigherClassificationItem {
  readonly taxonId: number;
  readonly scientificNameId: number;
  readonly scientificName: string;
  readonly scientificNameAuthorship: string;
  readonly presentationName: string;
  readonly presentationNameHtml: string;
  readonly taxonRank: string;
  readonly taxonRankId: number;
}

export interface TaxonNameInfo {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly parentTaxonId: number | null;
  readonly mainScientificNameId: number;
  readonly scientificNames: readonly ScientificNameView[];
  readonly vernacularNames: readonly VernacularNameView[];
  readonly higherClassification: readonly HigherClassificationItem[];
  readonly existsInNorway?: boolean;
  readonly kingdom?: { readonly taxonId: number; readonly scientificName: string };
  readonly childCount?: number;
}

export interface SearchHitName {
  readonly nameId: number;
  readonly nameFormatted: string;
  readonly name: string;
  readonly author: string;
  readonly rank: string;
  readonly taxonomicStatus: string;
  readonly isSearchMatch: boolean;
}

export interface SearchHitVernacular extends VernacularNameSummary {
  readonly isSearchMatch: boolean;
}

export interface SearchHit {
  readonly taxonId: number;
  readonly acceptedScientificName: SearchHitName;
  readonly scientificNameSynonyms: readonly SearchHitName[];
  readonly preferredVernacularNames: readonly SearchHitVernacular[];
  readonly vernacularNameSynonyms: readonly SearchHitVernacular[];
  readonly kingdom?: string;
}

export interface ChangeLogEntry {
  readonly changeByUser: string;
  readonly changeDate: string;
  readonly changeRemarks: string;
  readonly changeType: string;
  readonly dataBefore: readonly Record<string, unknown>[];
  readonly dataAfter: readonly Record<string, unknown>[];
}

export interface StatisticsCount {
  readonly totalCount: number;
  readonly acceptedCount: number;
  readonly synonymsCount: number;
}

/** What became of a deleted, merged or split id (404 problem with errorCode SCIENTIFIC_NAME_GONE). */
export interface Successor {
  readonly kind: 'taxon' | 'name';
  readonly id: number;
  readonly reason: string;
  readonly successorIds: readonly number[];
}

export interface Claim {
  readonly type: string;
  readonly value: string;
}

export interface LoggedInUserInfo {
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  readonly userPermissions?: readonly unknown[];
}
