import { describe, expect, it } from '@jest/globals';
import type { LanguageCode } from '@navnebase/domain';
import { mapLanguage, nearestLanguage } from './language-mapping.js';

const CASES: readonly [string, LanguageCode][] = [
  ['nb', 'nb'],
  ['NB', 'nb'],
  ['nob', 'nb'],
  ['no', 'nb'],
  ['nor', 'nb'],
  ['nb-NO', 'nb'],
  ['nb_NO', 'nb'],
  ['Norwegian', 'nb'],
  ['Norwegian Bokmål', 'nb'],
  ['Norwegian, Bokmål', 'nb'],
  ['Norsk bokmål', 'nb'],
  ['Bokmål', 'nb'],
  ['nn', 'nn'],
  ['nno', 'nn'],
  ['nn-NO', 'nn'],
  ['Norwegian Nynorsk', 'nn'],
  ['Norsk nynorsk', 'nn'],
  ['Nynorsk', 'nn'],
  ['se', 'se'],
  ['sme', 'se'],
  ['se-NO', 'se'],
  ['Northern Sami', 'se'],
  ['North Saami', 'se'],
  ['Nordsamisk', 'se'],
  ['Davvisámegiella', 'se'],
];

describe('mapLanguage', () => {
  it.each(CASES)('reads %p as %p', (value, code) => expect(mapLanguage(value)).toBe(code));

  it.each(['eng', 'en', 'spa', 'fra', 'Français', 'Anglais', 'sv', 'da', 'fi', '', undefined])('leaves %p undefined', (value) =>
    expect(mapLanguage(value)).toBeUndefined(),
  );
});

describe('nearestLanguage', () => {
  it.each([
    ['Norwegain', 'norwegian'],
    ['Nynorks', 'nynorsk'],
  ] as const)('suggests %p → %p', (value, expected) => expect(nearestLanguage(value)).toBe(expected));

  it.each(['en', 'sv', 'fin', 'English', 'Français'])('suggests nothing for %p (another language)', (value) =>
    expect(nearestLanguage(value)).toBeUndefined(),
  );
});
