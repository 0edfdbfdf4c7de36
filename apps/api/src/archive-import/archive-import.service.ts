import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '@navnebase/domain';
import type { Actor } from '../access/actor.js';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import type { TransferFileStore } from '../data-transfer/transfer-file-store.js';
import { importFromPath } from '../importers/import.service.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { PermanentJobError, type JobContext } from '../jobs/job-queue.js';
import { archiveImportResult, type ArchiveImportResult } from './archive-import-result.js';

/** The check of an uploaded archive: read, plan and report, nothing written. */
export const ARCHIVE_CHECK_JOB = 'archive-import.check';
/** The import of a checked archive, asked for after the user has seen the check. */
export const ARCHIVE_IMPORT_JOB = 'archive-import.write';

export interface ArchiveJobPayload {
  /** The upload in the transfer file store (the check's job id). */
  readonly fileId: string;
  readonly fileName: string;
  readonly actor: Actor;
  readonly existsInNorway: boolean;
}

const MISSING_UPLOAD = 'Finner ikke det opplastede arkivet (det slettes etter et døgn). Last det opp på nytt.';

/**
 * Darwin Core Archives and ColDP packages imported from the admin screen: the same importer as `npm run import`,
 * run as jobs. The check keeps the upload for the import that may follow; the import removes it when done.
 */
export class ArchiveImportService {
  constructor(
    private readonly stores: RegisterStores,
    readonly files: TransferFileStore,
  ) {}

  check(payload: ArchiveJobPayload, context: JobContext): Promise<ArchiveImportResult> {
    return this.run(payload, context, true);
  }

  async import(payload: ArchiveJobPayload, context: JobContext): Promise<ArchiveImportResult> {
    const result = await this.run(payload, context, false);
    await this.files.remove(payload.fileId);
    return result;
  }

  private async run(payload: ArchiveJobPayload, context: JobContext, dryRun: boolean): Promise<ArchiveImportResult> {
    const actor = AuthorizationPolicy.requireAdmin(payload.actor);
    await context.progress(2, 'Leser arkivet');
    const content = await this.files.read(payload.fileId);
    if (!content) throw new PermanentJobError(MISSING_UPLOAD);
    await context.throwIfCancelled();
    const path = join(tmpdir(), `navnebase-arkiv-${context.id.replace(/[^\w-]/g, '_')}.zip`);
    await writeFile(path, content);
    try {
      await context.progress(10, dryRun ? 'Kontrollerer arkivet' : 'Kontrollerer arkivet igjen før det lagres');
      await context.throwIfCancelled();
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
      if (error instanceof DomainError) throw new PermanentJobError(error.detail);
      // The importer's own errors (an unreadable or unknown dataset) are Norwegian messages meant for the user.
      if (error instanceof Error && !(error instanceof PermanentJobError) && error.constructor === Error) throw new PermanentJobError(error.message);
      throw error;
    } finally {
      await rm(path, { force: true });
    }
  }
}
