import type { MatchJob, MatchOptions, MatchResult, MatchType } from '@navnebase/api-client';
import { request, requestJson, sendJson } from './http';

export type { MatchJob, MatchOptions, MatchResult, MatchType };

const MATCH = '/api/v1/TaxonName/Match';
/** Most names the API matches in one request. */
export const MAX_MATCH_NAMES = 10_000;
/** Most names of one match job (longer lists than one request takes). */
export const MAX_MATCH_JOB_NAMES = 100_000;

/** POST Match: one result per name, in order. */
export const matchNames = async (names: readonly string[], options: MatchOptions = {}): Promise<MatchResult[]> =>
  (await sendJson<{ results: MatchResult[] }>('POST', MATCH, { names, options })).results;

/** POST Match/File: the names of an uploaded list (xlsx, csv, txt), matched. */
export const matchFile = async (file: File): Promise<MatchResult[]> => {
  const form = new FormData();
  form.append('file', file);
  return (await requestJson<{ results: MatchResult[] }>(`${MATCH}/File`, { method: 'POST', body: form })).results;
};

/** POST Match?format=…: the results as a file to download. */
export const matchResultFile = async (names: readonly string[], format: 'csv' | 'xlsx'): Promise<Blob> =>
  (
    await request(`${MATCH}?format=${format}`, { method: 'POST', body: JSON.stringify({ names }), headers: { 'Content-Type': 'application/json' } })
  ).blob();

/** POST Match/Jobs: a long list (names, or an uploaded file) as a job; answers the job at once. */
export const startMatchJob = (list: readonly string[] | File, options: MatchOptions = {}): Promise<MatchJob> => {
  if (Array.isArray(list)) return sendJson<MatchJob>('POST', `${MATCH}/Jobs`, { names: list, options });
  const form = new FormData();
  form.append('file', list as File);
  return requestJson<MatchJob>(`${MATCH}/Jobs`, { method: 'POST', body: form });
};

export const fetchMatchJob = (jobId: string, signal?: AbortSignal): Promise<MatchJob> =>
  requestJson<MatchJob>(`${MATCH}/Jobs/${encodeURIComponent(jobId)}`, { signal });

/** The results of a completed job (its `resultUrl`), or the same as a file. */
export const matchJobResults = async (resultUrl: string): Promise<MatchResult[]> =>
  (await requestJson<{ results: MatchResult[] }>(resultUrl)).results;

export const matchJobResultFile = async (resultUrl: string, format: 'csv' | 'xlsx'): Promise<Blob> =>
  (await request(`${resultUrl}?format=${format}`)).blob();

/** The lines of a pasted list: one name per line, blank lines left out. */
export const namesOfPastedText = (text: string): string[] =>
  text
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
