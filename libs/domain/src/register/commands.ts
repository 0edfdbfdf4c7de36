import type { Rank } from '../taxonomy/ranks.js';
import type { LanguageCode, NameAttribute, NomenclaturalStatus, TaxonomicStatus, VernacularNameStatus } from '../taxonomy/statuses.js';
import type { OperationMetadata } from './metadata.js';
import type { UsageOverride } from './events.js';
import type { Reference, ScientificNameId, TaxonId, VernacularNameId } from './records.js';

type Cmd<T extends string, D> = Readonly<{ type: T; data: D; metadata: OperationMetadata }>;

export interface VernacularNameInput {
  readonly nameId?: VernacularNameId;
  readonly vernacularName: string;
  readonly languageIsoCode: LanguageCode;
  readonly vernacularNameStatus: VernacularNameStatus;
  readonly reference?: string;
  readonly comment?: string;
}

/** The name fields shared by every command that creates or edits a scientific name. */
export interface NameFieldsInput {
  readonly scientificName: string;
  readonly author?: string;
  readonly references?: readonly Reference[];
  readonly comment?: string;
  readonly nomenclaturalStatus?: readonly NomenclaturalStatus[];
  readonly attributes?: readonly NameAttribute[];
  readonly speciesComplex?: string;
}

/** Spec 1 §3 "Add taxon request": a new taxon with its main name, or a new name on an existing taxon. */
export type AddTaxon = Cmd<
  'AddTaxon',
  NameFieldsInput & {
    readonly parentScientificNameId?: ScientificNameId | null;
    readonly rank?: Rank | null;
    readonly taxonomicStatus?: TaxonomicStatus | null;
    readonly existsInNorway?: boolean | null;
    readonly vernacularNames?: readonly VernacularNameInput[];
    /** Set when adding a synonym, unresolved or not-in-use name to an existing taxon. */
    readonly taxonId?: TaxonId | null;
    readonly synonymToId?: ScientificNameId | null;
    readonly isNotInUseToId?: ScientificNameId | null;
  }
>;

/** One name of an imported taxon (its main name or a synonym), already parsed by an importer. */
export interface ImportedName {
  readonly sourceId?: string;
  readonly scientificName: string;
  readonly author: string;
  readonly rank: Rank;
  readonly taxonomicStatus: TaxonomicStatus;
  readonly nomenclaturalStatuses?: readonly NomenclaturalStatus[];
  readonly attributes?: readonly NameAttribute[];
  readonly references?: readonly Reference[];
  readonly comment?: string;
  /** Keep this id when it is free (re-importing the register's own export, or Artsdatabanken ids). */
  readonly preferredId?: number;
}

export interface ImportedVernacularName {
  readonly vernacularName: string;
  readonly languageIsoCode: LanguageCode;
  readonly status: VernacularNameStatus;
  readonly reference?: string;
  readonly comment?: string;
}

/** One taxon of an import: parent given by a key within the import or by an existing taxon id. */
export interface ImportedTaxon {
  readonly key: string;
  readonly parentKey?: string;
  readonly parentTaxonId?: TaxonId;
  readonly preferredTaxonId?: number;
  readonly mainName: ImportedName;
  readonly synonyms: readonly ImportedName[];
  readonly existsInNorway?: boolean | null;
  readonly vernacularNames: readonly ImportedVernacularName[];
}

export type ImportTaxa = Cmd<
  'ImportTaxa',
  {
    readonly importId: string;
    readonly source: string;
    /** In input order; a parent key must come before its children. */
    readonly taxa: readonly ImportedTaxon[];
    /** Names per event (events stay small enough to read and project quickly). */
    readonly batchSize?: number;
  }
>;

/** The status a name gets in an operation; nomenclatural status and attributes are kept when left out. */
export interface NameStatusInput {
  readonly nameId: ScientificNameId;
  readonly taxonomicStatus: TaxonomicStatus;
  readonly nomenclaturalStatus?: readonly NomenclaturalStatus[];
  readonly attributes?: readonly NameAttribute[];
}

/** A scientific name created inside an operation (swap, split). With a parent, the typed text is only the new part. */
export interface NewScientificNameInput extends NameFieldsInput {
  readonly taxonomicStatus: TaxonomicStatus;
  readonly rank?: Rank | null;
  readonly parentScientificNameId?: ScientificNameId | null;
  readonly taxonId?: TaxonId | null;
  readonly vernacularNames?: readonly VernacularNameInput[];
}

/** A vernacular name in a taxon's list; `deleted` marks an existing name removed in the flow (split). */
export interface VernacularNameEntry extends VernacularNameInput {
  readonly operation?: 'added' | 'deleted' | 'modified' | 'none';
}

/**
 * The wait between status changes of one taxon (spec 1 §4, spec 2 §4.3): the minutes come from configuration,
 * `confirmed` is the user's "Endre likevel". Every API request sets it; left out (imports, tests), there is no wait.
 */
export interface StatusChangeWait {
  readonly waitMinutes: number;
  readonly confirmed: boolean;
}

/** Spec 2 §2.2, §4.2, §7 Synonymize: merge two or more taxa into the taxon of the one main name. */
export type SynonymizeTaxa = Cmd<
  'SynonymizeTaxa',
  {
    readonly scientificNames: readonly NameStatusInput[];
    /** The resulting taxon's full list; left out, the taxa's lists are joined. */
    readonly vernacularNames?: readonly VernacularNameInput[];
    readonly existsInNorway?: boolean | null;
    readonly statusChangeWait?: StatusChangeWait;
  }
>;

