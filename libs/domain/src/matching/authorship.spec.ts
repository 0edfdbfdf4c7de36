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
  ])('%s and %s do not agree', (given, stored) => {
    expect(authorshipsAgree(given, stored)).toBe(false);
  });
});
