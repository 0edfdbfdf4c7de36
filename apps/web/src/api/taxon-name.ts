import type { NameRef, SubtreeDiff, SubtreeDiffItem } from '@navnebase/api-client';
import { answer, api } from './client';
import { query, request } from './http';
import type { ChangeLogEntry, SearchHit, TaxonNameInfo, TreeNode } from './types';

export type { SubtreeDiff, SubtreeDiffItem };

const BASE = '/api/v1/TaxonName';

/** How many children the tree asks for at a time. */
export const CHILDREN_PAGE_SIZE = 200;

/** One page of a node's children: the children, how many the node has in all, and the next page's address. */
export interface ChildrenPage {
  readonly children: TreeNode[];
  readonly total: number;
  readonly next?: string;
}

/** The address of the first page of a node's children. */
export const childrenPageUrl = (taxonNameId: number, asOf?: string) =>
  `${BASE}/Children/ByTaxonNameId/${taxonNameId}${query({ asOf, limit: CHILDREN_PAGE_SIZE })}`;

/** The address in a `Link: <…>; rel="next"` header, when there is one. */
export const nextLink = (link: string | null): string | undefined => (link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link)?.[1] : undefined);

/** GET one page of children (the first page's address, or the `next` of the page before). */
export const fetchChildrenPage = async (url: string, signal?: AbortSignal): Promise<ChildrenPage> => {
  const response = await request(url, { signal, headers: { Accept: 'application/json' } });
  const children = (await response.json()) as TreeNode[];
  const total = Number(response.headers.get('X-Total-Count') ?? children.length);
  const next = nextLink(response.headers.get('Link'));
  return { children, total: Number.isFinite(total) ? total : children.length, ...(next ? { next } : {}) };
};

export const fetchTaxonNameInfo = (scientificNameId: number, signal?: AbortSignal, asOf?: string): Promise<TaxonNameInfo> =>
  answer(
    api.GET('/api/v1/TaxonName/ByScientificNameId/{scientificNameId}', {
      params: { path: { scientificNameId: String(scientificNameId) }, query: { asOf } },
      signal,
    }),
  );

export const fetchTaxonNameInfoByTaxonId = (taxonId: number, signal?: AbortSignal): Promise<TaxonNameInfo> =>
  answer(api.GET('/api/v1/TaxonName/ByTaxonId/{taxonId}', { params: { path: { taxonId: String(taxonId) } }, signal }));

export interface ChangeWindow {
  /** ISO date (yyyy-mm-dd): changes on or after it. */
  readonly fromDate?: string;
  /** ISO date-time: changes on or before it. */
  readonly toDate?: string;
  /** The change log as it was at this time. */
  readonly asOf?: string;
}

export const fetchChanges = (scientificNameId: number, window: ChangeWindow = {}, signal?: AbortSignal): Promise<ChangeLogEntry[]> =>
  answer(
    api.GET('/api/v1/TaxonName/Changes/ByScientificNameId/{scientificNameId}', {
      params: { path: { scientificNameId: String(scientificNameId) }, query: { ...window } },
      signal,
    }),
  );

export const searchTaxa = (text: string, limit: number, signal?: AbortSignal): Promise<SearchHit[]> =>
  answer(api.GET('/api/v1/TaxonName/Search', { params: { query: { Search: text, limit: String(limit) } }, signal }));

export type SubtreeDiffName = NameRef;

/** GET Diff: what changed below a name between two dates (ISO dates: the end of each day). */
export const subtreeDiffUrl = (scientificNameId: number, from: string, to?: string, format?: 'xlsx') =>
  `${BASE}/Diff${query({ scientificNameId, from, to, format })}`;

export const fetchSubtreeDiff = (scientificNameId: number, from: string, to: string | undefined, signal?: AbortSignal): Promise<SubtreeDiff> =>
  answer(api.GET('/api/v1/TaxonName/Diff', { params: { query: { scientificNameId, from, to } }, signal }));
