import { DATE_PRECISIONS, datePrecision, truncateDate } from '@careerforge/contract';

const FINEST_FIRST = [...DATE_PRECISIONS].reverse();

/**
 * A JSON Resume date at the precision it was written ('2012', '2012-03' or '2012-03-04'), never
 * padded: a resume that says a year keeps saying a year. A value with an impossible part keeps
 * the part before it ('2019-02-30' → '2019-02'), since the format check lets such days through;
 * a time of day is dropped. Null when not even the year is a date, or for '' (no date).
 */
export function partialDate(value: string | null | undefined): string | null {
  const date = value?.trim().slice(0, 10);
  if (!date) return null;
  const precision = FINEST_FIRST.find((candidate) => datePrecision(truncateDate(date, candidate)) === candidate);
  return precision ? truncateDate(date, precision) : null;
}
