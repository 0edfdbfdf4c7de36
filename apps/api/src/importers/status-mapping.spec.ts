import { describe, expect, it } from '@jest/globals';
import { isSynonymLike, mapStatus } from './status-mapping.js';

describe('mapStatus', () => {
  it('maps accepted, valid and Accepté to Accepted', () => {
    for (const value of ['accepted', 'ACCEPTED', 'valid', 'Accepté'])
      expect(mapStatus(value)).toEqual({ taxonomicStatus: 'Accepted', nomenclaturalStatuses: [] });
  });

  it('maps doubtful and provisionally accepted to Unresolved', () => {
    expect(mapStatus('doubtful')?.taxonomicStatus).toBe('Unresolved');
    expect(mapStatus('provisionally accepted')?.taxonomicStatus).toBe('Unresolved');
  });

  it('maps every kind of synonym to Synonym', () => {
    for (const value of [
      'synonym',
      'heterotypic synonym',
      'HETEROTYPIC_SYNONYM',
      'homotypic synonym',
      'proparte synonym',
      'proParteSynonym',
      'Synonyme',
    ]) {
      expect(mapStatus(value)).toEqual({ taxonomicStatus: 'Synonym', nomenclaturalStatuses: [] });
    }
  });

  it('maps misapplied to a synonym with nomenclatural status Misapplied', () => {
    expect(mapStatus('misapplied')).toEqual({ taxonomicStatus: 'Synonym', nomenclaturalStatuses: ['Misapplied'] });
  });

  it('leaves other values undefined', () => {
    expect(mapStatus('bare name')).toBeUndefined();
    expect(mapStatus('')).toBeUndefined();
  });

  it('tells synonym-like statuses apart', () => {
    expect(isSynonymLike('misapplied')).toBe(true);
    expect(isSynonymLike('Synonyme')).toBe(true);
    expect(isSynonymLike('accepted')).toBe(false);
    expect(isSynonymLike('')).toBe(false);
  });
});
