import { isMainStatus, isSynonymStatus, LANGUAGES, type Effects, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import type { ChangeSet } from './change-set.js';

/** The calendar day of an instant in Norway, for "statistics as of a date". */
export const norwegianDay = (iso: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/**
 * Metrics counted per day:
 * - `taxa`: taxa (one per main name), `taxa.accepted`: taxa whose main name is accepted;
 * - `names`, `names.accepted`, `names.synonyms` (synonym or not in use);
 * - `vernacular.<lang>`, `vernacular.<lang>.recommended`, `vernacular.<lang>.alternative`.
 * The built-in spheres (negative ids) are not counted.
 */
const nameMetrics = (name: ScientificNameRecord | null): Record<string, number> => {
  if (!name || name.id < 0) return {};
  return {
    names: 1,
    'names.accepted': name.taxonomicStatus === 'Accepted' ? 1 : 0,
    'names.synonyms': isSynonymStatus(name.taxonomicStatus) ? 1 : 0,
    taxa: isMainStatus(name.taxonomicStatus) ? 1 : 0,
    'taxa.accepted': name.taxonomicStatus === 'Accepted' ? 1 : 0,
  };
};

const taxonMetrics = (taxon: TaxonRecord | null): Record<string, number> => {
  const metrics: Record<string, number> = {};
  if (!taxon || taxon.id < 0) return metrics;
  for (const language of LANGUAGES) {
    const names = taxon.vernacularNames.filter((v) => v.languageIsoCode === language);
    metrics[`vernacular.${language}`] = names.length;
    metrics[`vernacular.${language}.recommended`] = names.filter((v) => v.status === 'Recommended').length;
    metrics[`vernacular.${language}.alternative`] = names.filter((v) => v.status !== 'Recommended').length;
  }
  return metrics;
};

const addDifference = (changes: ChangeSet, day: string, before: Record<string, number>, after: Record<string, number>) => {
  for (const metric of new Set([...Object.keys(before), ...Object.keys(after)])) {
    changes.addStatistic(day, metric, (after[metric] ?? 0) - (before[metric] ?? 0));
  }
};

export const projectStatistics = (changes: ChangeSet, effects: Effects, time: string): void => {
  const day = norwegianDay(time);
  for (const { before, after } of effects.names) addDifference(changes, day, nameMetrics(before), nameMetrics(after));
  for (const { before, after } of effects.taxa) addDifference(changes, day, taxonMetrics(before), taxonMetrics(after));
};

/** Reads the counts of a statistics call from summed metrics (see the metric list above). */
export const statisticsCount = (
  kind: 'TaxonCount' | 'NamesCount' | 'NamesCountByLanguage',
  metrics: ReadonlyMap<string, number>,
  languageId?: string,
): { totalCount: number; acceptedCount: number; synonymsCount: number } => {
  const get = (metric: string) => metrics.get(metric) ?? 0;
  if (kind === 'TaxonCount') return { totalCount: get('taxa'), acceptedCount: get('taxa.accepted'), synonymsCount: get('names.synonyms') };
  if (kind === 'NamesCount') return { totalCount: get('names'), acceptedCount: get('names.accepted'), synonymsCount: get('names.synonyms') };
  const languages = languageId ? [languageId] : [...LANGUAGES];
  const sum = (suffix: string) => languages.reduce((total, language) => total + get(`vernacular.${language}${suffix}`), 0);
  return { totalCount: sum(''), acceptedCount: sum('.recommended'), synonymsCount: sum('.alternative') };
};
