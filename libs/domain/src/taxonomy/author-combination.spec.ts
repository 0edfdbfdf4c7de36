import { describe, expect, it } from '@jest/globals';
import { basionymAuthor, combinationAuthor, needsAuthorEditor, parenthesizedAuthor } from './author-combination.js';

describe('author of a new combination', () => {
  it('puts a zoological author in parentheses, once', () => {
    expect(combinationAuthor('Linnaeus, 1758', { isAnimal: true })).toBe('(Linnaeus, 1758)');
    expect(combinationAuthor('(Linnaeus, 1758)', { isAnimal: true })).toBe('(Linnaeus, 1758)');
    expect(combinationAuthor('  Pallas,   1771 ', { isAnimal: true })).toBe('(Pallas, 1771)');
    expect(combinationAuthor('', { isAnimal: true })).toBe('');
  });
  it('writes a botanical combination as (basionym author) combining author', () => {
    expect(combinationAuthor('L.', { isAnimal: false, authorEditor: 'Nyman' })).toBe('(L.) Nyman');
    expect(combinationAuthor('(Schleich.) Nyman', { isAnimal: false, authorEditor: 'Hultén' })).toBe('(Schleich.) Hultén');
    expect(combinationAuthor('', { isAnimal: false, authorEditor: 'Hultén' })).toBe('Hultén');
  });
  it('needs an author editor outside the animal kingdom', () => {
    expect(combinationAuthor('L.', { isAnimal: false })).toBe('');
    expect(needsAuthorEditor({ isAnimal: false, authorEditor: ' ' })).toBe(true);
    expect(needsAuthorEditor({ isAnimal: false, authorEditor: 'Nyman' })).toBe(false);
    expect(needsAuthorEditor({ isAnimal: true })).toBe(false);
  });
  it('reads the basionym author', () => {
    expect(parenthesizedAuthor('(L.) Nyman')).toBe('L.');
    expect(parenthesizedAuthor('L.')).toBeUndefined();
    expect(basionymAuthor('Fr.')).toBe('Fr.');
  });
  it('given authors with extra spaces, when combined, then spaces are folded and a bracketed author is kept once', () => {
    expect(parenthesizedAuthor(' ( L. ) Nyman')).toBe('L.');
    expect(parenthesizedAuthor('(L.')).toBeUndefined();
    expect(parenthesizedAuthor('Nyman (L.)')).toBeUndefined();
    expect(basionymAuthor(' Fr. ')).toBe('Fr.');
    expect(basionymAuthor('(Schleich.) Nyman')).toBe('Schleich.');
    expect(combinationAuthor(' (Pallas,  1771) ', { isAnimal: true })).toBe('(Pallas, 1771)');
    expect(combinationAuthor('   ', { isAnimal: true })).toBe('');
    expect(combinationAuthor(' L. ', { isAnimal: false, authorEditor: '  C.  Hartm. ' })).toBe('(L.) C. Hartm.');
    expect(combinationAuthor('L.', { isAnimal: false, authorEditor: '  ' })).toBe('');
    expect(needsAuthorEditor({ isAnimal: false })).toBe(true);
  });
});
