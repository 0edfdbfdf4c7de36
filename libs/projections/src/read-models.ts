/** The read models as the public API serves them (spec 1 §3, §7; spec 2 §3). Field names are the API's. */

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
  readonly taxonRank: string;
  readonly author: string;
  readonly isLeaf: boolean;
  readonly language: string;
  readonly presentationName: string;
  readonly presentationNameHtml: string;
  readonly preferredVernacularNames: readonly VernacularNameSummary[];
  readonly scientificNames: readonly TreeNodeName[];
  readonly isOpen: boolean;
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
  readonly fullNameAttributes: readonly { attributeDisplay: string; attribute: string }[];
  readonly comment: string;
  readonly references: readonly ReferenceView[];
  readonly speciesComplex: string;
  readonly sourceId?: string;
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
  readonly higherClassifications: readonly HigherClassificationItem[];
  /** Only for the main name of a taxon at or below species; otherwise absent. */
  readonly existsInNorway?: boolean;
  readonly kingdom?: { readonly taxonId: number; readonly scientificName: string };
  readonly childCount: number;
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

export interface SearchHit {
  readonly taxonId: number;
  readonly acceptedScientificName: SearchHitName;
  readonly scientificNameSynonyms: readonly SearchHitName[];
  readonly preferredVernacularNames: readonly (VernacularNameSummary & { isSearchMatch: boolean })[];
  readonly vernacularNameSynonyms: readonly (VernacularNameSummary & { isSearchMatch: boolean })[];
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
  /**
   * Scientific names with the status synonym or not in use (a taxon is never a synonym: in TaxonCount too it counts
   * names); for vernacular names, the alternative (not recommended) ones.
   */
  readonly synonymsCount: number;
  /** TaxonCount: taxa whose main name is unresolved; NamesCount: names with the status unresolved. */
  readonly unresolvedCount?: number;
}

export type StatisticsKind = 'TaxonCount' | 'NamesCount' | 'NamesCountByLanguage';

/** The register's counts at the end of one day (Norwegian time) on which any of them changed. */
export interface StatisticsDay {
  readonly day: string;
  readonly taxa: number;
  readonly names: number;
  readonly synonyms: number;
  /** Vernacular names per language (nb, nn, se). */
  readonly vernacular: Readonly<Record<string, number>>;
}

export interface SuccessorView {
  readonly kind: 'taxon' | 'name';
  readonly id: number;
  readonly reason: string;
  readonly successorIds: readonly number[];
}

/** How a line of a species list matched (listesøk), best first (see `MatchResult`). */
export type MatchType = 'exact' | 'canonical' | 'synonym' | 'vernacular' | 'fuzzy' | 'higherRank' | 'ambiguous' | 'none';

/** A scientific name as lists show it: its ids, the name with author and rank, and its status. */
export interface NameRef {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly scientificName: string;
  readonly author: string;
  readonly rank: string;
  readonly taxonomicStatus: string;
}

export type MatchedName = NameRef;

export interface MatchResult {
  readonly input: string;
  readonly matchType: MatchType;
  /** 0–100: how sure the match is (100: the name and its authorship exactly). */
  readonly confidence: number;
  /** What was read out of the input: the canonical name and the authorship. */
  readonly parsed: { readonly canonicalName: string; readonly authorship: string; readonly qualifier?: string };
  /** The register's name that matched (for a vernacular match: the taxon's main name). */
  readonly match?: MatchedName;
  /** The vernacular name that matched, for vernacular matches. */
  readonly matchedVernacularName?: string;
  /** The taxon's accepted (main) name, when the matched name is a synonym or not in use. */
  readonly acceptedName?: MatchedName;
  /** The taxon's recommended vernacular names per language. */
  readonly vernacularNames?: { readonly nb?: string; readonly nn?: string; readonly se?: string };
  readonly existsInNorway?: boolean | null;
  /** The candidates when the input is ambiguous (homonyms, several equally close typos, a shared vernacular name). */
  readonly alternatives?: readonly MatchedName[];
  /** A Norwegian remark on the match (cf., aff., sp.). */
  readonly remark?: string;
}

export interface MatchOptions {
  /** Typo-tolerant matching (default on). */
  readonly fuzzy?: boolean;
  /** Matching vernacular names (default on). */
  readonly vernacular?: boolean;
  /** Candidates listed for ambiguous input (default 5). */
  readonly maxAlternatives?: number;
}

// ------------------------------------------------------------------------------------------------- audit log

export type AuditRecordKind = 'name' | 'taxon' | 'user';

/** One touched record: its images before and after (null: created or removed) and the fields that differ. */
export interface AuditRecord {
  readonly kind: AuditRecordKind;
  readonly id: number;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  readonly changedFields: string[];
}

export interface AuditEntry {
  /** The event's global position (stable id of the entry). */
  readonly position: number;
  readonly stream: string;
  readonly operation: string;
  readonly operationLabel: string;
  readonly time: string;
  readonly recordedAt: string;
  readonly userId: string;
  readonly userName: string;
  readonly remark: string;
  readonly commandId: string;
  readonly correlationId: string;
  /** Distinct scientific names the operation touched (with their ids), before or after. */
  readonly scientificNames: { readonly scientificNameId: number; readonly scientificName: string }[];
  readonly records: AuditRecord[];
  /** How many records the operation touched; `records` holds at most the limit asked for. */
  readonly recordCount: number;
}

// ------------------------------------------------------------------------------------------------- subtree diff

/** What happened to a name of a subtree between two moments. */
export type SubtreeChange = 'added' | 'removed' | 'renamed' | 'statusChanged' | 'movedIn' | 'movedOut' | 'changed';

export interface SubtreeDiffItem {
  readonly change: SubtreeChange;
  /** The name after (for `removed` and `movedOut`, the name before; for a renamed pair, the new name's id). */
  readonly scientificNameId: number;
  readonly before: NameRef | null;
  readonly after: NameRef | null;
  /** The fields that differ between before and after (for names in the subtree at both moments, and renamed pairs). */
  readonly fields: readonly string[];
}

/** An event that caused a change of the diff, as the public change log shows it. */
export interface SubtreeDiffEvent {
  readonly position: number;
  readonly operation: string;
  readonly operationLabel: string;
  readonly time: string;
  readonly userName: string;
  readonly remark: string;
}

/** The answer of `GET /api/v1/TaxonName/Diff`. */
export interface SubtreeDiffAnswer {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly from: { readonly time: string; readonly position: number };
  readonly to: { readonly time: string; readonly position: number };
  readonly counts: Readonly<Record<SubtreeChange, number>>;
  readonly items: readonly (SubtreeDiffItem & { readonly changeLabel: string; readonly events: readonly SubtreeDiffEvent[] })[];
}
