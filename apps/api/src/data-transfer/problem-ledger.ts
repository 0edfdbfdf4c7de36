/**
 * The problems of one import, whatever the format (spreadsheet, Darwin Core Archive, ColDP): one ledger, one line
 * shape. The command line, the jobs and the screens each render the same lines (see problem-report.ts).
 */

export type Severity = 'error' | 'warning' | 'info';

/**
 * Where a problem is: the file, the row as the file shows it (1-based; the header is row 1), the row's id, and the
 * column ("D (rank)"). None of them for a problem of the import as a whole.
 */
export interface ProblemPlace {
  readonly file?: string;
  readonly row?: number;
  readonly id?: string;
  readonly column?: string;
}

/** A place in an archive's file: the file is always known. */
export interface SourceRef extends ProblemPlace {
  readonly file: string;
}

/** One line of the ledger. */
export type Problem<P extends ProblemPlace = ProblemPlace> = P & {
  readonly severity: Severity;
  /** A fixed Norwegian reason, the same for every row with this problem (problems are grouped by it). */
  readonly reason: string;
  /** Row-specific details: the value, the ids involved. */
  readonly detail?: string;
  /** True when the row was left out of the import because of this problem. */
  readonly skipped: boolean;
};

/** The row a place names, as one key (file and row, or file and id). */
export const rowKey = (ref: ProblemPlace): string => `${ref.file ?? ''}#${ref.row ?? ref.id ?? ''}`;

/** Problems kept in a spreadsheet import's answer; the ledger's total says how many there were in all. */
export const MAX_PROBLEMS = 1000;

/**
 * Collects the problems of an import and keeps the books on rows: a row is skipped at most once (its first
 * reason counts), and every other problem is a note on a row that may still be imported. It keeps the first
 * `keep` lines and counts them all.
 */
export class ProblemLedger<P extends ProblemPlace = ProblemPlace> {
  readonly problems: Problem<P>[] = [];
  /** Problems in all, kept or not. */
  total = 0;
  private readonly skippedRows = new Map<string, Severity>();
  private readonly tallies = new Map<string, { index: number; count: number; example: string | undefined }>();

  constructor(private readonly keep = Number.POSITIVE_INFINITY) {}

  /** Adds a line; answers its index, or undefined when it is past the cap (counted, not kept). */
  private push(problem: Problem<P>): number | undefined {
    this.total++;
    if (this.problems.length >= this.keep) return undefined;
    return this.problems.push(problem) - 1;
  }

  /** Leaves the row out of the import. Returns false when it was already left out (nothing is added then). */
  skip(ref: P, reason: string, detail?: string, severity: Severity = 'error'): boolean {
    const key = rowKey(ref);
    if (this.skippedRows.has(key)) return false;
    this.skippedRows.set(key, severity);
    this.push({ ...ref, severity, reason, ...(detail !== undefined ? { detail } : {}), skipped: true });
    return true;
  }

  note(ref: P, severity: Severity, reason: string, detail?: string): void {
    this.push({ ...ref, severity, reason, ...(detail !== undefined ? { detail } : {}), skipped: false });
  }

  /**
   * One note for a reason that may concern many rows (an adjustment of the same kind): it names the first row, and
   * its detail counts the rows and gives the first row's example ("3 rader, f.eks. Aus bus L. → Aus bus | L.").
   */
  tally(ref: P, severity: Severity, reason: string, example?: string): void {
    const tally = this.tallies.get(reason) ?? { index: -1, count: 0, example };
    tally.count++;
    const detail = `${tally.count.toLocaleString('nb-NO')} ${tally.count === 1 ? 'rad' : 'rader'}${tally.example ? `, f.eks. ${tally.example}` : ''}`;
    if (tally.count === 1) {
      tally.index = this.push({ ...ref, severity, reason, detail, skipped: false }) ?? -1;
      this.tallies.set(reason, tally);
    } else if (tally.index >= 0) this.problems[tally.index] = { ...this.problems[tally.index]!, detail };
  }

  /** A problem that refuses the whole import (a spreadsheet is imported whole or not at all): an error at a row and column. */
  refuse(row: number | null, column: string | null, message: string): void {
    this.note({ ...(row !== null ? { row } : {}), ...(column !== null ? { column } : {}) } as P, 'error', message);
  }

  get any(): boolean {
    return this.total > 0;
  }

  /** Orders the problems by row (problems of the whole file first); stable within a row. */
  sortByRow(): this {
    this.problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return this;
  }

  isSkipped(ref: ProblemPlace): boolean {
    // asked of every row of an archive, most of which skip nothing: no key is made then
    return this.skippedRows.size > 0 && this.skippedRows.has(rowKey(ref));
  }

  isSkippedKey(key: string): boolean {
    return this.skippedRows.has(key);
  }

  /** The first skip reason's severity for a row (used to pass a cause on to rows that depend on it). */
  severityOf(ref: ProblemPlace): Severity {
    return this.skippedRows.get(rowKey(ref)) ?? 'error';
  }

  skippedIn(file: string): number {
    return this.problems.filter((p) => p.skipped && p.file === file).length;
  }

  skippedByReason(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const p of this.problems) if (p.skipped) counts[p.reason] = (counts[p.reason] ?? 0) + 1;
    return counts;
  }
}

/** The ledger of an archive import: every place names its file, and every line is kept. */
export class RowLedger extends ProblemLedger<SourceRef> {}
export type ReportProblem = Problem<SourceRef>;
