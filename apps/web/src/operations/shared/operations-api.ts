import { answer, api } from '../../api/client';
import { query, requestJson } from '../../api/http';
import { fetchTaxonNameInfo } from '../../api/taxon-name';
import type { TreeNode } from '../../api/types';

/** GET /api/v1/Users/UserHasPermission?scientificNameId= (spec 1 §7): whether the user may change the name's taxon. */
export const fetchHasPermission = async (scientificNameId: number, signal?: AbortSignal): Promise<boolean> => {
  const answer = await requestJson<unknown>(`/api/v1/Users/UserHasPermission${query({ scientificNameId })}`, { signal });
  return (
    answer === true ||
    answer === 'true' ||
    (typeof answer === 'object' && answer !== null && (answer as { hasPermission?: unknown }).hasPermission === true)
  );
};

/** GET /api/v1/TaxonName/Children/ByScientificNameId/{id}: the child nodes of the name's taxon. */
export const fetchChildrenByScientificNameId = (scientificNameId: number, signal?: AbortSignal): Promise<TreeNode[]> =>
  answer(
    api.GET('/api/v1/TaxonName/Children/ByScientificNameId/{scientificNameId}', {
      params: { path: { scientificNameId: String(scientificNameId) } },
      signal,
    }),
  );

/** The query of a taxon's name info by scientific name id (shared cache key with the name page). */
export const taxonInfoQuery = (scientificNameId: number) => ({
  queryKey: ['taxon-name-info', scientificNameId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchTaxonNameInfo(scientificNameId, signal),
  staleTime: 30_000,
  retry: false,
});

export const childrenByNameQuery = (scientificNameId: number) => ({
  queryKey: ['children-by-name', scientificNameId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchChildrenByScientificNameId(scientificNameId, signal),
  staleTime: 30_000,
  retry: false,
});
