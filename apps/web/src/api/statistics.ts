import type { LanguageCode } from '@navnebase/domain';
import { answer, api } from './client';
import type { StatisticsCount, StatisticsDay } from './types';

export type StatisticsKind = 'TaxonCount' | 'NamesCount' | 'NamesCountByLanguage';

/** Counts as of a date (yyyy-mm-dd; today when absent); NamesCountByLanguage takes a language (nb, nn, se). */
export const fetchStatistics = (
  kind: StatisticsKind,
  options: { date?: string; languageId?: LanguageCode } = {},
  signal?: AbortSignal,
): Promise<StatisticsCount> =>
  kind === 'NamesCountByLanguage'
    ? answer(
        api.GET('/api/v1/Statistics/NamesCountByLanguage', {
          params: { query: { languageId: options.languageId, date: options.date } },
          signal,
        }),
      )
    : answer(api.GET(`/api/v1/Statistics/${kind}`, { params: { query: { date: options.date } }, signal }));

/** The counts over time: one entry per day on which they changed (GET Statistics/OverTime). */
export const fetchStatisticsOverTime = (signal?: AbortSignal): Promise<{ days: StatisticsDay[] }> =>
  answer(api.GET('/api/v1/Statistics/OverTime', { signal }));
