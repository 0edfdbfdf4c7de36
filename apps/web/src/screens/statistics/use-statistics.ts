import { useQueries } from '@tanstack/react-query';
import { LANGUAGES, type LanguageCode } from '@navnebase/domain';
import { fetchStatistics, type StatisticsKind } from '../../api/statistics';
import type { StatisticsCount } from '../../api/types';

export interface RegisterStatistics {
  readonly taxa: StatisticsCount;
  readonly names: StatisticsCount;
  readonly vernacular: StatisticsCount;
  readonly vernacularByLanguage: Readonly<Record<LanguageCode, StatisticsCount>>;
}

const statisticsQuery = (kind: StatisticsKind, date?: string, languageId?: LanguageCode) => ({
  queryKey: ['statistics', kind, date ?? 'today', languageId ?? 'all'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchStatistics(kind, { date, languageId }, signal),
  staleTime: 60_000,
  retry: false,
});

/** All counts as of a date (today when undefined); `withLanguages` adds vernacular names per language. */
export const useStatistics = (date?: string, withLanguages = true) => {
  const languages = withLanguages ? LANGUAGES : [];
  const results = useQueries({
    queries: [
      statisticsQuery('TaxonCount', date),
      statisticsQuery('NamesCount', date),
      statisticsQuery('NamesCountByLanguage', date),
      ...languages.map((language) => statisticsQuery('NamesCountByLanguage', date, language)),
    ],
  });
  const error = results.find((r) => r.error)?.error ?? null;
  const pending = results.some((r) => r.isPending);
  const fetching = results.some((r) => r.isFetching);
  if (pending || error) return { data: undefined, error, pending, fetching };
  const [taxa, names, vernacular, ...perLanguage] = results.map((r) => r.data!) as StatisticsCount[];
  const empty: StatisticsCount = { totalCount: 0, acceptedCount: 0, synonymsCount: 0 };
  const vernacularByLanguage = Object.fromEntries(LANGUAGES.map((language, index) => [language, perLanguage[index] ?? empty])) as Record<
    LanguageCode,
    StatisticsCount
  >;
  const data: RegisterStatistics = { taxa: taxa!, names: names!, vernacular: vernacular!, vernacularByLanguage };
  return { data, error, pending, fetching };
};
