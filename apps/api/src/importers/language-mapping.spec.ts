import { describe, expect, it } from '@jest/globals';
import { mapLanguage } from './language-mapping.js';

describe('mapLanguage', () => {
  it('maps Norwegian bokmål codes and names to nb', () => {
    for (const value of ['nb', 'nob', 'no', 'nor', 'Norwegian', 'Norsk bokmål', 'NB', 'nb-NO']) expect(mapLanguage(value)).toBe('nb');
  });

  it('maps nynorsk to nn', () => {
    for (const value of ['nn', 'nno', 'Norsk nynorsk']) expect(mapLanguage(value)).toBe('nn');
  });

  it('maps Northern Sami to se', () => {
    for (const value of ['se', 'sme', 'Northern Sami', 'Nordsamisk']) expect(mapLanguage(value)).toBe('se');
  });

  it('leaves every other language undefined', () => {
    for (const value of ['eng', 'en', 'spa', 'fra', 'Français', 'Anglais', 'sv', 'da', '', undefined]) expect(mapLanguage(value)).toBeUndefined();
  });
});
