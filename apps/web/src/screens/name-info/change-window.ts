import { daysBefore } from '../../util/format';

export const WINDOW_CHOICES = [7, 30, 90, 365, 3650] as const;
export const DEFAULT_WINDOW_DAYS = 365;

export interface ChangeWindowRange {
  /** First day of the window (local midnight). */
  readonly from: Date;
  /** Last day of the window (local date). */
  readonly to: Date;
  /** What the API gets: instants, so local days are honoured. `toDate` is absent for the newest window. */
  readonly fromDate: string;
  readonly toDate?: string;
}

/** Window `page` (0 = the newest) of `days` days, ending today for page 0 and `page × days` days earlier for the others. */
export const changeWindow = (today: Date, days: number, page: number): ChangeWindowRange => {
  const to = daysBefore(today, page * days);
  const from = daysBefore(to, days - 1);
  const endOfTo = new Date(to.getFullYear(), to.getMonth(), to.getDate(), 23, 59, 59, 999);
  return { from, to, fromDate: from.toISOString(), ...(page > 0 ? { toDate: endOfTo.toISOString() } : {}) };
};
