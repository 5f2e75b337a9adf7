/**
 * Career and education dates keep the precision they were given: a year ('2016'), a month
 * ('2019-03') or a day ('2019-03-04'). A year is never padded to a day, so a resume that says
 * '2012 – 2016' keeps saying it.
 */

export const DATE_PRECISIONS = ['year', 'month', 'day'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** The precision of a 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd' date; null for anything else, including impossible months and days. */
export function datePrecision(value: string): DatePrecision | null {
  const match = PARTIAL_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  if (month === undefined) return 'year';
  if (Number(month) < 1 || Number(month) > 12) return null;
  if (day === undefined) return 'month';
  // A real day of that month: Date.UTC rolls 02-30 over into March, which the round trip catches.
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? 'day'
    : null;
}

const LENGTH_AT: Record<DatePrecision, number> = { year: 4, month: 7, day: 10 };

/** The date cut to a coarser precision ('2019-03-04' at 'month' → '2019-03'); a date already as coarse is returned as it is. */
export function truncateDate(value: string, precision: DatePrecision): string {
  return value.slice(0, LENGTH_AT[precision]);
}

/**
 * Orders two dates at the coarser of their precisions: negative when `a` is before `b`, positive
 * when after, 0 when they cannot be told apart ('2019' and '2019-05-01' are the same year).
 */
export function compareDates(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  const left = a.slice(0, length);
  const right = b.slice(0, length);
  return left < right ? -1 : left > right ? 1 : 0;
}
