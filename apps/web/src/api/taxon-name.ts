import type { NameRef, SubtreeDiffAnswer } from '@navnebase/read-models';
import { query, requestJson } from './http';
import type { ChangeLogEntry, SearchHit, TaxonNameInfo, TreeNode } from './types';

const BASE = '/api/v1/TaxonName';

/** `asOf` (ISO date or date-time): the register as it was then; left out, as it is now. */
export const fetchChildren = (taxonNameId: number, signal?: AbortSignal, asOf?: string): Promise<TreeNode[]> =>
  requestJson<TreeNode[]>(`${BASE}/Children/ByTaxonNameId/${taxonNameId}${query({ asOf })}`, { signal });

export const fetchTaxonNameInfo = (scientificNameId: number, signal?: AbortSignal, asOf?: string): Promise<TaxonNameInfo> =>
  requestJson<TaxonNameInfo>(`${BASE}/ByScientificNameId/${scientificNameId}${query({ asOf })}`, { signal });

export const fetchTaxonNameInfoByTaxonId = (taxonId: number, signal?: AbortSignal): Promise<TaxonNameInfo> =>
  requestJson<TaxonNameInfo>(`${BASE}/ByTaxonId/${taxonId}`, { signal });

export interface ChangeWindow {
  /** ISO date (yyyy-mm-dd): changes on or after it. */
  readonly fromDate?: string;
  /** ISO date-time: changes on or before it. */
  readonly toDate?: string;
  /** The change log as it was at this time. */
  readonly asOf?: string;
}

export const fetchChanges = (scientificNameId: number, window: ChangeWindow = {}, signal?: AbortSignal): Promise<ChangeLogEntry[]> =>
  requestJson<ChangeLogEntry[]>(`${BASE}/Changes/ByScientificNameId/${scientificNameId}${query({ ...window })}`, { signal });

export const searchTaxa = (text: string, limit: number, signal?: AbortSignal): Promise<SearchHit[]> =>
  requestJson<SearchHit[]>(`${BASE}/Search${query({ Search: text, limit })}`, { signal });

export type SubtreeDiffName = NameRef;
export type SubtreeDiff = SubtreeDiffAnswer;
export type SubtreeDiffItem = SubtreeDiffAnswer['items'][number];

/** GET Diff: what changed below a name between two dates (ISO dates: the end of each day). */
export const subtreeDiffUrl = (scientificNameId: number, from: string, to?: string, format?: 'xlsx') =>
  `${BASE}/Diff${query({ scientificNameId, from, to, format })}`;

export const fetchSubtreeDiff = (scientificNameId: number, from: string, to: string | undefined, signal?: AbortSignal): Promise<SubtreeDiff> =>
  requestJson<SubtreeDiff>(subtreeDiffUrl(scientificNameId, from, to), { signal });
