import { describe, expect, it } from '@jest/globals';
import { authorshipsAgree } from './authorship.js';

describe('authorshipsAgree: the same authors however they are written', () => {
  it.each([
    ['L.', 'Linnaeus, 1758'],
    ['Linnaeus', 'L.'],
    ['L., 1758', 'Linnaeus, 1758'],
    ['(L.) Mill.', '(Linnaeus) Miller'],
    ['(L.) Mill.', '(L.) Mill.'],
    ['(Raffles, 1821)', '(Raffles 1821)'],
    ['Merriam 1896', 'Merriam, 1896'],
    ['Hook. & Arn.', 'Hook. et Arn.'],
    ['Schltr. ex Mansf.', 'Mansf.'],
    ['Rchb. in Mossler', 'Rchb.'],
    ['Rosenmüller, 1794', 'Rosenmuller 1794'],
    ['Hook. in Benth.', 'Hooker'],
    ['ex Mansf.', 'Mansf.'],
    ['Linnaeus, 1758', 'L.'],
    ['(L. Mill.', 'L. Mill.'],
    ['Smith, 2005', 'Smith 2005'],
    ['Linnaeus (1758)', 'Linnaeus, 1758'],
    [' (L.) Mill.', '(L.)Mill.'],
  ])('%s and %s agree', (given, stored) => {
    expect(authorshipsAgree(given, stored)).toBe(true);
  });

  it.each([
    ['L.', 'Mill.'],
    ['Linnaeus, 1758', 'Linnaeus, 1753'],
    ['L.', '(L.) Mill.'],
    ['(L.) Mill.', 'L.'],
    ['Hook.', 'Hook. & Arn.'],
    ['DC.', 'de Candolle'],
    ['Pallas', 'Linnaeus, 1758'],
    ['1758', 'Linnaeus, 1758'],
    ['', 'L.'],
    ['', ''],
    ['Smith, 2005', 'Smith, 2006'],
    ['(L.) Mill.', '(Pall.) Mill.'],
    ['(Pall.) L.', 'L.'],
    ['(Pall.) L.', '(Mill.) L.'],
    ['Linnaeus (1758)', 'Pallas (1758)'],
    ['Mill. (L.)', 'Pall. (L.)'],
  ])('%s and %s do not agree', (given, stored) => {
    expect(authorshipsAgree(given, stored)).toBe(false);
  });
});
