import { textFlaw, textFlawMessage } from '@navnebase/domain';
import { columnLetter, headerIndex, headerKey, type ColumnSpec } from './columns.js';
import type { ProblemLedger } from '../problem-ledger.js';
import type { Sheet, SheetRow } from './spreadsheet-reader.js';

/** A sheet's header matched against a column set: cell lookup by column key, and the column's name for problems. */
export interface SheetColumns<K extends string> {
  has(key: K): boolean;
  /** The keys of the columns the sheet has. */
  keys(): K[];
  get(row: SheetRow, key: K): string;
  /** "D (rank)": the letter and the header as the file writes it. */
  label(key: K): string;
}

/**
 * Matches the header row against the columns. Unknown, repeated and missing required headers are problems of the
 * header row (a typo in a header would otherwise drop a whole column without a word); answers undefined then.
 */
export const matchHeader = <K extends string>(
  sheet: Sheet,
  columns: readonly ColumnSpec<K>[],
  problems: ProblemLedger,
  extraCheck?: (present: ReadonlySet<K>) => string | undefined,
): SheetColumns<K> | undefined => {
  const index = headerIndex(columns);
  const positions = new Map<K, number>();
  const headerRow = sheet.header.row;
  const before = problems.total;
  sheet.header.cells.forEach((text, i) => {
    if (text === '') return;
    const key = index.get(headerKey(text));
    const where = `${columnLetter(i)} (${text})`;
    if (!key) {
      problems.refuse(headerRow, where, `Ukjent kolonne «${text}». Gyldige kolonner: ${columns.map((c) => c.key).join(', ')}.`);
    } else if (positions.has(key)) {
      problems.refuse(headerRow, where, `Kolonnen ${key} forekommer mer enn én gang (også i kolonne ${columnLetter(positions.get(key)!)}).`);
    } else {
      positions.set(key, i);
    }
  });
  for (const c of columns) {
    if (c.requiredHeader && !positions.has(c.key)) problems.refuse(headerRow, null, `Mangler kolonnen ${c.key} (${c.label}).`);
  }
  const extra = extraCheck?.(new Set(positions.keys()));
  if (extra) problems.refuse(headerRow, null, extra);
  if (problems.total > before) return undefined;
  return {
    has: (key) => positions.has(key),
    keys: () => [...positions.keys()],
    get: (row, key) => {
      const i = positions.get(key);
      return i === undefined ? '' : (row.cells[i] ?? '');
    },
    label: (key) => {
      const i = positions.get(key);
      return i === undefined ? key : `${columnLetter(i)} (${sheet.header.cells[i]})`;
    },
  };
};

/**
 * Text hygiene per cell (the domain's `textFlaw`, as on every other way in): a control, bidirectional, zero-width or
 * emoji character in any cell of the row is reported with its row and column, and line breaks anywhere but in a
 * comment. Answers how many cells were reported.
 */
export const reportTextFlaws = <K extends string>(row: SheetRow, columns: SheetColumns<K>, problems: ProblemLedger, multiline: readonly K[] = []) => {
  let found = 0;
  for (const key of columns.keys()) {
    const flaw = textFlaw(columns.get(row, key).normalize('NFC'), { multiline: multiline.includes(key) });
    if (!flaw) continue;
    problems.refuse(row.row, columns.label(key), textFlawMessage('Cellen', flaw));
    found++;
  }
  return found;
};
