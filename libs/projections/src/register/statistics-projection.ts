import { isMainStatus, isSynonymStatus, LANGUAGES, type Effects, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import type { StatisticsCount, StatisticsDay } from '../read-models.js';
import type { ChangeSet } from './change-set.js';

const osloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in Norway, for "statistics as of a date". */
export const norwegianDay = (iso: string): string => osloDay.format(new Date(iso));

/**
 * Metrics counted per day:
 * - `taxa`: taxa (one per main name), `taxa.accepted`: taxa whose main name is accepted;
 * - `names`, `names.accepted`, `names.synonyms` (synonym or not in use);
 * - `vernacular.<lang>`, `vernacular.<lang>.recommended`, `vernacular.<lang>.alternative`.
 * The built-in spheres (negative ids) are not counted.
 */
type Add = (metric: string, delta: number) => void;

const addNameMetrics = (add: Add, name: ScientificNameRecord | null, sign: number) => {
  if (!name || name.id < 0) return;
  add('names', sign);
  if (name.taxonomicStatus === 'Accepted') {
    add('names.accepted', sign);
    add('taxa.accepted', sign);
  }
  if (isSynonymStatus(name.taxonomicStatus)) add('names.synonyms', sign);
  if (isMainStatus(name.taxonomicStatus)) add('taxa', sign);
};

const VERNACULAR_METRICS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { all: `vernacular.${language}`, recommended: `vernacular.${language}.recommended`, alternative: `vernacular.${language}.alternative` },
  ]),
) as Record<(typeof LANGUAGES)[number], { all: string; recommended: string; alternative: string }>;

const addTaxonMetrics = (add: Add, taxon: TaxonRecord | null, sign: number) => {
  if (!taxon || taxon.id < 0) return;
  for (const v of taxon.vernacularNames) {
    const metrics = VERNACULAR_METRICS[v.languageIsoCode];
    if (!metrics) continue;
    add(metrics.all, sign);
    add(v.status === 'Recommended' ? metrics.recommended : metrics.alternative, sign);
  }
};

/** Adds an event's statistic deltas (after minus before, per metric) for the day of the event. */
export const projectStatistics = (changes: ChangeSet, effects: Effects, time: string): void => {
  const deltas = new Map<string, number>();
  const add: Add = (metric, delta) => deltas.set(metric, (deltas.get(metric) ?? 0) + delta);
  for (const { before, after } of effects.names) {
    addNameMetrics(add, before, -1);
    addNameMetrics(add, after, 1);
  }
  for (const { before, after } of effects.taxa) {
    addTaxonMetrics(add, before, -1);
    addTaxonMetrics(add, after, 1);
  }
  if (deltas.size === 0) return;
  const day = norwegianDay(time);
  for (const [metric, delta] of deltas) changes.addStatistic(day, metric, delta);
};

/**
 * The counts over time from the running totals of each metric on the days it changed (`totals`: day → metric → total
 * up to and including that day): one entry per day, each metric carried forward from the last day it changed.
 */
export const statisticsDays = (totals: ReadonlyMap<string, ReadonlyMap<string, number>>): StatisticsDay[] => {
  const current = new Map<string, number>();
  return [...totals.keys()].sort().map((day) => {
    for (const [metric, total] of totals.get(day)!) current.set(metric, total);
    const get = (metric: string) => current.get(metric) ?? 0;
    return {
      day,
      taxa: get('taxa'),
      names: get('names'),
      synonyms: get('names.synonyms'),
      vernacular: Object.fromEntries(LANGUAGES.map((language) => [language, get(`vernacular.${language}`)])),
    };
  });
};

/** Reads the counts of a statistics call from summed metrics (see the metric list above). */
export const statisticsCount = (
  kind: 'TaxonCount' | 'NamesCount' | 'NamesCountByLanguage',
  metrics: ReadonlyMap<string, number>,
  languageId?: string,
): StatisticsCount => {
  const get = (metric: string) => metrics.get(metric) ?? 0;
  // Every taxon has one main name, accepted or unresolved; every name is accepted, unresolved, synonym or not in use.
  if (kind === 'TaxonCount') {
    const [taxa, accepted] = [get('taxa'), get('taxa.accepted')];
    return { totalCount: taxa, acceptedCount: accepted, synonymsCount: get('names.synonyms'), unresolvedCount: taxa - accepted };
  }
  if (kind === 'NamesCount') {
    const [names, accepted, synonyms] = [get('names'), get('names.accepted'), get('names.synonyms')];
    return { totalCount: names, acceptedCount: accepted, synonymsCount: synonyms, unresolvedCount: names - accepted - synonyms };
  }
  const languages = languageId ? [languageId] : [...LANGUAGES];
  const sum = (suffix: string) => languages.reduce((total, language) => total + get(`vernacular.${language}${suffix}`), 0);
  return { totalCount: sum(''), acceptedCount: sum('.recommended'), synonymsCount: sum('.alternative') };
};
