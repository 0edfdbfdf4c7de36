import { Errors } from '@navnebase/domain';
import { isIsoDate } from './dates.js';

/** The register's days are Norwegian days: a date alone means the end of that day in this zone. */
export const REGISTER_TIME_ZONE = 'Europe/Oslo';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The zone's offset from UTC at an instant, in milliseconds. */
const offsetAt = (utcMillis: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMillis));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(utcMillis / 1000) * 1000;
};

/** A wall-clock time of the zone as a UTC instant (the earlier one when the clock is turned back). */
const zonedToUtc = (wallMillis: number, timeZone: string): number => {
  let utc = wallMillis - offsetAt(wallMillis, timeZone);
  utc = wallMillis - offsetAt(utc, timeZone);
  return utc;
};

/**
 * `asOf` of a query: an ISO date (the end of that day in Norway) or date-time (with `Z` or an offset; without one, Norwegian
 * time), as an ISO instant in UTC. Absent or empty is undefined; anything else is a 400 naming the field.
 */
export const optionalAsOf = (value: unknown, field = 'asOf'): string | undefined => {
  if (value === undefined || value === '') return undefined;
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  const refuse = () =>
    Errors.invalidRequest('Ugyldig tidspunkt. Bruk en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm, gjerne med sone).', field);
  if (!match || !isIsoDate(match[1]!)) throw refuse();
  const [year, month, day] = match[1]!.split('-').map(Number) as [number, number, number];
  if (match[2] === undefined) {
    // The end of the day: just before the next day begins in Norway.
    return new Date(zonedToUtc(Date.UTC(year, month - 1, day + 1), REGISTER_TIME_ZONE) - 1).toISOString();
  }
  const [hour, minute, second, fraction] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0), Number((match[5] ?? '0').padEnd(3, '0'))];
  if (hour > 23 || minute > 59 || second > 59) throw refuse();
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, fraction);
  const zone = match[6];
  if (zone === undefined) return new Date(zonedToUtc(wall, REGISTER_TIME_ZONE)).toISOString();
  if (zone === 'Z') return new Date(wall).toISOString();
  const sign = zone.startsWith('-') ? -1 : 1;
  const [zh, zm] = zone.slice(1).split(':').map(Number) as [number, number];
  if (zh > 23 || zm > 59) throw refuse();
  return new Date(wall - sign * (zh * 60 + zm) * 60_000).toISOString();
};
