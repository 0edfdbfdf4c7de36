import type { ReportProblem, Severity, SourceRef } from './import-report.js';

const rowKey = (ref: SourceRef) => `${ref.file}#${ref.row ?? ref.id ?? ''}`;

/**
 * Collects the problems of an import and keeps the books on rows: a row is skipped at most once (its first
 * reason counts), and every other problem is a note on a row that may still be imported.
 */
export class RowLedger {
  readonly problems: ReportProblem[] = [];
  private readonly skippedRows = new Map<string, Severity>();

  /** Leaves the row out of the import. Returns false when it was already left out (nothing is added then). */
  skip(ref: SourceRef, reason: string, detail?: string, severity: Severity = 'error'): boolean {
    const key = rowKey(ref);
    if (this.skippedRows.has(key)) return false;
    this.skippedRows.set(key, severity);
    this.problems.push({ ...ref, severity, reason, ...(detail !== undefined ? { detail } : {}), skipped: true });
    return true;
  }

  note(ref: SourceRef, severity: Severity, reason: string, detail?: string): void {
    this.problems.push({ ...ref, severity, reason, ...(detail !== undefined ? { detail } : {}), skipped: false });
  }

  private readonly tallies = new Map<string, { index: number; count: number; example: string | undefined }>();

  /**
   * One note for a reason that may concern many rows (an adjustment of the same kind): it names the first row, and
   * its detail counts the rows and gives the first row's example ("3 rader, f.eks. Aus bus L. → Aus bus | L.").
   */
  tally(ref: SourceRef, severity: Severity, reason: string, example?: string): void {
    const tally = this.tallies.get(reason) ?? { index: this.problems.length, count: 0, example };
    tally.count++;
    const detail = `${tally.count.toLocaleString('nb-NO')} ${tally.count === 1 ? 'rad' : 'rader'}${tally.example ? `, f.eks. ${tally.example}` : ''}`;
    if (tally.count === 1) {
      this.tallies.set(reason, tally);
      this.problems.push({ ...ref, severity, reason, detail, skipped: false });
    } else this.problems[tally.index] = { ...this.problems[tally.index]!, detail };
  }

  isSkipped(ref: SourceRef): boolean {
    return this.skippedRows.has(rowKey(ref));
  }

  isSkippedKey(key: string): boolean {
    return this.skippedRows.has(key);
  }

  /** The first skip reason's severity for a row (used to pass a cause on to rows that depend on it). */
  severityOf(ref: SourceRef): Severity {
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

export { rowKey };
