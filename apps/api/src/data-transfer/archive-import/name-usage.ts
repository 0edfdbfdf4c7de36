import type { TaxonId } from '@navnebase/domain';
import type { FileRead, ImportFormat } from './import-report.js';
import type { SourceRef } from '../problem-ledger.js';

/** The higher classification given as flat columns in a Darwin Core Archive, from kingdom down to the epithets. */
export interface FlatClassification {
  readonly kingdom?: string;
  readonly phylum?: string;
  readonly class?: string;
  readonly order?: string;
  readonly superfamily?: string;
  readonly family?: string;
  readonly subfamily?: string;
  readonly tribe?: string;
  readonly subtribe?: string;
  readonly genus?: string;
  readonly subgenus?: string;
  readonly specificEpithet?: string;
  readonly infraspecificEpithet?: string;
}

/**
 * One name usage as read from a file, before any interpretation: values are the file's own strings (cleaned).
 * ColDP gives a synonym's accepted usage in `parentID`; readers put it in `acceptedId`.
 */
export interface UsageRow {
  readonly ref: SourceRef;
  /** Empty when the row has none. */
  readonly id: string;
  readonly parentId?: string;
  readonly acceptedId?: string;
  /** Links given as names (Darwin Core `parentNameUsage`, `acceptedNameUsage`), used when the id is empty. */
  readonly parentName?: string;
  readonly acceptedName?: string;
  readonly status: string;
  readonly rank: string;
  readonly scientificName: string;
  readonly authorship: string;
  readonly link?: string;
  readonly classification?: FlatClassification;
  /** The original name (Darwin Core `originalNameUsageID`, else `originalNameUsage`; ColDP `basionymID`): reported, not imported. */
  readonly originalName?: string;
  /** Darwin Core `higherClassification`: the names above the row in one string ("Animalia | Chordata | …"). */
  readonly higherClassification?: string;
  /** An existing taxon of the register the row is placed under (a `higherClassification` name found in the register). */
  readonly parentTaxonId?: TaxonId;
  /** Made by the importer from flat classification columns; no row of its own. */
  readonly created?: boolean;
}

export interface VernacularRow {
  readonly ref: SourceRef;
  readonly taxonId: string;
  readonly name: string;
  readonly language: string;
  readonly preferred: boolean;
  readonly reference?: string;
  readonly comment?: string;
}

/** What a reader hands to the importer. */
export interface ParsedDataset {
  readonly format: ImportFormat;
  readonly files: FileRead[];
  readonly usages: UsageRow[];
  readonly vernaculars: VernacularRow[];
}
