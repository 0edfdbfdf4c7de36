import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import {
  checkSpreadsheetSize,
  NOT_READABLE,
  notReadable,
  SPREADSHEET_LIMITS,
  tooManyRows,
  UnreadableSpreadsheet,
  type SpreadsheetLimits,
} from './spreadsheet-limits.js';

export { NOT_READABLE, UnreadableSpreadsheet };

/** MIME types of Excel files (spec 2 §5 import: xlsx and xls). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_MIME = 'application/vnd.ms-excel';
export const SPREADSHEET_MIME_TYPES: readonly string[] = [XLSX_MIME, XLS_MIME];

export const WRONG_FILE_TYPE = 'Filtypen du har valgt er ikke tillatt. Velg en excel-fil.';
export const XLS_NOT_READABLE =
  'Filen er i det gamle Excel-formatet (.xls, Excel 97–2003), som ikke kan leses. Åpne den i Excel og lagre den som Excel-arbeidsbok (.xlsx), og prøv igjen.';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * True when the upload says it is a spreadsheet: one of the two Excel MIME types, or (as some browsers and
 * operating systems without Office send) a generic binary type with an .xlsx or .xls file name.
 */
export const isSpreadsheetUpload = (mimeType: string | undefined, fileName: string | undefined): boolean => {
  const mime = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  if (SPREADSHEET_MIME_TYPES.includes(mime)) return true;
  const generic = mime === '' || mime === 'application/octet-stream' || mime === 'application/zip' || mime === 'application/x-zip-compressed';
  return generic && /\.xlsx?$/i.test(fileName ?? '');
};

export type SpreadsheetKind = 'xlsx' | 'xls' | 'other';

/** What the content is, by its first bytes: an xlsx (a zip), an old xls (an OLE2 compound file) or something else. */
export const spreadsheetKind = (content: Uint8Array): SpreadsheetKind => {
  const head = Buffer.from(content.subarray(0, 8));
  if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  if (head.equals(OLE2_SIGNATURE)) return 'xls';
  return 'other';
};

export interface SheetRow {
  /** Row number as the spreadsheet shows it (the header is row 1 in a sheet that starts at the top). */
  readonly row: number;
  readonly cells: readonly string[];
}

export interface Sheet {
  readonly name: string;
  readonly header: SheetRow;
  readonly rows: SheetRow[];
}

type CellValue = ExcelJS.CellValue | undefined;

/** The column letters of a 1-based column number (1 → A, 27 → AA). */
export const columnLetters = (column: number): string => {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

/** A formula whose result the file does not hold (saved by a program that does not calculate): refused by address. */
export const formulaWithoutValue = (address: string) =>
  new UnreadableSpreadsheet(
    `Celle ${address} har en formel uten lagret verdi. Åpne filen i Excel og lagre den på nytt (da lagres verdien), eller skriv inn verdien i stedet for formelen, og prøv igjen.`,
    400,
    'SPREADSHEET_FORMULA_WITHOUT_VALUE',
  );

const isFormula = (value: object): value is { formula?: string; sharedFormula?: string; result?: unknown } =>
  'formula' in value || 'sharedFormula' in value;

/**
 * The text of a cell, whatever its type: numbers as written, rich text joined, formulas by their cached result. A
 * formula without a cached result is refused with the cell's address (never read as "[object Object]").
 */
export const cellText = (value: CellValue, address = ''): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if (isFormula(value)) {
      if (value.result === undefined || value.result === null) throw formulaWithoutValue(address);
      return cellText(value.result as CellValue, address);
    }
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as CellValue, address);
    if ('error' in value) return '';
  }
  throw new UnreadableSpreadsheet(`Celle ${address} har en verdi som ikke kan leses som tekst.`, 400, 'SPREADSHEET_CELL_NOT_READABLE');
};

/** The cells of a row as text, checked against the limits (columns, characters per cell). */
const rowCells = (values: readonly CellValue[], row: number, limits: SpreadsheetLimits): string[] => {
  // values[0] is unused (exceljs counts columns from 1); the array may be sparse.
  if (values.length - 1 > limits.columns) {
    const beyond = values.findIndex((value, index) => index > limits.columns && cellText(value, `${columnLetters(index)}${row}`) !== '');
    if (beyond > 0) {
      throw new UnreadableSpreadsheet(
        `Celle ${columnLetters(beyond)}${row} er utenfor de ${limits.columns} første kolonnene, som er alt som leses. Flytt eller fjern verdien, og prøv igjen.`,
        400,
        'SPREADSHEET_TOO_MANY_COLUMNS',
      );
    }
  }
  const cells: string[] = [];
  const last = Math.min(values.length - 1, limits.columns);
  for (let column = 1; column <= last; column++) {
    const address = `${columnLetters(column)}${row}`;
    const text = cellText(values[column], address);
    if (text.length > limits.cellLength) {
      throw new UnreadableSpreadsheet(
        `Celle ${address} har for lang tekst (${text.length.toLocaleString('nb-NO')} tegn; høyst ${limits.cellLength.toLocaleString('nb-NO')}).`,
        400,
        'SPREADSHEET_CELL_TOO_LONG',
      );
    }
    cells.push(text);
  }
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  return cells;
};

