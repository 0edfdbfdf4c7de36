import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportRunner, type ImportSource, type UploadedImport } from '../import-runner.js';
import type { TransferFileStore } from '../transfer-file-store.js';
import { importFromPath } from './import.service.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { PermanentJobError, type JobContext } from '../../jobs/job-queue.js';
import { archiveImportResult, type ArchiveImportResult } from './archive-import-result.js';

/** The check of an uploaded archive: read, plan and report, nothing written. */
export const ARCHIVE_CHECK_JOB = 'archive-import.check';
/** The import of a checked archive, asked for after the user has seen the check. */
export const ARCHIVE_IMPORT_JOB = 'archive-import.write';

export interface ArchiveJobPayload extends UploadedImport {
  readonly existsInNorway: boolean;
}

const MISSING_UPLOAD = 'Finner ikke det opplastede arkivet (det slettes etter et døgn). Last det opp på nytt.';

/**
 * Darwin Core Archives and ColDP packages imported from the admin screen: the same importer as `npm run import`,
 * run as jobs by the import runner. The check keeps the upload for the import that may follow; the import removes
 * it when done.
 */
export class ArchiveImportService {
  private readonly runner: ImportRunner;

  constructor(
    private readonly stores: RegisterStores,
    readonly files: TransferFileStore,
  ) {
    this.runner = new ImportRunner(files);
  }

  check(payload: ArchiveJobPayload, context: JobContext): Promise<ArchiveImportResult> {
    return this.runner.run(this.source(true), payload, context);
  }

  import(payload: ArchiveJobPayload, context: JobContext): Promise<ArchiveImportResult> {
    return this.runner.run(this.source(false), payload, context);
  }

  /** A check (dry run: read, plan and report) or an import of the uploaded archive, as the runner runs it. */
  private source(dryRun: boolean): ImportSource<ArchiveJobPayload, ArchiveImportResult> {
    return {
      reading: 'Leser arkivet',
      missing: MISSING_UPLOAD,
      upload: dryRun ? 'keep' : 'remove',
      run: async (content, payload, actor, step, context) => {
        const path = join(tmpdir(), `navnebase-arkiv-${context.id.replace(/[^\w-]/g, '_')}.zip`);
        await writeFile(path, content);
        try {
          await step(10, dryRun ? 'Kontrollerer arkivet' : 'Kontrollerer arkivet igjen før det lagres');
          const report = await importFromPath(this.stores, path, {
            dryRun,
            existsInNorway: payload.existsInNorway,
            source: payload.fileName.replace(/\.zip$/i, ''),
            userId: actor.userId,
            userName: actor.name,
            onProgress: (done, total) =>
              void context.progress(40 + (59 * done) / Math.max(total, 1), `Lagrer i registeret: ${done} av ${total} hendelser`),
          });
          return archiveImportResult(report, { existsInNorway: payload.existsInNorway });
        } catch (error) {
          // The importer's own errors (an unreadable or unknown dataset) are Norwegian messages meant for the user.
          if (error instanceof Error && error.constructor === Error) throw new PermanentJobError(error.message);
          throw error;
        } finally {
          await rm(path, { force: true });
        }
      },
    };
  }
}
