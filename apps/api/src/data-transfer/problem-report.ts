import type { Problem, ProblemPlace, Severity } from './problem-ledger.js';

/** The ledger's lines as each caller shows them: grouped by reason (command line, archive screen), or as one answer text (spreadsheet). */

export const SEVERITY_LABELS: Record<Severity, string> = { error: 'feil', warning: 'advarsel', info: 'info' };
export const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** One problem of a spreadsheet import as its answer gives it: the row (1 is the header row), the column, and what is wrong. */
export interface ImportProblem {
  /** Row number as the spreadsheet shows it; null for the file as a whole. */
  readonly row: number | null;
  /** Column as the file names it, with its letter ("D (rank)"); null when the problem is not in one column. */
  readonly column: string | null;
  readonly message: string;
}

export const importProblem = (p: Problem): ImportProblem => ({
  row: p.row ?? null,
  column: p.column ?? null,
  message: p.detail !== undefined ? `${p.reason} ${p.detail}` : p.reason,
});

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

/** One row of a group: where it is, and the row's detail. */
export type GroupExample = Pick<Problem<ProblemPlace>, 'file' | 'row' | 'id' | 'detail'>;

/** The problems of one reason: how many, and the first few rows. */
export interface ProblemGroup<P extends ProblemPlace = ProblemPlace> {
  readonly severity: Severity;
  /** True when these rows were left out of the import. */
  readonly skipped: boolean;
  readonly reason: string;
  readonly count: number;
  /** The first problem of the group. */
  readonly first: Problem<P>;
  readonly examples: readonly (GroupExample & P)[];
}

const example = <P extends ProblemPlace>(p: Problem<P>) =>
  ({
    file: p.file,
    ...(p.row !== undefined ? { row: p.row } : {}),
    ...(p.id !== undefined ? { id: p.id } : {}),
    ...(p.detail !== undefined ? { detail: p.detail } : {}),
  }) as GroupExample & P;

/**
 * Problems grouped by severity, whether the row was skipped, and reason, in one pass; errors first, then the largest
 * groups. Each group keeps its first `examples` rows.
 */
export const problemGroups = <P extends ProblemPlace>(problems: readonly Problem<P>[], examples = 0): ProblemGroup<P>[] => {
  const groups = new Map<string, { first: Problem<P>; count: number; examples: (GroupExample & P)[] }>();
  for (const p of problems) {
    const key = `${p.severity}|${p.skipped}|${p.reason}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { first: p, count: 0, examples: [] }));
    group.count++;
    if (group.examples.length < examples) group.examples.push(example(p));
  }
  return [...groups.values()]
    .map(({ first, count, examples: rows }) => ({
      severity: first.severity,
      skipped: first.skipped,
      reason: first.reason,
      count,
      first,
      examples: rows,
    }))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.count - a.count);
};
