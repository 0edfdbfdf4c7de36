import { describe, expect, it } from '@jest/globals';
import { optionalAsOf } from './as-of.js';

describe('asOf of a query', () => {
  it('reads a date as the end of that day in Norway (winter and summer time)', () => {
    expect(optionalAsOf('2026-01-15')).toBe('2026-01-15T22:59:59.999Z');
    expect(optionalAsOf('2026-07-01')).toBe('2026-07-01T21:59:59.999Z');
  });

  it('reads a date-time with a zone as that instant, and one without as Norwegian time', () => {
    expect(optionalAsOf('2026-01-15T10:30:00Z')).toBe('2026-01-15T10:30:00.000Z');
    expect(optionalAsOf('2026-01-15T10:30:00.25+02:00')).toBe('2026-01-15T08:30:00.250Z');
    expect(optionalAsOf('2026-07-01T12:00')).toBe('2026-07-01T10:00:00.000Z');
  });

  it('leaves an absent or empty value out', () => {
    expect(optionalAsOf(undefined)).toBeUndefined();
    expect(optionalAsOf('')).toBeUndefined();
  });

  it.each(['i går', '2026-02-30', '2026-01-15T25:00', '2026-01-15 10:00', '2026-01-15T10:00+25:00', '1700000000', ['2026-01-01']])(
    'refuses %p with a Norwegian 400',
    (value) => {
      expect(() => optionalAsOf(value)).toThrow(expect.objectContaining({ errorCode: 'INVALID_REQUEST', field: 'asOf' }));
    },
  );
});
