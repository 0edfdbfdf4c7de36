import { describe, expect, it } from '@jest/globals';
import type { MappedStatus } from './status-mapping.js';
import { isSynonymLike, isTranslatedStatus, mapStatus, nearestStatus } from './status-mapping.js';

const accepted: MappedStatus = { taxonomicStatus: 'Accepted', nomenclaturalStatuses: [] };
const unresolved: MappedStatus = { taxonomicStatus: 'Unresolved', nomenclaturalStatuses: [] };
const synonym: MappedStatus = { taxonomicStatus: 'Synonym', nomenclaturalStatuses: [] };
const notInUse: MappedStatus = { taxonomicStatus: 'NotInUse', nomenclaturalStatuses: [] };
const misapplied: MappedStatus = { taxonomicStatus: 'Synonym', nomenclaturalStatuses: ['Misapplied'] };

/** Spellings found in published checklists, with what the register reads them as. */
const CASES: readonly [string, MappedStatus][] = [
  ['accepted', accepted],
  ['ACCEPTED', accepted],
  ['Accepted name', accepted],
  ['valid', accepted],
  ['Valid', accepted],
  ['Accepté', accepted],
  ['gjeldende', accepted],
  ['Gyldig', accepted],
  ['doubtful', unresolved],
  ['provisionally accepted', unresolved],
  ['PROVISIONALLY_ACCEPTED', unresolved],
  ['nomen dubium', unresolved],
  ['nom. dub.', unresolved],
  ['Uavklart', unresolved],
  ['synonym', synonym],
  ['heterotypic synonym', synonym],
  ['HETEROTYPIC_SYNONYM', synonym],
  ['homotypicSynonym', synonym],
  ['homotypic synonym', synonym],
  ['proparte synonym', synonym],
  ['proParteSynonym', synonym],
  ['pro-parte synonym', synonym],
  ['Synonyme', synonym],
  ['invalid', synonym],
  ['Invalid name', synonym],
  ['ugyldig', synonym],
  ['not in use', notInUse],
  ['Ikke lenger i bruk', notInUse],
  ['misapplied', misapplied],
  ['MISAPPLIED', misapplied],
  ['misapplied name', misapplied],
];

describe('mapStatus', () => {
  it.each(CASES)('reads %p', (value, expected) => expect(mapStatus(value)).toEqual(expected));

  it.each(['bare name', 'unranked', '', '   '])('leaves %p undefined', (value) => expect(mapStatus(value)).toBeUndefined());

  it('tells synonym-like statuses apart', () => {
    expect(isSynonymLike('misapplied')).toBe(true);
    expect(isSynonymLike('Synonyme')).toBe(true);
    expect(isSynonymLike('invalid')).toBe(true);
    expect(isSynonymLike('accepted')).toBe(false);
    expect(isSynonymLike('nomen dubium')).toBe(false);
    expect(isSynonymLike('')).toBe(false);
  });
});

describe('isTranslatedStatus', () => {
  it.each([
    ['valid', true],
    ['invalid', true],
    ['nomen dubium', true],
    ['Accepté', true],
    ['gjeldende', true],
    ['accepted', false],
    ['HETEROTYPIC_SYNONYM', false],
    ['doubtful', false],
    ['misapplied', false],
    ['bare name', false],
  ] as const)('%p → %p', (value, expected) => expect(isTranslatedStatus(value)).toBe(expected));
});

describe('nearestStatus', () => {
  it.each([
    ['acepted', 'accepted'],
    ['synonim', 'synonym'],
    ['Invalide', 'invalid'],
    ['heterotypic synonyme', 'heterotypic synonym'],
    ['nomen dubim', 'nomen dubium'],
  ] as const)('suggests %p → %p', (value, expected) => expect(nearestStatus(value)).toBe(expected));

  it.each(['bare name', 'incertae sedis', ''])('suggests nothing for %p', (value) => expect(nearestStatus(value)).toBeUndefined());
});
