import { query, requestJson } from './http';
import type { StatisticsCount, StatisticsDay } from './types';

const BASE = '/api/v1/Statistics';

export type StatisticsKind = 'TaxonCount' | 'NamesCount' | 'NamesCountByLanguage';

/** Counts as of a date (yyyy-mm-dd; today when absent); NamesCountByLanguage takes a language (nb, nn, se). */
export const fetchStatistics = (
  kind: StatisticsKind,
  options: { date?: string; languageId?: string } = {},
  signal?: AbortSignal,
): Promise<StatisticsCount> =>
  requestJson<StatisticsCount>(`${BASE}/${kind}${query({ languageId: options.languageId, date: options.date })}`, { signal });

/** The counts over time: one entry per day on which they changed (GET Statistics/OverTime). */
export const fetchStatisticsOverTime = (signal?: AbortSignal): Promise<{ days: StatisticsDay[] }> =>
  requestJson<{ days: StatisticsDay[] }>(`${BASE}/OverTime`, { signal });
