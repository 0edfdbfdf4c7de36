import { query, requestJson } from '../../api/http';
import { DATA_TRANSFER, followJob, type JobState } from '../export/data-transfer-api';

/** Archive import (administrators): a Darwin Core Archive or ColDP zip, checked first, imported on confirmation. */
export const ARCHIVE = `${DATA_TRANSFER}/Archive`;

export type Severity = 'error' | 'warning' | 'info';

export interface ProblemGroup {
  readonly severity: Severity;
  readonly skipped: boolean;
  readonly reason: string;
  readonly count: number;
  readonly examples: readonly { readonly file: string; readonly row?: number; readonly id?: string; readonly detail?: string }[];
}

export interface TreeTopNode {
  readonly scientificName: string;
  readonly author: string;
  readonly rank: string;
  readonly descendants: number;
  readonly children: readonly TreeTopNode[];
  readonly hiddenChildren: number;
}

export interface ArchiveImportResult {
  readonly dryRun: boolean;
  readonly existsInNorway: boolean;
  readonly duplicate: boolean;
  readonly source: string;
  readonly format: 'dwca' | 'coldp';
  readonly read: {
    readonly files: readonly { readonly file: string; readonly kind: 'nameUsages' | 'vernacularNames'; readonly rows: number }[];
    readonly taxa: number;
    readonly synonyms: number;
    readonly vernacularNames: number;
  };
  readonly imported: {
    readonly taxa: number;
    readonly names: number;
    readonly synonyms: number;
    readonly vernacularNames: number;
    readonly higherTaxaCreated: number;
  };
  readonly rows: readonly { readonly file: string; readonly rows: number; readonly imported: number; readonly skipped: number }[];
  readonly problemCount: number;
  readonly problemGroups: readonly ProblemGroup[];
  readonly noProblems: boolean;
  readonly top: { readonly roots: readonly TreeTopNode[]; readonly hiddenRoots: number };
}

export interface ArchiveJob {
  readonly jobId: string;
  readonly type: 'ArchiveCheck' | 'ArchiveImport';
  readonly state: JobState;
  readonly progress: number;
  readonly message?: string;
  readonly result?: ArchiveImportResult;
  readonly error?: string;
  readonly importUrl?: string;
  readonly cancelRequested: boolean;
}

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
