import { describe, expect, it } from '@jest/globals';
import { statisticsCount } from './statistics-projection.js';

describe('statistics counts from the summed metrics', () => {
  const metrics = new Map([
    ['taxa', 5],
    ['taxa.accepted', 3],
    ['names', 10],
    ['names.accepted', 3],
    ['names.synonyms', 4],
    ['vernacular.nb', 2],
    ['vernacular.nb.recommended', 1],
    ['vernacular.nb.alternative', 1],
  ]);

  it('answers the taxa with an unresolved main name, and counts synonyms as names', () => {
    expect(statisticsCount('TaxonCount', metrics)).toEqual({ totalCount: 5, acceptedCount: 3, synonymsCount: 4, unresolvedCount: 2 });
  });

  it('answers the names with the status unresolved: neither accepted nor synonym nor not in use', () => {
    expect(statisticsCount('NamesCount', metrics)).toEqual({ totalCount: 10, acceptedCount: 3, synonymsCount: 4, unresolvedCount: 3 });
  });

  it('answers vernacular names without an unresolved count', () => {
    expect(statisticsCount('NamesCountByLanguage', metrics, 'nb')).toEqual({ totalCount: 2, acceptedCount: 1, synonymsCount: 1 });
  });
});
