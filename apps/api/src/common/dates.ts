import { Errors } from '@navnebase/domain';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar date written YYYY-MM-DD (year 0001–9999, a day that exists in that month). */
export const isIsoDate = (value: string): boolean => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= DAYS_IN_MONTH[month - 1]! + (month === 2 && isLeapYear(year) ? 1 : 0);
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * An optional date of a query (`?date=2026-01-31`): absent or empty is undefined; anything else must be one
 * calendar date (not a list, not a number or a timestamp), or the request is refused with a 400 naming the field.
 */
export const optionalIsoDate = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !isIsoDate(value)) throw Errors.invalidRequest('Ugyldig dato. Bruk formatet ÅÅÅÅ-MM-DD.', field);
  return value;
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * An optional date or instant of a query: a calendar date (YYYY-MM-DD) or a date-time with its zone (the web app's
 * change log sends the start of a local day as an instant). Anything else is a 400 naming the field.
 */
export const optionalIsoDateOrInstant = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (isIsoDate(value) || (INSTANT.test(value) && isIsoDate(value.slice(0, 10))))) return value;
  throw Errors.invalidRequest('Ugyldig dato. Bruk formatet ÅÅÅÅ-MM-DD eller et tidspunkt med sone (ÅÅÅÅ-MM-DDTtt:mm:ssZ).', field);
};
