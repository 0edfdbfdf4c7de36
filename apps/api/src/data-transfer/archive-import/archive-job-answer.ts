import type { JobView } from '../../jobs/job-queue.js';
import type { ArchiveImportResult } from './archive-import-result.js';
import { ARCHIVE_CHECK_JOB } from './archive-import.service.js';

export const ARCHIVE_BASE = '/api/v1/DataTransfer/Archive';

/** What the import screen sees of an archive check or import job. */
export interface ArchiveJobAnswer {
  readonly jobId: string;
  readonly type: 'ArchiveCheck' | 'ArchiveImport';
  readonly state: JobView['state'];
  readonly progress: number;
  readonly message?: string;
  readonly result?: ArchiveImportResult;
  readonly error?: string;
  /** A finished check with something to import: where to ask for the import. */
  readonly importUrl?: string;
  readonly cancelRequested: boolean;
  readonly createdAt: string;
  readonly finishedAt?: string;
}

const FAILED = 'Noe gikk galt. Arkivet ble ikke importert.';

/** The job's id of the import that follows a check: asking twice answers the same job. */
export const importJobIdOf = (checkJobId: string): string => `${checkJobId}-import`;

/** A check says there is something to import: taxa placed, not imported before. */
export const canImport = (result: ArchiveImportResult | undefined): boolean => result !== undefined && !result.duplicate && result.imported.taxa > 0;

export const archiveJobAnswer = (view: JobView): ArchiveJobAnswer => {
  const check = view.kind === ARCHIVE_CHECK_JOB;
  const result = view.state === 'completed' ? (view.result as ArchiveImportResult | undefined) : undefined;
  return {
    jobId: view.id,
    type: check ? 'ArchiveCheck' : 'ArchiveImport',
    state: view.state,
    progress: view.progress,
    ...(view.message ? { message: view.message } : {}),
    ...(result ? { result } : {}),
    ...(view.state === 'failed' ? { error: view.error ? `${FAILED} ${view.error}` : FAILED } : {}),
    ...(check && canImport(result) ? { importUrl: `${ARCHIVE_BASE}/Jobs/${view.id}/Import` } : {}),
    cancelRequested: view.cancelRequested,
    createdAt: view.createdAt,
    ...(view.finishedAt ? { finishedAt: view.finishedAt } : {}),
  };
};
