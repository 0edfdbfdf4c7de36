import type { Schema } from '../../api/client';
import { query, request, requestJson } from '../../api/http';

/** Export and import calls (spec 2 §7 DataTransfer) and their background jobs. */
export const DATA_TRANSFER = '/api/v1/DataTransfer';

export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';

/** One row problem of a refused import: the spreadsheet row, the column and what is wrong (from the API's document). */
export type ImportProblem = Schema<'ImportProblemDto'>;

/** GET Jobs/{id}: state and progress of an export or import job, and its answer when finished (from the API's document). */
export type JobAnswer = Schema<'JobAnswerDto'>;

export const isFinished = (state: JobState): boolean => state === 'completed' || state === 'failed' || state === 'cancelled';

export const fetchJob = (jobId: string, signal?: AbortSignal): Promise<JobAnswer> =>
  requestJson<JobAnswer>(`${DATA_TRANSFER}/Jobs/${encodeURIComponent(jobId)}`, { signal });

export const cancelJob = (jobId: string): Promise<JobAnswer> =>
  requestJson<JobAnswer>(`${DATA_TRANSFER}/Jobs/${encodeURIComponent(jobId)}/Cancel`, { method: 'POST' });

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Polls a job until it has finished, reporting every view; stops early (answering the last view) when aborted. */
export const followJob = async <J extends { readonly jobId: string; readonly state: JobState } = JobAnswer>(
  first: J,
  onUpdate: (job: J) => void,
  {
    signal,
    intervalMs = 250,
    fetch = fetchJob as unknown as (jobId: string, signal?: AbortSignal) => Promise<J>,
  }: { signal?: AbortSignal; intervalMs?: number; fetch?: (jobId: string, signal?: AbortSignal) => Promise<J> } = {},
): Promise<J> => {
  let job = first;
  let interval = intervalMs;
  onUpdate(job);
  while (!isFinished(job.state) && !signal?.aborted) {
    await sleep(interval, signal);
    if (signal?.aborted) break;
    job = await fetch(job.jobId, signal);
    onUpdate(job);
    interval = Math.min(interval * 1.5, 1000);
  }
  return job;
};

// ------------------------------------------------------------------------------------------------------ export

/** The export formats the server offers (spec 2 §9: Excel and Csv; also the two archive formats). */
export const EXPORT_TYPES = [
  { value: 'Excel', label: 'Excel (.xlsx)', extension: '.xlsx' },
  { value: 'Csv', label: 'Kommaseparert (.csv)', extension: '.csv' },
  { value: 'DwcA', label: 'Darwin Core Archive (.zip)', extension: '.zip' },
  { value: 'ColDP', label: 'Catalogue of Life Data Package, ColDP (.zip)', extension: '.zip' },
] as const;

export type ExportType = (typeof EXPORT_TYPES)[number]['value'];

/** Spec 2 §3 "Export form". */
export interface ExportForm {
  readonly scientificNameId: number;
  readonly exportType: ExportType;
  readonly fileName: string;
  readonly includeSynonyms: boolean;
  readonly includeVernacularNames: boolean;
}

export const extensionOf = (type: ExportType): string => EXPORT_TYPES.find((t) => t.value === type)!.extension;

/** The file name as saved: the typed name (without folders) with the format's extension, or a name from the scientific name. */
export const exportFileName = (typed: string, type: ExportType, scientificName: string): string => {
  const extension = extensionOf(type);
  const base = typed.split(/[\\/]/).pop()!.trim() || `navnebase-${scientificName}`.replace(/\s+/g, '-');
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
};

const exportQuery = (form: ExportForm) =>
  query({
    scientificNameId: form.scientificNameId,
    exportType: form.exportType,
    includeSynonyms: form.includeSynonyms,
    includeVernacularNames: form.includeVernacularNames,
    fileName: form.fileName.trim() || undefined,
  });

/** GET Export: the file itself, streamed (spec 2 §7). */
export const exportUrl = (form: ExportForm): string => `${DATA_TRANSFER}/Export${exportQuery(form)}`;

/** POST Export: the same export as a job with progress; its file is at `fileUrl` when completed. */
export const startExport = (form: ExportForm): Promise<JobAnswer> =>
  requestJson<JobAnswer>(`${DATA_TRANSFER}/Export${exportQuery(form)}`, { method: 'POST' });

/** Fetches a file (with X-CSRF) as a blob. */
export const fetchBlob = async (url: string, signal?: AbortSignal): Promise<Blob> => (await request(url, { signal })).blob();

/** Saves a blob under a file name through an object URL and a download link. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

// ------------------------------------------------------------------------------------------------------ import

export type ImportType = 'ScientificNames' | 'VernacularNames';

const commandId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * POST Import as a job (`async=true`): uploads the file in the multipart field `formFile` and answers the job at once.
 * A refused file (wrong type, none, several) answers 400 problem JSON before any job starts.
 */
export const startImport = (importType: ImportType, file: File, signal?: AbortSignal): Promise<JobAnswer> => {
  const body = new FormData();
  body.append('formFile', file, file.name);
  return requestJson<JobAnswer>(`${DATA_TRANSFER}/Import${query({ importType, async: true })}`, {
    method: 'POST',
    body,
    signal,
    headers: { 'X-Command-Id': commandId() },
  });
};
