import { describe, expect, it } from '@jest/globals';
import {
  allowedChildRanks,
  allowedParentRanks,
  isAllowedChildRank,
  isBelow,
  isGenusOrBelow,
  isInfraspecific,
  isRank,
  isSpeciesOrBelow,
  parseRank,
  rankFromId,
  rankGroup,
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

  it('given ranks at the borders, when they are ordered, then genus and species count themselves and equal ranks are not below each other', () => {
    expect(isBelow('Genus', 'Genus')).toBe(false);
    expect(isBelow('Unknown', 'Form')).toBe(true);
    expect(isSpeciesOrBelow('Species')).toBe(true);
    expect(isSpeciesOrBelow('Section')).toBe(false);
    expect(isGenusOrBelow('Genus')).toBe(true);
    expect(isGenusOrBelow('Form')).toBe(true);
    expect(isGenusOrBelow('Subtribe')).toBe(false);
    expect(isGenusOrBelow('Unknown')).toBe(false);
    expect(['Species', 'Subspecies', 'Variety', 'Form', 'Unknown'].map((rank) => isInfraspecific(rank as never))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('given values that are not ranks, when parsed, then nothing is found', () => {
    expect(parseRank(' -1 ')).toBe('Root');
    expect(parseRank(' Genus ')).toBe('Genus');
    expect(parseRank('GENUS')).toBe('Genus');
    expect(parseRank(26)).toBeUndefined();
    expect(parseRank('1.5')).toBeUndefined();
    expect(parseRank('19a')).toBeUndefined();
    expect(parseRank(null)).toBeUndefined();
    expect(parseRank({ rank: 'Genus' })).toBeUndefined();
    expect(rankFromId(1000)).toBe('Unknown');
    expect(rankFromId(999)).toBeUndefined();
    expect(isRank('Genus')).toBe(true);
    expect(isRank('genus')).toBe(false);
    expect(isRank(19)).toBe(false);
  });

  it('given each rank, when grouped by the codes, then the groups start at superfamily, genus and species', () => {
    expect(RANKS.map((r) => [r.rank, rankGroup(r.rank) ?? null])).toEqual([
      ['Root', null],
      ['Sphere', null],
      ['Kingdom', 'higher'],
      ['Subkingdom', 'higher'],
      ['Phylum', 'higher'],
      ['Subphylum', 'higher'],
      ['Superclass', 'higher'],
      ['Class', 'higher'],
      ['Subclass', 'higher'],
      ['Infraclass', 'higher'],
      ['Cohort', 'higher'],
      ['Superorder', 'higher'],
      ['Order', 'higher'],
      ['Suborder', 'higher'],
      ['Infraorder', 'higher'],
      ['Superfamily', 'family'],
      ['Family', 'family'],
      ['Subfamily', 'family'],
      ['Tribe', 'family'],
      ['Subtribe', 'family'],
      ['Genus', 'genus'],
      ['Subgenus', 'genus'],
      ['Section', 'genus'],
      ['Species', 'species'],
      ['Subspecies', 'species'],
      ['Variety', 'species'],
      ['Form', 'species'],
      ['Unknown', null],
    ]);
  });
});
