import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { SqlClient } from '@navnebase/event-store';
import { PermanentJobError, type JobContext } from '../jobs/job-queue.js';
import { csvCell } from '../data-transfer/spreadsheet/spreadsheet.writer.js';
import type { TransferFileStore } from '../data-transfer/transfer-file-store.js';
import type { AuditEntry } from './audit-entry.js';
import { countAuditEntries, forEachAuditEntry, type AuditFilter } from './audit-query.js';

export const AUDIT_EXPORT_JOB = 'audit.export';
export const AUDIT_EXPORT_FORMATS = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export type AuditExportFormat = keyof typeof AUDIT_EXPORT_FORMATS;

export interface AuditExportPayload {
  readonly filter: AuditFilter;
  readonly format: AuditExportFormat;
  readonly fileName: string;
}

export interface AuditExportResult {
  readonly fileName: string;
  readonly entries: number;
  readonly rows: number;
}

/** The columns of the exported log, with their Norwegian headers. */
export const AUDIT_EXPORT_COLUMNS = [
  'Posisjon',
  'Tid',
  'Operasjon',
  'Bruker',
  'Bruker-id',
  'Merknad',
  'Navn',
  'Post',
  'Endrede felt',
  'Før',
  'Etter',
  'Kommando-id',
  'Korrelasjons-id',
] as const;

const KIND = { name: 'navn', taxon: 'takson', user: 'bruker' } as const;

/** The changed fields of an image as JSON text (the whole image when nothing is marked). */
const imageText = (image: Record<string, unknown> | null, fields: readonly string[]): string =>
  image === null ? '' : JSON.stringify(fields.length ? Object.fromEntries(fields.map((f) => [f, image[f]])) : image);

/** One row per touched record of an entry (one row when it touched none). Pure. */
export const auditExportRows = (entry: AuditEntry): string[][] => {
  const head = [String(entry.position), entry.time, entry.operationLabel, entry.userName, entry.userId, entry.remark];
  const tail = [entry.commandId, entry.correlationId];
  const names = entry.scientificNames.map((n) => n.scientificName).join('; ');
  if (entry.records.length === 0) return [[...head, names, '', '', '', '', ...tail]];
  return entry.records.map((r) => [
    ...head,
    names,
    `${KIND[r.kind]} ${r.id}`,
    r.changedFields.join(', '),
    imageText(r.before, r.changedFields),
    imageText(r.after, r.changedFields),
    ...tail,
  ]);
};

const drained = async (out: Writable) => {
  if (out.writableNeedDrain) await once(out, 'drain');
};

/** Writes the filtered log, newest first, as csv (semicolon, BOM) or xlsx, streaming page by page. */
export const writeAuditExport = async (
  sql: SqlClient,
  payload: AuditExportPayload,
  out: Writable,
  onProgress: (done: number) => Promise<void>,
): Promise<AuditExportResult> => {
  let entries = 0;
  let rows = 0;
  if (payload.format === 'csv') {
    out.write(`\uFEFF${AUDIT_EXPORT_COLUMNS.map(csvCell).join(';')}\r\n`);
    await forEachAuditEntry(sql, payload.filter, async (page) => {
      let chunk = '';
      for (const entry of page)
        for (const row of auditExportRows(entry)) {
          chunk += `${row.map(csvCell).join(';')}\r\n`;
          rows++;
        }
      out.write(chunk);
      entries += page.length;
      await onProgress(entries);
      await drained(out);
    });
    out.end();
    await finished(out, { readable: false });
  } else {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Navnebase';
    const sheet = workbook.addWorksheet('Revisjonslogg', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = AUDIT_EXPORT_COLUMNS.map((header) => ({ header, key: header, width: header === 'Før' || header === 'Etter' ? 60 : 20 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    await forEachAuditEntry(sql, payload.filter, async (page) => {
      for (const entry of page)
        for (const row of auditExportRows(entry)) {
          sheet.addRow(row).commit();
          rows++;
        }
      entries += page.length;
      await onProgress(entries);
      await drained(out);
    });
    sheet.commit();
    await workbook.commit();
    await finished(out, { readable: false });
  }
  return { fileName: payload.fileName, entries, rows };
};

/** The export job: the file goes to the transfer file store as it is written, and is served by the job's file route. */
export const runAuditExport = async (
  sql: SqlClient,
  files: TransferFileStore,
  payload: AuditExportPayload,
  context: JobContext,
): Promise<AuditExportResult> => {
  const total = await countAuditEntries(sql, payload.filter);
  if (total === 0) throw new PermanentJobError('Ingen endringer passer filtrene. Det er ingenting å eksportere.');
  await context.progress(1, 'Eksporterer revisjonsloggen');
  const out = await files.writable(context.id, payload.fileName, AUDIT_EXPORT_FORMATS[payload.format]);
  try {
    return await writeAuditExport(sql, payload, out, async (done) => {
      await context.progress(Math.min(99, (done / total) * 99), `Eksporterer (${Math.min(done, total)} av ${total} endringer)`);
      await context.throwIfCancelled();
    });
  } catch (error) {
    out.destroy();
    await files.remove(context.id).catch(() => undefined);
    throw error;
  }
};
