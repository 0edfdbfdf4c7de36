import { describe, expect, it } from '@jest/globals';
import {
  attributeDisplay,
  isLanguageCode,
  isMainStatus,
  isNameAttribute,
  isNomenclaturalStatus,
  isReferenceType,
  isSynonymStatus,
  isTaxonomicStatus,
  parseVernacularNameStatus,
} from './statuses.js';

describe('Statuses, languages and reference types as sent', () => {
  it('are known by their exact names, nothing else', () => {
    expect([isTaxonomicStatus('Accepted'), isTaxonomicStatus('accepted'), isTaxonomicStatus(1)]).toEqual([true, false, false]);
    expect([isLanguageCode('se'), isLanguageCode('en'), isLanguageCode(undefined)]).toEqual([true, false, false]);
    expect([isNomenclaturalStatus('Dubious'), isNomenclaturalStatus('Hybrid'), isNomenclaturalStatus(null)]).toEqual([true, false, false]);
    expect([isNameAttribute('Hybrid'), isNameAttribute('Dubious'), isNameAttribute({})]).toEqual([true, false, false]);
    expect([isReferenceType('Doi'), isReferenceType('Book'), isReferenceType(3)]).toEqual([true, false, false]);
  });

  it('tell main names (accepted, unresolved) from synonyms (synonym, not in use)', () => {
    expect((['Accepted', 'Unresolved', 'Synonym', 'NotInUse'] as const).map((s) => [isMainStatus(s), isSynonymStatus(s)])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it('read a vernacular name status, Preferred as Recommended', () => {
    expect(['Recommended', 'Preferred', 'NotRecommended', 'Alternative', undefined].map(parseVernacularNameStatus)).toEqual([
      'Recommended',
      'Recommended',
      'NotRecommended',
      undefined,
      undefined,
    ]);
  });

  it('show an attribute by its abbreviation, else its Norwegian label, else its name (spec 1 §5)', () => {
    expect(attributeDisplay('NomenNudum')).toBe('nom. nud.');
    expect(attributeDisplay('CollectionOnly')).toBe('Navn kun til bruk i samling (eldre flagg)');
    expect(attributeDisplay('Hybrid')).toBe('Hybrid');
  });
});
