import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../api/http';

/** The running institution's own details (GET /api/v1/Settings, from the server's configuration); null: not set. */
export interface SiteSettings {
  readonly name: string | null;
  readonly contactEmail: string | null;
  /** The external taxon page, with `{taxonId}` where the id goes. */
  readonly taxonPageUrl: string | null;
  readonly siteSearchUrl: string | null;
}

export const NO_SETTINGS: SiteSettings = { name: null, contactEmail: null, taxonPageUrl: null, siteSearchUrl: null };

/** The settings, fetched once per page load; until they come (or when they fail), nothing of them is shown. */
export const useSiteSettings = (): SiteSettings => {
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: ({ signal }) => requestJson<SiteSettings>('/api/v1/Settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data ?? NO_SETTINGS;
};

/** The external taxon page of a taxon, or undefined when none is configured. */
export const taxonPageUrl = (settings: SiteSettings, taxonId: number): string | undefined =>
  settings.taxonPageUrl ? settings.taxonPageUrl.replaceAll('{taxonId}', String(taxonId)) : undefined;
