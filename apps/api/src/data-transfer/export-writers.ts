import type { Writable } from 'node:stream';
import { coldpEntries } from './coldp/coldp.writer.js';
import { dwcaEntries } from './dwca/dwca.writer.js';
import { writeArchive, type ExportProgress, type ExportSummary } from './export-stream.js';
import type { ExportContent } from './export-rows.js';
import { writeCsv, writeXlsx } from './spreadsheet/spreadsheet.writer.js';
import type { SubtreeReader } from './subtree-reader.js';

export const EXPORT_TYPES = ['Excel', 'Csv', 'DwcA', 'ColDP'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const EXPORT_FORMATS: Record<ExportType, { extension: string; contentType: string }> = {
  Excel: { extension: '.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  Csv: { extension: '.csv', contentType: 'text/csv; charset=utf-8' },
  DwcA: { extension: '.zip', contentType: 'application/zip' },
  ColDP: { extension: '.zip', contentType: 'application/zip' },
};

/** Writes the export of a subtree to `out` (and ends it). */
export const writeExport = (
  type: ExportType,
  reader: SubtreeReader,
  content: ExportContent,
  out: Writable,
  onProgress?: ExportProgress,
): Promise<ExportSummary> => {
  switch (type) {
    case 'Excel':
      return writeXlsx(reader, content, out, onProgress);
    case 'Csv':
      return writeCsv(reader, content, out, onProgress);
    case 'DwcA':
      return writeArchive(dwcaEntries(reader, content), reader, content, out, onProgress);
    case 'ColDP':
      return writeArchive(coldpEntries(reader, content), reader, content, out, onProgress);
  }
};
