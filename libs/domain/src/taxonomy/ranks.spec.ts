import { describe, expect, it } from '@jest/globals';
import {
  allowedChildRanks,
  allowedParentRanks,
  isAllowedChildRank,
  isBelow,
  isSpeciesOrBelow,
  parseRank,
  rankId,
  rankLabel,
  RANKS,
} from './ranks.js';

describe('ranks', () => {
  it('are numbered as in the spec, from Root -1 to Form 25 and Unknown 1000', () => {
    expect(rankId('Root')).toBe(-1);
    expect(rankId('Sphere')).toBe(0);
    expect(rankId('Genus')).toBe(19);
    expect(rankId('Species')).toBe(22);
    expect(rankId('Form')).toBe(25);
    expect(rankId('Unknown')).toBe(1000);
    expect(RANKS).toHaveLength(28);
  });

  it('have Norwegian labels', () => {
    expect(rankLabel('Kingdom')).toBe('Rike');
    expect(rankLabel('Phylum')).toBe('Rekke');
    expect(rankLabel('Genus')).toBe('Slekt');
    expect(rankLabel('Species')).toBe('Art');
  });

  it('parse from names in any case and from numeric ids', () => {
    expect(parseRank('species')).toBe('Species');
    expect(parseRank(22)).toBe('Species');
    expect(parseRank('19')).toBe('Genus');
    expect(parseRank('superkingdom')).toBeUndefined();
  });

  it('allow the child ranks of spec 1 §4', () => {
    expect(allowedChildRanks('Family')).toEqual(['Subfamily', 'Tribe', 'Genus']);
    expect(allowedChildRanks('Genus')).toEqual(['Subgenus', 'Section', 'Species']);
    expect(allowedChildRanks('Variety')).toEqual([]);
    expect(isAllowedChildRank('Genus', 'Species')).toBe(true);
    expect(isAllowedChildRank('Family', 'Species')).toBe(false);
    expect(allowedParentRanks('Genus')).toEqual(['Family', 'Subfamily', 'Tribe', 'Subtribe']);
  });

  it('order ranks, with species and below recognised', () => {
    expect(isBelow('Species', 'Genus')).toBe(true);
    expect(isBelow('Genus', 'Species')).toBe(false);
    expect(isSpeciesOrBelow('Subspecies')).toBe(true);
    expect(isSpeciesOrBelow('Genus')).toBe(false);
    expect(isSpeciesOrBelow('Unknown')).toBe(false);
  });
});