/** Text chunks from byte chunks, a character cut between two chunks kept whole. */
export async function* utf8Chunks(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

type ReaderInternals = {
  options: Record<string, unknown>;
  _parseRels(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorkbook(entry: NodeJS.ReadableStream): Promise<void>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
};
const StreamingReader = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (
  ...args: ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>
) => ExcelJS.stream.xlsx.WorkbookReader & ReaderInternals;

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * exceljs' streaming reader, with its parts read in the order they depend on each other.
 *
 * - exceljs walks the zip from its local headers with `unzipper` and, when a worksheet comes before the shared strings
 *   or the workbook (as in the files exceljs itself writes), parks it in a temporary file. On a busy machine that walk
 *   now and then lost the workbook part, and a sound file was refused as damaged ("Cannot read properties of
 *   undefined (reading 'sheets')"). Here the parts are opened by name from the zip's central directory (yauzl, which
 *   also checks each part's size against the directory): relationships, workbook, shared strings, then the worksheets.
 * - exceljs decodes every 16 KB chunk of a part on its own, so a letter of two bytes (æ, ø, å) cut by a chunk boundary
 *   became two U+FFFD (exceljs issues #2063, #2316). This reader hands it text decoded across chunks.
 */
class OrderedWorkbookReader extends StreamingReader {
  constructor(
    private readonly content: Buffer,
    options: Record<string, unknown>,
  ) {
    super(Readable.from([]), options);
  }

  override async *parse(): AsyncGenerator<unknown> {
    const zip = await yauzl.fromBufferPromise(this.content, { lazyEntries: true });
    try {
      const parts = new Map<string, yauzl.Entry>();
      for await (const entry of zip.eachEntry()) parts.set(entry.fileName, entry);
      const open = (name: string) => {
        const entry = parts.get(name);
        return entry ? zip.openReadStreamPromise(entry) : undefined;
      };
      const rels = await open('xl/_rels/workbook.xml.rels');
      if (rels) await this._parseRels(rels);
      const workbook = await open('xl/workbook.xml');
      if (workbook) await this._parseWorkbook(workbook);
      const sharedStrings = await open('xl/sharedStrings.xml');
      if (sharedStrings) yield* this._parseSharedStrings(sharedStrings);
      for (const name of parts.keys()) {
        const sheetNo = WORKSHEET.exec(name)?.[1];
        if (sheetNo) yield* this._parseWorksheet((await open(name))!, sheetNo);
      }
    } finally {
      zip.close();
    }
  }

  override async *_parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown> {
    entry.setEncoding('utf8');
    yield* super._parseSharedStrings(entry);
  }

  override *_parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown> {
    yield* super._parseWorksheet(utf8Chunks(iterator), sheetNo);
  }
}

/**
 * Reads the first worksheet of an xlsx file with exceljs' streaming reader (no workbook model in memory): the
 * first non-empty row is the header, every later non-empty row a data row. Only the first worksheet counts (the
 * example files keep a guide on the second). Refuses old .xls files and anything
 * that is not a readable workbook with a Norwegian message, and a workbook beyond the limits (unpacked size, rows,
 * columns, characters per cell; spreadsheet-limits.ts) before it costs the memory.
 */
export const readFirstSheet = async (
  content: Buffer,
  onRow?: (count: number) => void,
  limits: SpreadsheetLimits = SPREADSHEET_LIMITS,
): Promise<Sheet> => {
  const kind = spreadsheetKind(content);
  if (kind === 'xls') throw new UnreadableSpreadsheet(XLS_NOT_READABLE);
  if (kind !== 'xlsx') throw new UnreadableSpreadsheet(WRONG_FILE_TYPE);
  await checkSpreadsheetSize(content, limits);
  const reader = new OrderedWorkbookReader(content, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // Worksheets arrive in zip order, which need not be the workbook's order: keep the one with the lowest number.
  let chosen: { id: number; name: string; header?: SheetRow; rows: SheetRow[] } | undefined;
  try {
    for await (const worksheet of reader) {
      const sheet = worksheet as unknown as { id?: number | string; name?: string } & AsyncIterable<ExcelJS.Row>;
      const id = Number(sheet.id ?? 1);
      const keep = !chosen || id < chosen.id;
      const current = { id, name: sheet.name ?? '', header: undefined as SheetRow | undefined, rows: [] as SheetRow[] };
      for await (const row of sheet) {
        if (!keep) continue;
        const values = Array.isArray(row.values) ? (row.values as CellValue[]) : [];
        const cells = rowCells(values, row.number, limits);
        if (cells.length === 0) continue;
        if (!current.header) current.header = { row: row.number, cells };
        else if (current.rows.length >= limits.rows) throw tooManyRows(limits);
        else current.rows.push({ row: row.number, cells });
        if (onRow && current.rows.length % 5000 === 0) onRow(current.rows.length);
      }
      if (keep) chosen = current;
    }
  } catch (error) {
    throw notReadable(error);
  }
  const header = chosen?.header;
  const rows = chosen?.rows ?? [];
  const name = chosen?.name ?? '';
  if (!header) throw new UnreadableSpreadsheet('Filen er tom: fant ingen overskriftsrad i det første regnearket.');
  return { name, header, rows };
};
