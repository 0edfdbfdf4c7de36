import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { drained, PAGE, type ExportProgress, type ExportSummary } from '../export-stream.js';
import { exportColumns, taxonRows, type Cell, type ExportContent } from '../export-rows.js';
import type { SubtreeReader } from '../subtree-reader.js';

/** The spreadsheet writers (csv, xlsx): one row per name, the columns of the spreadsheet import (columns.ts). */

/** The CSV separator: a semicolon, which Excel with Norwegian settings splits on (the comma is the decimal sign). */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export const csvCell = (value: Cell): string => {
  if (typeof value === 'number') return String(value);
  // A cell starting with = + @ (or - when not a number) would be read by a spreadsheet as a formula.
  const guarded = /^[=+@\t\r]/.test(value) || (/^-/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value)) ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};
const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;

export async function writeCsv(reader: SubtreeReader, content: ExportContent, out: Writable, onProgress?: ExportProgress): Promise<ExportSummary> {
  out.write(BOM + csvLine(exportColumns(content).map((c) => c.key)));
  let taxa = 0;
  let rows = 0;
  for await (const page of reader.pages(PAGE)) {
    let chunk = '';
    for (const taxon of page) {
      for (const row of taxonRows(taxon, content)) {
        chunk += csvLine(row);
        rows++;
      }
    }
    out.write(chunk);
    taxa += page.length;
    await onProgress?.(taxa, reader.taxonCount);
    await drained(out);
  }
  out.end();
  await finished(out, { readable: false });
  return { taxa, rows };
}

export async function writeXlsx(reader: SubtreeReader, content: ExportContent, out: Writable, onProgress?: ExportProgress): Promise<ExportSummary> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Navnebase';
  const sheet = workbook.addWorksheet('Navn', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns(content).map((c) => ({
    header: c.key,
    key: c.key,
    width: c.key === 'scientificName' ? 36 : c.key === 'author' || c.key.startsWith('vernacularNames_') ? 28 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let taxa = 0;
  let rows = 0;
  for await (const page of reader.pages(PAGE)) {
    for (const taxon of page) {
      for (const row of taxonRows(taxon, content)) {
        sheet.addRow(row).commit();
        rows++;
      }
    }
    taxa += page.length;
    await onProgress?.(taxa, reader.taxonCount);
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  await finished(out, { readable: false });
  return { taxa, rows };
}