/** Spec 2 §2.3, §4.3, §7 Swap: rearrange a taxon's names (new current name, statuses), optionally with new names. */
export type RearrangeTaxonNames = Cmd<
  'RearrangeTaxonNames',
  {
    readonly oldTaxonId: TaxonId;
    readonly scientificNames: readonly NameStatusInput[];
    readonly vernacularNames?: readonly VernacularNameInput[];
    readonly newScientificNames?: readonly NewScientificNameInput[];
    readonly keepTaxonId?: boolean | null;
    readonly existsInNorway?: boolean | null;
    readonly statusChangeWait?: StatusChangeWait;
  }
>;

/** Swap taxon ("Bytt takson"): a synonym or not-in-use name leaves its taxon for the target taxon, keeping its id. */
export type SwapTaxon = Cmd<
  'SwapTaxon',
  {
    readonly scientificNameId: ScientificNameId;
    /** The taxon the name moves to; or, when null, the taxon of `targetScientificNameId`. */
    readonly targetTaxonId: TaxonId | null;
    readonly targetScientificNameId?: ScientificNameId | null;
    readonly taxonomicStatus?: TaxonomicStatus | null;
    readonly nomenclaturalStatus?: readonly NomenclaturalStatus[];
    readonly attributes?: readonly NameAttribute[];
    readonly statusChangeWait?: StatusChangeWait;
  }
>;

/** One new taxon of a split: existing names moved in, names created in the flow, vernacular names. */
export interface SplitTaxonPart {
  readonly newScientificNames?: readonly NewScientificNameInput[];
  readonly scientificNames?: readonly NameStatusInput[];
  readonly vernacularNames?: readonly VernacularNameEntry[];
  readonly existsInNorway?: boolean | null;
}

/** Spec 2 §2.4, §4.4, §7 Split: the taxon is archived and its names spread over at least two new taxa. */
export type SplitTaxon = Cmd<
  'SplitTaxon',
  { readonly oldTaxonId: TaxonId; readonly newTaxons: readonly SplitTaxonPart[]; readonly statusChangeWait?: StatusChangeWait }
>;

/** Spec 1 §2 "Edit scientific name", §7: a change without change of meaning (no rank, status or taxon change). */
export type EditScientificName = Cmd<
  'EditScientificName',
  Partial<Omit<NameFieldsInput, 'scientificName'>> & {
    readonly scientificNameId: ScientificNameId;
    /** When given, must be the name's taxon (guards against editing the wrong name). */
    readonly taxonId?: TaxonId | null;
    /** The whole name (genus part included); left out, the name text is kept. */
    readonly scientificName?: string;
    /** Only for the main name at species rank and below; null or left out keeps the stored value. */
    readonly existsInNorway?: boolean | null;
  }
>;

/** Spec 1 §3 "Saved vernacular names": the changes to a taxon's vernacular names, one entry per name. */
export type UpdateVernacularNames = Cmd<
  'UpdateVernacularNames',
  { readonly taxonId: TaxonId; readonly vernacularNames: readonly VernacularNameEntry[] }
>;

/** Spec 2 §3 "Name change record in transfer": the caller's own new name, author or references for one renamed name. */
export interface TransferNewName {
  readonly scientificNameId: ScientificNameId;
  readonly newScientificName?: string | null;
  readonly newAuthor?: string | null;
  readonly newReferences?: readonly Reference[] | null;
}

/** Spec 2 §2.5, §4.5, §7 TransferParent: move a name's taxon with all descendants to a new parent. */
export type TransferParent = Cmd<
  'TransferParent',
  {
    readonly scientificNameId: ScientificNameId;
    /** The parent the client saw; a different current parent means someone moved it meanwhile (conflict). */
    readonly oldParentScientificNameId?: ScientificNameId | null;
    readonly newParentScientificNameId: ScientificNameId;
    /** Author of new combinations outside the animal kingdom: `L.` becomes `(L.) <authorEditor>`. */
    readonly authorEditor?: string | null;
    readonly newNames?: readonly TransferNewName[];
  }
>;

/** Spec 2 §2.6, §4.6: delete a scientific name (admins); `deleteTaxon` confirms deleting a main name with its taxon and all its names. */
export type DeleteScientificName = Cmd<
  'DeleteScientificName',
  {
    readonly scientificNameId: ScientificNameId;
    readonly deleteTaxon?: boolean | null;
    /** Deleted although downstream services did not say whether they use the name: who was not asked, and why go on. */
    readonly usageOverride?: UsageOverride | null;
  }
>;

/** One row of a vernacular name import (spec 2 §9): a name for an existing taxon. `key` names the row in problems. */
export interface ImportedVernacularNameRow {
  readonly key?: string;
  readonly taxonId: TaxonId;
  readonly vernacularName: string;
  readonly languageIsoCode: LanguageCode;
  readonly status: VernacularNameStatus;
  readonly reference?: string;
  readonly comment?: string;
}

/** Spec 2 §2.8: add vernacular names to many existing taxa at once, all or nothing. */
export type ImportVernacularNames = Cmd<
  'ImportVernacularNames',
  {
    readonly importId: string;
    readonly source: string;
    readonly names: readonly ImportedVernacularNameRow[];
    /** Taxa per event. */
    readonly batchSize?: number;
  }
>;

export type RegisterCommand =
  | AddTaxon
  | ImportTaxa
  | ImportVernacularNames
  | SynonymizeTaxa
  | RearrangeTaxonNames
  | SwapTaxon
  | SplitTaxon
  | EditScientificName
  | UpdateVernacularNames
  | TransferParent
  | DeleteScientificName;
export type RegisterCommandType = RegisterCommand['type'];
