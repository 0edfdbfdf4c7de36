import { describe, expect, it } from '@jest/globals';
import { composeScientificName, nameWithAuthor, typedOwnPart, ownPart, preName, presentationName, presentationNameHtml } from './name-format.js';

describe('name formatting', () => {
  it('italicises genus and below, not higher ranks', () => {
    expect(presentationNameHtml({ scientificName: 'Ursus arctos', rank: 'Species' })).toBe('<i>Ursus arctos</i>');
    expect(presentationNameHtml({ scientificName: 'Ursidae', rank: 'Family' })).toBe('Ursidae');
    expect(presentationNameHtml({ scientificName: 'Ursus', rank: 'Genus' })).toBe('<i>Ursus</i>');
  });

  it('keeps rank markers and the hybrid sign upright', () => {
    expect(presentationNameHtml({ scientificName: 'Salix lapponum subsp. daphneola', rank: 'Subspecies' })).toBe(
      '<i>Salix lapponum</i> subsp. <i>daphneola</i>',
    );
    expect(presentationNameHtml({ scientificName: 'Carex ×halophila', rank: 'Species' })).toBe('<i>Carex</i> ×<i>halophila</i>');
    expect(presentationNameHtml({ scientificName: 'Bombus (Psithyrus)', rank: 'Subgenus' })).toBe('<i>Bombus</i> (<i>Psithyrus</i>)');
  });

  it('adds aggregate and sensu marks from attributes', () => {
    expect(presentationName({ scientificName: 'Pohlia nutans', rank: 'Species', attributes: ['Agg'] })).toBe('Pohlia nutans agg.');
    expect(presentationNameHtml({ scientificName: 'Pohlia nutans', rank: 'Species', attributes: ['SensuLato'] })).toBe('<i>Pohlia nutans</i> s.lat.');
  });

  it('escapes HTML in names', () => {
    expect(presentationNameHtml({ scientificName: 'A<b>', rank: 'Family' })).toBe('A&lt;b&gt;');
  });

  it('shows the parent pre-name plainly for genus and species parents, the subgenus in parentheses', () => {
    expect(preName({ scientificName: 'Ursus', rank: 'Genus' }, 'Species', true)).toBe('Ursus');
    expect(preName({ scientificName: 'Bombus (Psithyrus)', rank: 'Subgenus' }, 'Species', true)).toBe('Bombus (Psithyrus)');
    expect(preName({ scientificName: 'Salix lapponum', rank: 'Species' }, 'Subspecies', false)).toBe('Salix lapponum subsp.');
    expect(preName({ scientificName: 'Ursus arctos', rank: 'Species' }, 'Subspecies', true)).toBe('Ursus arctos');
    expect(preName({ scientificName: 'Ursidae', rank: 'Family' }, 'Genus', true)).toBe('');
  });

  it('composes the full name from the parent and the typed epithet', () => {
    expect(composeScientificName({ scientificName: 'Ursus', rank: 'Genus' }, 'Species', 'arctos', { isAnimal: true })).toBe('Ursus arctos');
    expect(composeScientificName({ scientificName: 'Bombus (Psithyrus)', rank: 'Subgenus' }, 'Species', 'rupestris', { isAnimal: true })).toBe(
      'Bombus rupestris',
    );
    expect(composeScientificName({ scientificName: 'Bombus', rank: 'Genus' }, 'Subgenus', 'Psithyrus', { isAnimal: true })).toBe(
      'Bombus (Psithyrus)',
    );
    expect(composeScientificName({ scientificName: 'Salix lapponum', rank: 'Species' }, 'Subspecies', 'daphneola', { isAnimal: false })).toBe(
      'Salix lapponum subsp. daphneola',
    );
    expect(composeScientificName({ scientificName: 'Ursus arctos', rank: 'Species' }, 'Subspecies', 'arctos', { isAnimal: true })).toBe(
      'Ursus arctos arctos',
    );
    expect(composeScientificName({ scientificName: 'Carex', rank: 'Genus' }, 'Species', 'halophila', { isAnimal: false, isHybrid: true })).toBe(
      'Carex ×halophila',
    );
    expect(composeScientificName({ scientificName: 'Ursidae', rank: 'Family' }, 'Genus', 'Ursus', { isAnimal: true })).toBe('Ursus');
  });

  it('finds the own part of a name and adds the author', () => {
    expect(ownPart('Ursus arctos', 'Species')).toBe('arctos');
    expect(ownPart('Bombus (Psithyrus)', 'Subgenus')).toBe('Psithyrus');
    expect(ownPart('Ursidae', 'Family')).toBe('Ursidae');
    expect(nameWithAuthor({ scientificName: 'Ursus arctos', rank: 'Species', author: 'Linnaeus, 1758' })).toBe('Ursus arctos Linnaeus, 1758');
  });

  it('takes the new part of a typed name and forgives a typed pre-name', () => {
    expect(typedOwnPart(' arctos ', 'Ursus')).toBe('arctos');
    expect(typedOwnPart('Ursus  arctos', 'Ursus')).toBe('arctos');
    expect(typedOwnPart('Psithyrus', 'Bombus (')).toBe('Psithyrus');
    expect(typedOwnPart('Bombus (Psithyrus)', 'Bombus (')).toBe('Psithyrus');
    expect(typedOwnPart('Ursus', '')).toBe('Ursus');
  });
});
