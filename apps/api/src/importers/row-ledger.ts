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
