import { describe, expect, it } from '@jest/globals';
import { allowedChildRanks, allowedParentRanks } from '../../domain/ranks';
import { composeScientificName, nameHtmlFor, ownPartOf, ownPartProblem, preName } from './name-rules';

describe('ranks (spec 1 §4)', () => {
  it('knows the allowed child and parent ranks', () => {
    expect(allowedChildRanks('Genus')).toEqual(['Subgenus', 'Section', 'Species']);
    expect(allowedChildRanks('Form')).toEqual([]);
    expect(allowedParentRanks('Species')).toEqual(['Genus', 'Subgenus', 'Section']);
  });
});

describe('pre-name and composed name (spec 1 §5)', () => {
  const ursus = { scientificName: 'Ursus', rank: 'Genus' };
  const salix = { scientificName: 'Salix lapponum', rank: 'Species' };
  it('shows genus, species and section plainly, subgenus in parentheses, and the infraspecific marker for non-animals', () => {
    expect(preName(ursus, 'Species', true)).toBe('Ursus');
    expect(preName(ursus, 'Subgenus', true)).toBe('Ursus (');
    expect(preName({ scientificName: 'Salix', rank: 'Genus' }, 'Section', false)).toBe('Salix sect.');
    expect(preName(salix, 'Subspecies', false)).toBe('Salix lapponum subsp.');
    expect(preName({ scientificName: 'Ursus arctos', rank: 'Species' }, 'Subspecies', true)).toBe('Ursus arctos');
    expect(preName({ scientificName: 'Ursidae', rank: 'Family' }, 'Genus', true)).toBe('');
  });

  it('composes the full name', () => {
    expect(composeScientificName(ursus, 'Species', 'spelaeus', { isAnimal: true })).toBe('Ursus spelaeus');
    expect(composeScientificName(ursus, 'Subgenus', 'Euarctos', { isAnimal: true })).toBe('Ursus (Euarctos)');
    expect(composeScientificName(salix, 'Variety', 'daphneola', { isAnimal: false })).toBe('Salix lapponum var. daphneola');
    expect(composeScientificName(ursus, 'Species', 'nova', { isAnimal: true, isHybrid: true })).toBe('Ursus ×nova');
  });

  it('forgives a typed pre-name and wants one word', () => {
    expect(ownPartOf('Ursus spelaeus', 'Ursus')).toBe('spelaeus');
    expect(ownPartProblem('spelaeus')).toBeUndefined();
    expect(ownPartProblem('')).toBe('Dette feltet må fylles ut.');
    expect(ownPartProblem('spelaeus Rosenmüller')).toMatch(/bare inneholde den nye delen/);
  });

  it('formats names like the API', () => {
    expect(nameHtmlFor('Ursus spelaeus', 'Species')).toBe('<i>Ursus spelaeus</i>');
    expect(nameHtmlFor('Salix lapponum var. daphneola', 'Variety')).toBe('<i>Salix lapponum</i> var. <i>daphneola</i>');
    expect(nameHtmlFor('Ursidae', 'Family')).toBe('Ursidae');
  });
});
