import { describe, expect, it } from '@jest/globals';
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
