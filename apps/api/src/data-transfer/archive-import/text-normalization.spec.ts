import { describe, expect, it } from '@jest/globals';
import { clean } from './text-normalization.js';

describe('clean', () => {
  it.each([
    ['Aus bus', 'Aus bus'],
    ['  Aus bus', 'Aus bus'],
    ['Aus bus  ', 'Aus bus'],
    ['Aus  bus', 'Aus bus'],
    ['Aus\tbus', 'Aus bus'],
    ['Aus\u00a0bus', 'Aus bus'],
    ['Aus \u2003 bus', 'Aus bus'],
    ['Aus\r\nbus', 'Aus bus'],
    ['\n', ''],
    ['L.', 'L.'],
  ])('given %j, answers %j', (given, expected) => {
    expect(clean(given)).toBe(expected);
  });

  it('answers the empty text for nothing', () => {
    expect(clean(undefined)).toBe('');
    expect(clean(null)).toBe('');
    expect(clean('')).toBe('');
  });
});
