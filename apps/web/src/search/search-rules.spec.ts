import { describe, expect, it } from '@jest/globals';
import type { LanguageCode } from '@navnebase/domain';
import type { SearchHit } from '../api/types';
import { shownVernacularNames } from './HitSummary';
import { isSearchable, searchDelay, searchPageUrl } from './search-rules';

describe('search trigger rules (spec 1 §4, §9)', () => {
  it('needs two characters, or the hybrid sign ×', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('u')).toBe(false);
    expect(isSearchable(' u ')).toBe(false);
    expect(isSearchable('ur')).toBe(true);
    expect(isSearchable('×')).toBe(true);
  });

  it('searches at once at lengths that are multiples of 5 or after a trailing space, otherwise after 300 ms', () => {
    expect(searchDelay('u')).toBeUndefined();
    expect(searchDelay('ur')).toBe(300);
    expect(searchDelay('urs')).toBe(300);
    expect(searchDelay('ursu')).toBe(300);
    expect(searchDelay('ursus')).toBe(0);
    expect(searchDelay('ursus ')).toBe(0);
    expect(searchDelay('ursus a')).toBe(300);
    expect(searchDelay('ursus arct')).toBe(0);
    expect(searchDelay('bj ')).toBe(0);
    expect(searchDelay('×')).toBe(300);
  });

  it('builds the full results address', () => {
    expect(searchPageUrl(' brunbjørn ')).toBe('/search?searchString=brunbj%C3%B8rn');
  });
});

describe('vernacular names of a hit', () => {
  const hit = (preferred: [string, LanguageCode, boolean][], alternatives: [string, LanguageCode, boolean][]): SearchHit => ({
    taxonId: 1,
    acceptedScientificName: {
      nameId: 1,
      nameFormatted: 'X',
      name: 'X',
      author: '',
      rank: 'Species',
      taxonomicStatus: 'Accepted',
      isSearchMatch: false,
    },
    scientificNameSynonyms: [],
    preferredVernacularNames: preferred.map(([name, nameLanguageIso, isSearchMatch]) => ({ name, nameLanguageIso, isSearchMatch })),
    vernacularNameSynonyms: alternatives.map(([name, nameLanguageIso, isSearchMatch]) => ({ name, nameLanguageIso, isSearchMatch })),
  });

  it('shows the matching names; a matching alternative comes after the recommended name of its language', () => {
    expect(
      shownVernacularNames(
        hit(
          [
            ['brunbjørn', 'nb', false],
            ['guovža', 'se', false],
          ],
          [['bjørn', 'nb', true]],
        ),
      ).map((v) => [v.name, v.preferred]),
    ).toEqual([
      ['brunbjørn', true],
      ['bjørn', false],
    ]);
    expect(
      shownVernacularNames(
        hit(
          [
            ['brunbjørn', 'nn', true],
            ['brunbjørn', 'nb', true],
          ],
          [],
        ),
      ).map((v) => v.language),
    ).toEqual(['nb', 'nn']);
  });

  it('shows the bokmål recommended name when the match was on the scientific name', () => {
    expect(
      shownVernacularNames(
        hit(
          [
            ['guovža', 'se', false],
            ['brunbjørn', 'nb', false],
          ],
          [],
        ),
      ).map((v) => v.name),
    ).toEqual(['brunbjørn']);
  });
});
