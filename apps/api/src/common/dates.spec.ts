import { describe, expect, it } from '@jest/globals';
import { isIsoDate, optionalIsoDate } from './dates.js';

describe('query dates', () => {
  it('accepts calendar dates written YYYY-MM-DD, leap days only in leap years', () => {
    for (const date of ['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(isIsoDate(date)).toBe(true);
  });
  it('refuses numbers, timestamps, impossible days and year zero', () => {
    for (const date of [
      '-1',
      '0',
      '2026',
      '2026-1-1',
      '2026-02-30',
      '2023-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-04-31',
      '0000-01-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
    ])
      expect(isIsoDate(date)).toBe(false);
  });
  it('answers undefined for an absent or empty date and a 400 naming the field for a list or a wrong text', () => {
    expect(optionalIsoDate(undefined, 'date')).toBeUndefined();
    expect(optionalIsoDate('', 'date')).toBeUndefined();
    expect(optionalIsoDate('2026-01-31', 'date')).toBe('2026-01-31');
    expect(() => optionalIsoDate(['2026-01-01', '2026-01-02'], 'fromDate')).toThrow(
      expect.objectContaining({ errorCode: 'INVALID_REQUEST', field: 'fromDate' }),
    );
    expect(() => optionalIsoDate('-1', 'fromDate')).toThrow('Ugyldig dato. Bruk formatet ÅÅÅÅ-MM-DD.');
  });
});
