import type { ReportProblem } from '../problem-ledger.js';
import type { TreeTopNode } from './tree-top.js';

/** The report of one archive import: what was read, what was imported, and every row that was not, with its reason (the ledger's lines). */

export type ImportFormat = 'dwca' | 'coldp';

export interface FileRead {
  readonly file: string;
  readonly kind: 'nameUsages' | 'vernacularNames';
  readonly rows: number;
  /** The character encoding the file was read in (meta.xml's `encoding`, else UTF-8; Windows-1252 for a file that should be UTF-8 but is not). */
  readonly encoding?: string;
  /** Name-usage files: rows that are taxa (accepted, unresolved or unknown status) and rows that are synonyms. */
  readonly taxa?: number;
  readonly synonyms?: number;
}

/** Row accounting per file: every row is either imported or skipped (with a problem saying why). */
export interface FileOutcome {
  readonly file: string;
  readonly rows: number;
  readonly imported: number;
  readonly skipped: number;
}

export interface ImportReport {
  readonly source: string;
  readonly format: ImportFormat;
  readonly path: string;
  readonly importId: string;
  readonly commandId: string;
  /** Planned and reported, nothing written. `imported` then says what would have been imported. */
  readonly dryRun: boolean;
  /** The command id was used before: nothing was written this time. */
  readonly duplicate: boolean;
  readonly read: { readonly files: readonly FileRead[]; readonly taxa: number; readonly synonyms: number; readonly vernacularNames: number };
  readonly imported: {
    readonly taxa: number;
    readonly names: number;
    readonly synonyms: number;
    readonly vernacularNames: number;
    /** Taxa made from the flat classification columns (kingdom … genus) of a Darwin Core Archive; no row of their own. */
    readonly higherTaxaCreated: number;
  };
  readonly rows: readonly FileOutcome[];
  /** Skipped rows per reason. */
  readonly skipped: Readonly<Record<string, number>>;
  readonly problems: readonly ReportProblem[];
  /** The top of the tree the import builds (or would build, in a dry run): its roots and first levels. */
  readonly top: { readonly roots: readonly TreeTopNode[]; readonly hiddenRoots: number };
}

/** Reasons used in several modules (the others are written where they arise). */
export const Reasons = {
  duplicateId: 'Samme id forekommer flere ganger',
  missingName: 'Mangler vitenskapelig navn',
  unknownRank: 'Ukjent rang: raden er hoppet over, underordnede taksa er flyttet til nærmeste overordnede',
  missingRank: 'Mangler rang',
  unknownStatus: 'Ukjent taksonomisk status',
  acceptedSkipped: 'Det gjeldende navnet er ikke importert',
  taxonSkipped: 'Taksonet er ikke importert',
  doubleEncoded: 'Mulig dobbeltkodet UTF-8 («Ã»); teksten er ikke rettet',
  invisibleCharacters: 'Kontrolltegn, usynlige tegn, retningstegn eller emoji er fjernet fra teksten',
  languageOutside: 'Språket er ikke et av registerets språk (nb, nn, se)',
} as const;
