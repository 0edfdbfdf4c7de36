import { Logger } from '@nestjs/common';
import { DomainError, type OperationMetadata, type RegisterCommand } from '@navnebase/domain';
import type { EventStore, SqlClient } from '@navnebase/event-store';
import { PermanentJobError, type JobContext } from '../jobs/job-queue.js';
import type { RegisterCommands } from '../register/register-commands.js';
import { exportFailed, exportFileName, type ExportRequest } from './export-request.js';
import { EXPORT_FORMATS, writeExport, type ExportType } from './export-writers.js';
import { ImportRunner, type ImportSource, type UploadedImport } from './import-runner.js';
import { MAX_PROBLEMS } from './problem-ledger.js';
import { importProblem, problemsText, type ImportProblem } from './problem-report.js';
import { scientificNamesImport } from './spreadsheet/scientific-names.import.js';
import { readFirstSheet, UnreadableSpreadsheet, type Sheet } from './spreadsheet/spreadsheet-reader.js';
import { SubtreeReader } from './subtree-reader.js';
import type { TransferFileStore } from './transfer-file-store.js';
import { vernacularNamesImport } from './spreadsheet/vernacular-names.import.js';

export const IMPORT_TYPES = ['ScientificNames', 'VernacularNames'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const IMPORT_JOB = 'data-transfer.import';
export const EXPORT_JOB = 'data-transfer.export';

export interface ImportJobPayload extends UploadedImport {
  readonly importType: ImportType;
  /** When the upload arrived: the time of the import's events. */
  readonly requestedAt: string;
  readonly correlationId: string;
}

export interface ImportJobResult {
  readonly imported: boolean;
  /** The answer shown to the user; on success it contains "is imported." (spec 2 §4.8). */
  readonly text: string;
  /** Each problem of a refused file (at most 1000), with row and column. */
  readonly problems: readonly ImportProblem[];
  readonly problemCount: number;
  readonly counts?: Readonly<Record<string, number>>;
}

export interface ExportJobPayload extends ExportRequest {
  readonly fileName: string;
}

export interface ExportJobResult {
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly taxa: number;
  readonly rows: number;
}

/**
 * The success answer. The import screen (spec 2 §4.8) recognises success by the words "is imported." — the
 * phrase the register's earlier service answered with — so the answer keeps it after the file name, and says in
 * Norwegian what was added.
 */
export const importedText = (fileName: string, importType: ImportType, counts: Readonly<Record<string, number>>): string => {
  const n = (count: number | undefined, one: string, many: string) => `${count ?? 0} ${(count ?? 0) === 1 ? one : many}`;
  const what =
    importType === 'ScientificNames'
      ? `${n(counts.names, 'vitenskapelig navn', 'vitenskapelige navn')} i ${n(counts.taxa, 'takson', 'taksa')} er lagt til` +
        (counts.vernacularNames ? `, med ${n(counts.vernacularNames, 'populærnavn', 'populærnavn')}` : '')
      : `${n(counts.vernacularNames, 'populærnavn', 'populærnavn')} er lagt til på ${n(counts.taxa, 'takson', 'taksa')}`;
  return `${fileName} is imported. ${what}.`;
};

const refused = (problems: readonly ImportProblem[], total = problems.length): ImportJobResult => ({
  imported: false,
  text: problemsText(problems, total),
  problems: problems.slice(0, MAX_PROBLEMS),
  problemCount: total,
});

/**
 * The data transfer jobs (spec 2 §2.7–2.8): spreadsheet imports through the register's commands, and exports of a
 * subtree. The job code is the same on every queue backend.
 */
export class DataTransferService {
  constructor(
    private readonly register: RegisterCommands,
    private readonly events: EventStore,
    private readonly sql: SqlClient,
    readonly files: TransferFileStore,
  ) {
    this.runner = new ImportRunner(files);
  }

  private readonly runner: ImportRunner;

  // ---------------------------------------------------------------- import

  /** The command id of an import job: a repeated job (a retry, a stalled job run again) is applied once. */
  static importCommandId = (jobId: string) => `data-transfer-import:${jobId}`;

  /**
   * Reads the file, checks every row, and imports it with one command (one append: all or nothing). A cancel is
   * honoured up to the last check before the append; after that the import completes.
   */
  runImport(payload: ImportJobPayload, context: JobContext): Promise<ImportJobResult> {
    return this.runner.run(this.spreadsheet, payload, context);
  }

  /** The spreadsheet import as the import runner runs it. */
  private readonly spreadsheet: ImportSource<ImportJobPayload, ImportJobResult> = {
    reading: 'Leser filen',
    missing: 'Finner ikke den opplastede filen. Last den opp på nytt.',
    upload: 'remove',
    // A repeated job whose command was recorded before (the process stopped after the append): answer it again.
    repeated: async (payload, context) =>
      (await this.events.findCommand(DataTransferService.importCommandId(context.id)))
        ? {
            imported: true,
            text: `${payload.fileName} is imported. Importen var allerede lagret; ingenting er lagt til på nytt.`,
            problems: [],
            problemCount: 0,
          }
        : undefined,
    run: async (content, payload, actor, step, context) => {
      const checked = await this.checkFile(content, payload, context, {
        userId: actor.userId,
        userName: actor.name,
        time: payload.requestedAt,
        remark: `Import fra regneark: ${payload.fileName}`,
        commandId: DataTransferService.importCommandId(context.id),
        correlationId: payload.correlationId,
      });
      if ('refused' in checked) return checked.refused;
      await step(60, 'Lagrer i registeret');
      try {
        await this.write(checked.command);
      } catch (error) {
        // The register changed between the check and the write (or refuses for a rule the file check missed).
        if (error instanceof DomainError) return refused([{ row: null, column: null, message: error.detail }]);
        throw error;
      }
      const { counts } = checked;
      return { imported: true, text: importedText(payload.fileName, payload.importType, counts), problems: [], problemCount: 0, counts };
    },
  };

  /**
   * Reads and checks the file against the register as it is now: the command to record, or the refusal. (The
   * file's bytes and rows are not needed after this, and can be collected before the append.)
   */
  private async checkFile(
    content: Buffer,
    payload: ImportJobPayload,
    context: JobContext,
    metadata: OperationMetadata,
  ): Promise<{ refused: ImportJobResult } | { command: RegisterCommand; counts: Readonly<Record<string, number>> }> {
    let sheet: Sheet;
    try {
      sheet = await readFirstSheet(content, (rows) => void context.progress(Math.min(25, 5 + rows / 10_000), `Leser filen (${rows} rader)`));
    } catch (error) {
      if (!(error instanceof UnreadableSpreadsheet)) throw error;
      // The user is told the Norwegian reason; the parser's own words go to the log, to tell a damaged file from a bug.
      if (error.cause !== undefined) new Logger('DataTransfer').warn(`Importjobben ${context.id}: ${error.message} (${String(error.cause)})`);
      return { refused: refused([{ row: null, column: null, message: error.message }]) };
    }
    await context.throwIfCancelled();
    await context.progress(30, 'Kontrollerer radene');
    const options = { importId: context.id, source: payload.fileName, metadata };
    const state = this.register.current;
    const parsed =
      payload.importType === 'ScientificNames' ? scientificNamesImport(sheet, state, options) : vernacularNamesImport(sheet, state, options);
    if (!parsed.command) return { refused: refused(parsed.problems.problems.map(importProblem), parsed.problems.total) };
    return { command: parsed.command as RegisterCommand, counts: parsed.counts as Readonly<Record<string, number>> };
  }

  /**
   * The one append. A large import can take the read models longer than the register's own wait; once the command
   * is recorded, waiting again (the same command id answers at once, after the read models) is all there is to do.
   */
  private async write(command: RegisterCommand): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.register.execute(command);
        return;
      } catch (error) {
        if (error instanceof DomainError || attempt >= 30 || !(await this.events.findCommand(command.metadata.commandId))) throw error;
      }
    }
  }

  /** Removes the upload of an import that will not run (cancelled before it started, or failed for good). */
  discardUpload(fileId: string): Promise<void> {
    return this.runner.discard(fileId);
  }

  // ---------------------------------------------------------------- export

  /**
   * Opens the subtree to export: refuses an unknown name (404) and an empty result (404; an empty file is never
   * an export, spec 2 §4.7), and settles the file name.
   */
  async prepareExport(request: ExportRequest): Promise<{ reader: SubtreeReader; fileName: string; contentType: string }> {
    const reader = await SubtreeReader.open(this.sql, request.scientificNameId);
    if (!reader) throw exportFailed(`Finner ikke vitenskapelig navn med id ${request.scientificNameId}.`, 'notFound', 'EXPORT_NAME_NOT_FOUND');
    if (reader.taxonCount === 0) throw exportFailed('Det finnes ingen navn å eksportere under det valgte navnet.', 'notFound', 'EXPORT_EMPTY');
    const name = this.register.current.names.get(request.scientificNameId)?.scientificName ?? String(request.scientificNameId);
    return {
      reader,
      fileName: exportFileName(request.fileName, request.exportType, name),
      contentType: EXPORT_FORMATS[request.exportType].contentType,
    };
  }

  /** An export as a job: the file is written to the file store as it is produced, then served by the job's file link. */
  async runExport(payload: ExportJobPayload, context: JobContext): Promise<ExportJobResult> {
    let prepared: Awaited<ReturnType<DataTransferService['prepareExport']>>;
    try {
      prepared = await this.prepareExport(payload);
    } catch (error) {
      if (error instanceof DomainError) throw new PermanentJobError(error.detail);
      throw error;
    }
    await context.progress(1, 'Eksporterer');
    const out = await this.files.writable(context.id, payload.fileName, prepared.contentType);
    try {
      const summary = await writeExport(payload.exportType as ExportType, prepared.reader, payload, out, async (done, total) => {
        await context.progress((done / total) * 99, `Eksporterer (${done} av ${total} taksa)`);
        await context.throwIfCancelled();
      });
      const info = await this.files.info(context.id);
      return { fileName: payload.fileName, contentType: prepared.contentType, size: info?.size ?? 0, taxa: summary.taxa, rows: summary.rows };
    } catch (error) {
      out.destroy();
      await this.files.remove(context.id).catch(() => undefined);
      throw error;
    }
  }
}
