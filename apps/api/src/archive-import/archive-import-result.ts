import type { FileOutcome, FileRead, ImportFormat, ImportReport, Severity } from '../importers/import-report.js';
import { problemGroups } from '../importers/import-summary.js';
import type { TreeTopNode } from '../importers/tree-top.js';

/** Rows shown per reason on the screen (the count says how many there are in all). */
export const EXAMPLES_PER_REASON = 5;

/** The rows of one reason: how many, and the first few (file, row, id and the row's detail). */
export interface ProblemGroup {
  readonly severity: Severity;
  /** True when these rows were left out of the import. */
  readonly skipped: boolean;
  readonly reason: string;
  readonly count: number;
  readonly examples: readonly { readonly file: string; readonly row?: number; readonly id?: string; readonly detail?: string }[];
}

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

type Example = ProblemGroup['examples'][number];

const groupKey = (p: { severity: Severity; skipped: boolean; reason: string }) => `${p.severity}|${p.skipped}|${p.reason}`;

/** The first rows of each reason, in one pass over the problems. */
const examplesByGroup = (problems: ImportReport['problems']): Map<string, Example[]> => {
  const examples = new Map<string, Example[]>();
  for (const p of problems) {
    const list = examples.get(groupKey(p)) ?? examples.set(groupKey(p), []).get(groupKey(p))!;
    if (list.length >= EXAMPLES_PER_REASON) continue;
    list.push({
      file: p.file,
      ...(p.row !== undefined ? { row: p.row } : {}),
      ...(p.id !== undefined ? { id: p.id } : {}),
      ...(p.detail !== undefined ? { detail: p.detail } : {}),
    });
  }
  return examples;
};

/** The report as the screen needs it: small enough to keep as a job's answer, whatever the size of the archive. */
export const archiveImportResult = (report: ImportReport, options: { existsInNorway: boolean }): ArchiveImportResult => {
  const examples = examplesByGroup(report.problems);
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
    problemGroups: problemGroups(report.problems).map(({ problem, count }) => ({
      severity: problem.severity,
      skipped: problem.skipped,
      reason: problem.reason,
      count,
      examples: examples.get(groupKey(problem)) ?? [],
    })),
    noProblems: report.problems.length === 0,
    top: report.top,
  };
};
