import type { SourceRef } from '../problem-ledger.js';
import { problemGroups, type ProblemGroup as LedgerGroup } from '../problem-report.js';
import type { FileOutcome, FileRead, ImportFormat, ImportReport } from './import-report.js';
import type { TreeTopNode } from './tree-top.js';

/** Rows shown per reason on the screen (the count says how many there are in all). */
export const EXAMPLES_PER_REASON = 5;

/** The rows of one reason: how many, and the first few (file, row, id and the row's detail). */
export type ProblemGroup = Omit<LedgerGroup<SourceRef>, 'first'>;

/** What an archive check (dry run) or archive import answers: the report, with problems grouped by reason. */
export interface ArchiveImportResult {
  readonly dryRun: boolean;
  /** The option the archive was checked (and is imported) with: species and lower marked as found in Norway. */
  readonly existsInNorway: boolean;
  /** Imported before with the same options: nothing is (or would be) written. */
  readonly duplicate: boolean;
  readonly source: string;
  readonly format: ImportFormat;
  readonly read: { readonly files: readonly FileRead[]; readonly taxa: number; readonly synonyms: number; readonly vernacularNames: number };
  /** In a dry run: what would be imported. */
  readonly imported: ImportReport['imported'];
  readonly rows: readonly FileOutcome[];
  readonly problemCount: number;
  readonly problemGroups: readonly ProblemGroup[];
  /** True only when no row was adjusted, noted or left out. */
  readonly noProblems: boolean;
  readonly top: { readonly roots: readonly TreeTopNode[]; readonly hiddenRoots: number };
}

/** The report as the screen needs it: small enough to keep as a job's answer, whatever the size of the archive. */
export const archiveImportResult = (report: ImportReport, options: { existsInNorway: boolean }): ArchiveImportResult => {
  return {
    dryRun: report.dryRun,
    existsInNorway: options.existsInNorway,
    duplicate: report.duplicate,
    source: report.source,
    format: report.format,
    read: report.read,
    imported: report.imported,
    rows: report.rows,
    problemCount: report.problems.length,
    problemGroups: problemGroups(report.problems, EXAMPLES_PER_REASON).map(({ first: _first, ...group }) => group),
    noProblems: report.problems.length === 0,
    top: report.top,
  };
};
