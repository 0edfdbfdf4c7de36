/**
 * PostgreSQL's COPY text format: one line per row, columns separated by tabs, `\N` for null, and backslash, tab,
 * newline and carriage return written as escapes. Objects (jsonb columns) are written as their JSON.
 */
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const escaped = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text);

/** One column's value in COPY's text format. */
export const copyValue = (value: unknown): string => {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'string':
      return escaped(value);
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      return escaped(JSON.stringify(value));
  }
};

/** One row as a line of COPY's text format. */
export const copyLine = (values: readonly unknown[]): string => {
  let line = copyValue(values[0]);
  for (let i = 1; i < values.length; i++) line += `\t${copyValue(values[i])}`;
  return `${line}\n`;
};

/** The rows as COPY text in pieces of `perPiece` lines, each piece built only when asked for. */
export function* copyPieces<T>(rows: readonly T[], values: (row: T) => readonly unknown[], perPiece = 500): Generator<string> {
  for (let start = 0; start < rows.length; start += perPiece) {
    let piece = '';
    const end = Math.min(rows.length, start + perPiece);
    for (let i = start; i < end; i++) piece += copyLine(values(rows[i]!));
    yield piece;
  }
}
