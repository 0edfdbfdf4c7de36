/** One problem of an import file: the spreadsheet row (1 is the header row), the column, and what is wrong. */
export interface ImportProblem {
  /** Row number as the spreadsheet shows it; null for the file as a whole. */
  readonly row: number | null;
  /** Column as the file names it, with its letter ("D (rank)"); null when the problem is not in one column. */
  readonly column: string | null;
  readonly message: string;
}

/** Problems kept in an answer; the count says how many there were in all. */
export const MAX_PROBLEMS = 1000;
const MAX_LINES_IN_TEXT = 50;

export const problemLine = (p: ImportProblem): string =>
  [p.row !== null ? `Rad ${p.row}` : null, p.column !== null ? `kolonne ${p.column}` : null].filter(Boolean).join(', ') +
  (p.row !== null || p.column !== null ? ': ' : '') +
  p.message;

/** The Norwegian answer for a refused file: a summary line, then one line per problem (the first 50). */
export const problemsText = (problems: readonly ImportProblem[], total = problems.length): string => {
  const head =
    total === 1
      ? 'Filen ble ikke importert, fordi den har 1 feil. Ingenting er lagret.'
      : `Filen ble ikke importert, fordi den har ${total} feil. Ingenting er lagret.`;
  const lines = problems.slice(0, MAX_LINES_IN_TEXT).map(problemLine);
  const more = total - Math.min(problems.length, MAX_LINES_IN_TEXT);
  return [head, ...lines, ...(more > 0 ? [`… og ${more} feil til.`] : [])].join('\n');
};

/** Collects problems up to the cap, counting all of them. */
export class ProblemList {
  readonly items: ImportProblem[] = [];
  total = 0;

  add(row: number | null, column: string | null, message: string): void {
    this.total++;
    if (this.items.length < MAX_PROBLEMS) this.items.push({ row, column, message });
  }

  get any(): boolean {
    return this.total > 0;
  }

  /** Orders the problems by row (problems of the whole file first); stable within a row. */
  sortByRow(): this {
    this.items.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return this;
  }
}
