import type { Rank } from '../taxonomy/ranks.js';
import type { LanguageCode, NameAttribute, NomenclaturalStatus, TaxonomicStatus, VernacularNameStatus } from '../taxonomy/statuses.js';
import type { OperationMetadata } from './metadata.js';
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

export type RegisterCommand = AddTaxon | ImportTaxa;
export type RegisterCommandType = RegisterCommand['type'];
