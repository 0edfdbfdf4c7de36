import type { MatchOptions, MatchResult, MatchType } from '@navnebase/read-models';
import { request, requestJson, sendJson } from './http';

export type { MatchResult, MatchType };

const MATCH = '/api/v1/TaxonName/Match';
/** Most names the API matches in one request. */
export const MAX_MATCH_NAMES = 10_000;

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

/** The lines of a pasted list: one name per line, blank lines left out. */
export const namesOfPastedText = (text: string): string[] =>
  text
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
