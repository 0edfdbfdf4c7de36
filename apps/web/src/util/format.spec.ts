import { describe, expect, it } from '@jest/globals';
import { changeWindow } from '../screens/name-info/change-window';
import { daysBefore, formatDate, formatDateTime, formatNumber, formatPercent, isIsoDate, isoDate } from './format';

describe('formatting', () => {
  it('shows percentages with two decimals and a decimal comma', () => {
    expect(formatPercent(1, 3)).toBe('33,33\u00a0%');
    expect(formatPercent(29, 445)).toBe('6,52\u00a0%');
    expect(formatPercent(5, 5)).toBe('100,00\u00a0%');
    expect(formatPercent(0, 0)).toBe('0,00\u00a0%');
  });

  it('groups digits with a no-break space', () => {
    expect(formatNumber(445)).toBe('445');
    expect(formatNumber(12345)).toBe('12\u00a0345');
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
  });

  it('shows dates as dd.mm.åååå and times as tt:mm in local time', () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 7))).toBe('05.01.2026');
    expect(formatDateTime(new Date(2026, 10, 22, 14, 3))).toBe('22.11.2026 14:03');
  });

  it('knows valid ISO dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28.02.2026')).toBe(false);
    expect(isoDate(daysBefore(new Date(2026, 2, 1), 1))).toBe('2026-02-28');
  });
});

describe('change log window', () => {
  const today = new Date(2026, 10, 22, 15, 30);

  it('covers the last N days up to now for the first page', () => {
    const w = changeWindow(today, 30, 0);
    expect(formatDate(w.from)).toBe('24.10.2026');
    expect(formatDate(w.to)).toBe('22.11.2026');
    expect(w.fromDate).toBe(new Date(2026, 9, 24).toISOString());
    expect(w.toDate).toBeUndefined();
  });

  it('moves a whole window back per page, ending at the end of its last day', () => {
    const w = changeWindow(today, 30, 1);
    expect(formatDate(w.from)).toBe('24.09.2026');
    expect(formatDate(w.to)).toBe('23.10.2026');
    expect(w.toDate).toBe(new Date(2026, 9, 23, 23, 59, 59, 999).toISOString());
  });
});
