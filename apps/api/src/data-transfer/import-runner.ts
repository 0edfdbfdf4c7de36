import { DomainError } from '@navnebase/domain';
import type { Actor } from '../access/actor.js';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { JobCancelledError, PermanentJobError, type JobContext } from '../jobs/job-queue.js';
import type { TransferFileStore } from './transfer-file-store.js';

/** What every import job is given: the upload in the transfer file store, its name, and who asked. */
export interface UploadedImport {
  readonly fileId: string;
  readonly fileName: string;
  readonly actor: Actor;
}

/** A step of an import as the job shows it: a share done and what is going on; a cancel is honoured here. */
export type ImportStep = (percent: number, message: string) => Promise<void>;

/** One kind of import (a spreadsheet, an archive check, an archive import), as the runner runs it. */
export interface ImportSource<P extends UploadedImport, R> {
  /** Said while the upload is read ("Leser filen"). */
  readonly reading: string;
  /** The answer when the upload is gone (it is kept for a day). */
  readonly missing: string;
  /**
   * 'remove': the upload goes when the job answers or is cancelled. 'keep': it stays for the job that follows (an
   * archive check keeps it for the import the user may ask for).
   */
  readonly upload: 'keep' | 'remove';
  /** A repeated job whose command was recorded before (the process stopped after the write): its answer, read from the register. */
  repeated?(payload: P, context: JobContext): Promise<R | undefined>;
  /** Reads, checks and (unless only a check) writes the upload: the job's answer. Cancels are honoured at its steps. */
  run(content: Buffer, payload: P, actor: Actor, step: ImportStep, context: JobContext): Promise<R>;
}

/**
 * Runs every import as a job, the same way whatever the format: only administrators import; a repeated job answers
 * what it recorded before; the upload is read from the file store (a failure for good when it is gone); progress
 * and cancel go through one step function; a refusal (a DomainError) fails the job for good with its Norwegian
 * reason and error code; and the upload is removed when the import is done with it.
 */
export class ImportRunner {
  constructor(readonly files: TransferFileStore) {}

  async run<P extends UploadedImport, R>(source: ImportSource<P, R>, payload: P, context: JobContext): Promise<R> {
    const remove = source.upload === 'remove';
    try {
      const actor = AuthorizationPolicy.requireImport(payload.actor);
      const before = await source.repeated?.(payload, context);
      if (before !== undefined) return await this.done(before, payload, remove);
      const step: ImportStep = async (percent, message) => {
        await context.progress(percent, message);
        await context.throwIfCancelled();
      };
      await context.progress(2, source.reading);
      const content = await this.files.read(payload.fileId);
      if (!content) throw new PermanentJobError(source.missing);
      return await this.done(await source.run(content, payload, actor, step, context), payload, remove);
    } catch (error) {
      if (error instanceof JobCancelledError && remove) await this.files.remove(payload.fileId);
      // A refusal (not an administrator, or the register refuses the import) is final: the job is not tried again.
      if (error instanceof DomainError) throw Object.assign(new PermanentJobError(error.detail), { errorCode: error.errorCode });
      throw error;
    }
  }

  private async done<R>(result: R, payload: UploadedImport, remove: boolean): Promise<R> {
    if (remove) await this.files.remove(payload.fileId);
    return result;
  }

  /** Removes the upload of an import that will not run (cancelled before it started, or failed for good). */
  async discard(fileId: string): Promise<void> {
    await this.files.remove(fileId);
  }
}
