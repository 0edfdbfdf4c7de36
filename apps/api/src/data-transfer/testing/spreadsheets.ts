import ExcelJS from 'exceljs';
import { readFirstSheet, type Sheet } from '../spreadsheet/spreadsheet-reader.js';

export type Cells = readonly (string | number | null | undefined)[];

/** An xlsx file with one sheet: a header row and data rows (tests). */
export const xlsxFile = async (
  header: readonly string[],
  rows: readonly Cells[],
  extraSheets: { name: string; rows: Cells[] }[] = [],
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ark1');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row.map((c) => (c === null ? undefined : c)));
  for (const extra of extraSheets) {
    const other = workbook.addWorksheet(extra.name);
    for (const row of extra.rows) other.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** The sheet the importer sees for a header and rows. */
export const sheetOf = async (header: readonly string[], rows: readonly Cells[]): Promise<Sheet> => readFirstSheet(await xlsxFile(header, rows));

/** All rows of the first sheet of an xlsx file, as text. */
export const rowsOfXlsx = async (content: Buffer): Promise<string[][]> => {
  const sheet = await readFirstSheet(content);
  return [sheet.header.cells as string[], ...sheet.rows.map((r) => r.cells as string[])];
};

export interface FilePart {
  readonly field?: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** A multipart/form-data body (for app.inject). */
export const multipart = (files: readonly FilePart[], fields: Record<string, string> = {}) => {
  const boundary = `----navnebase${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'formFile'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
