import { datePrecision, type DatePrecision } from '@careerforge/contract';

/** The API's dates may carry a time of day; the screens show and edit the date alone ('yyyy', 'yyyy-mm' or 'yyyy-mm-dd'). */
export function calendarDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

// The dates are calendar values, not instants: formatted in UTC so no time zone moves them a day.
const FORMATS: Record<DatePrecision, Intl.DateTimeFormat> = {
  year: new Intl.DateTimeFormat(undefined, { year: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', timeZone: 'UTC' }),
  day: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
};

/**
 * A career or education date in the reader's locale at the precision it was given ('2016',
 * 'Mar 2019', 'Mar 4, 2019'); text that is not such a date is shown as written.
 */
export function formatPartialDate(value: string): string {
  const date = calendarDate(value);
  const precision = datePrecision(date);
  if (!precision) return value;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  instant.setUTCFullYear(year, month - 1, day);
  return FORMATS[precision].format(instant);
}

export interface DateRangeOptions {
  /** A role without an end date is ongoing ('Present'); a degree without one simply has no end shown. Default true. */
  openEndIsPresent?: boolean;
}

/**
 * 'Mar 2019 – Jun 30, 2022', each end at its own precision; 'Mar 2019 – Present' without an end
 * date. Without a start only the end is shown, and an open end reads 'Present' only after a start.
 */
export function formatDateRange(start: string | null, end: string | null, { openEndIsPresent = true }: DateRangeOptions = {}): string {
  const from = start ? formatPartialDate(start) : '';
  const to = end ? formatPartialDate(end) : openEndIsPresent && from ? 'Present' : '';
  return [from, to].filter(Boolean).join(' – ');
}
