import type { Schema } from '../../api/client';
import { query, requestJson } from '../../api/http';
import { DATA_TRANSFER, followJob } from '../export/data-transfer-api';

/** Archive import (administrators): a Darwin Core Archive or ColDP zip, checked first, imported on confirmation. */
export const ARCHIVE = `${DATA_TRANSFER}/Archive`;

/** The answers' types, from the API's OpenAPI document (`Schema`, generated: see api/client.ts). */
export type ProblemGroup = Schema<'ProblemGroupDto'>;
export type Severity = ProblemGroup['severity'];
export type TreeTopNode = Schema<'TreeTopNodeDto'>;
export type ArchiveImportResult = Schema<'ArchiveImportResultDto'>;
export type ArchiveJob = Schema<'ArchiveJobAnswerDto'>;

/** Uploads the archive (multipart field `formFile`) and answers its check job at once. */
export const startArchiveCheck = (file: File, existsInNorway: boolean, signal?: AbortSignal): Promise<ArchiveJob> => {
  const body = new FormData();
  body.append('formFile', file, file.name);
  return requestJson<ArchiveJob>(`${ARCHIVE}${query({ existsInNorway: existsInNorway || undefined })}`, { method: 'POST', body, signal });
};

export const fetchArchiveJob = (jobId: string, signal?: AbortSignal): Promise<ArchiveJob> =>
  requestJson<ArchiveJob>(`${ARCHIVE}/Jobs/${encodeURIComponent(jobId)}`, { signal });

/** Imports the archive of a finished check (its `importUrl`). */
export const startArchiveImport = (importUrl: string): Promise<ArchiveJob> => requestJson<ArchiveJob>(importUrl, { method: 'POST' });

export const cancelArchiveJob = (jobId: string): Promise<ArchiveJob> =>
  requestJson<ArchiveJob>(`${ARCHIVE}/Jobs/${encodeURIComponent(jobId)}/Cancel`, { method: 'POST' });

/** Polls an archive job until it has finished, reporting every view. */
export const followArchiveJob = (first: ArchiveJob, onUpdate: (job: ArchiveJob) => void): Promise<ArchiveJob> =>
  followJob(first, onUpdate, { fetch: fetchArchiveJob });
