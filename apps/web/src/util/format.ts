import { STATISTICS_DECIMALS } from '../domain/constants';

const pad = (n: number) => String(n).padStart(2, '0');
const NBSP = '\u00a0';

/** 12345 → "12 345" (Norwegian digit grouping with a no-break space). */
export const formatNumber = (n: number): string => {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
};

/** Share of a total in percent with 2 decimals and a decimal comma: "93,71 %". A zero total gives "0,00 %". */
export const formatPercent = (part: number, total: number): string => {
  const value = total > 0 ? (part / total) * 100 : 0;
  return `${value.toFixed(STATISTICS_DECIMALS).replace('.', ',')}${NBSP}%`;
};

/** dd.mm.åååå in local time. */
export const formatDate = (value: Date | string): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
};

/** dd.mm.åååå tt:mm in local time (spec 1 §2, change log). */
export const formatDateTime = (value: Date | string): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** yyyy-mm-dd of a local date (what date inputs and the API's date parameters use). */
export const isoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A local date `days` days before `date`. */
export const daysBefore = (date: Date, days: number): Date => {
  const result = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  result.setDate(result.getDate() - days);
  return result;
};

/** Valid yyyy-mm-dd calendar date. */
export const isIsoDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
};
