import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** MIME types of Excel files (spec 2 §5 import: xlsx and xls). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_MIME = 'application/vnd.ms-excel';
export const SPREADSHEET_MIME_TYPES: readonly string[] = [XLSX_MIME, XLS_MIME];

export const WRONG_FILE_TYPE = 'Filtypen du har valgt er ikke tillatt. Velg en excel-fil.';
export const XLS_NOT_READABLE =
  'Filen er i det gamle Excel-formatet (.xls, Excel 97–2003), som ikke kan leses. Åpne den i Excel og lagre den som Excel-arbeidsbok (.xlsx), og prøv igjen.';
export const NOT_READABLE = 'Filen kunne ikke leses som en Excel-arbeidsbok (.xlsx). Kontroller at filen ikke er skadet, og prøv igjen.';

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

/** Thrown when a file is not a readable xlsx workbook; the message is the Norwegian answer. */
export class UnreadableSpreadsheet extends Error {}

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

/** The text of a cell, whatever its type: numbers as written, rich text joined, formulas by their result. */
export const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
};

/**
 * Reads the first worksheet of an xlsx file with exceljs' streaming reader (no workbook model in memory): the
 * first non-empty row is the header, every later non-empty row a data row. Only the first worksheet counts (the
 * example files keep a guide on the second). Refuses old .xls files and anything
 * that is not a readable workbook with a Norwegian message.
 */
export const readFirstSheet = async (content: Buffer, onRow?: (count: number) => void): Promise<Sheet> => {
  const kind = spreadsheetKind(content);
  if (kind === 'xls') throw new UnreadableSpreadsheet(XLS_NOT_READABLE);
  if (kind !== 'xlsx') throw new UnreadableSpreadsheet(WRONG_FILE_TYPE);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
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
        const cells = values.slice(1).map(cellText);
        while (cells.length && cells[cells.length - 1] === '') cells.pop();
        if (cells.length === 0) continue;
        if (!current.header) current.header = { row: row.number, cells };
        else current.rows.push({ row: row.number, cells });
        if (onRow && current.rows.length % 5000 === 0) onRow(current.rows.length);
      }
      if (keep) chosen = current;
    }
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) throw error;
    throw new UnreadableSpreadsheet(NOT_READABLE);
  }
  const header = chosen?.header;
  const rows = chosen?.rows ?? [];
  const name = chosen?.name ?? '';
  if (!header) throw new UnreadableSpreadsheet('Filen er tom: fant ingen overskriftsrad i det første regnearket.');
  return { name, header, rows };
};
