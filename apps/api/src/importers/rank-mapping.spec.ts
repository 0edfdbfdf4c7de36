import { describe, expect, it } from '@jest/globals';
import { mapRank } from './rank-mapping.js';

describe('mapRank', () => {
  it('reads English rank names in any case', () => {
    expect(mapRank('species')).toBe('Species');
    expect(mapRank('SUBSPECIES')).toBe('Subspecies');
    expect(mapRank(' Infraclass ')).toBe('Infraclass');
    expect(mapRank('superorder')).toBe('Superorder');
    expect(mapRank('cohort')).toBe('Cohort');
    expect(mapRank('variety')).toBe('Variety');
  });

  it('reads ColDP and Darwin Core abbreviations', () => {
    expect(mapRank('subsp.')).toBe('Subspecies');
    expect(mapRank('ssp.')).toBe('Subspecies');
    expect(mapRank('var.')).toBe('Variety');
    expect(mapRank('f.')).toBe('Form');
    expect(mapRank('form')).toBe('Form');
    expect(mapRank('forma')).toBe('Form');
    expect(mapRank('division')).toBe('Phylum');
  });

  it('reads the French vocabulary of Bryoquel, with or without accents', () => {
    expect(mapRank('Espèce')).toBe('Species');
    expect(mapRank('Sous-espèce')).toBe('Subspecies');
    expect(mapRank('Variété')).toBe('Variety');
    expect(mapRank('Espece')).toBe('Species');
  });

  it("reads the register's own Norwegian labels", () => {
    expect(mapRank('Slekt')).toBe('Genus');
    expect(mapRank('underart')).toBe('Subspecies');
  });

  it('leaves ranks the register does not have, and the built-in ones, undefined', () => {
    for (const value of ['superkingdom', 'infrakingdom', 'superphylum', 'infraphylum', 'unranked', 'root', 'sphere', 'unknown', '', undefined]) {
      expect(mapRank(value)).toBeUndefined();
    }
  });
});
