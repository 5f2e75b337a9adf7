import { datePrecision } from '@careerforge/contract';

/**
 * Date ranges as resumes write them, kept at the precision written: a year ('2019'), a month
 * ('Mar 2019' → '2019-03') or a day ('Mar 4, 2019' → '2019-03-04').
 */

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, januar: 1, feb: 2, february: 2, februar: 2, mar: 3, march: 3, märz: 3,
  apr: 4, april: 4, may: 5, mai: 5, jun: 6, june: 6, juni: 6, jul: 7, july: 7, juli: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, okt: 10, oktober: 10,
  nov: 11, november: 11, dec: 12, december: 12, dez: 12, dezember: 12,
};
/** Seasons map to the month they usually start in (a summer internship → June). */
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

const byLengthDesc = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const MONTH_OR_SEASON = byLengthDesc([...Object.keys(MONTHS), ...Object.keys(SEASONS)]);
const YEAR = '(?:19|20)\\d{2}';
const POINT = [
  `(?:${MONTH_OR_SEASON})\\.?\\s+\\d{1,2},?\\s+${YEAR}`, // Mar 4, 2019
  `\\d{1,2}\\s+(?:${MONTH_OR_SEASON})\\.?,?\\s+${YEAR}`, // 4 March 2019
  `(?:${MONTH_OR_SEASON})\\.?,?\\s+${YEAR}`, // Mar 2019, Summer 2018
  `\\d{1,2}[/.]${YEAR}`, // 03/2019, 04.2019
  `${YEAR}-\\d{2}-\\d{2}(?!\\d)`, // 2019-03-04
  `${YEAR}[-.]\\d{2}(?!\\d|\\.\\d)`, // 2019-03, 2019.04
  YEAR,
].join('|');
const PRESENT = '(?:present|current|now|today|ongoing|heute)';
const SEPARATOR = '\\s*(?:[-–—‒]|\\bto\\b|\\buntil\\b|\\bbis\\b)\\s*';
const RANGE_PATTERN = new RegExp(`(?<![\\p{L}\\d/])(${POINT})${SEPARATOR}(${POINT}|${PRESENT})(?![\\p{L}\\d/])`, 'iu');
const SINGLE_PATTERN = new RegExp(`(?<![\\p{L}\\d/+])(${POINT}|${PRESENT})(?![\\p{L}\\d/])`, 'iu');

export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

export interface DateRangeMatch extends DateRange {
  /** The text with the dates replaced by a tab, so what is left splits into fields. */
  rest: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-mm', or the year alone when the month is not one (a '2014-15' academic year). */
const monthOf = (year: string, month: number) => (month >= 1 && month <= 12 ? `${year}-${pad(month)}` : year);

/** 'yyyy-mm-dd' when the day is real in that month, else the month alone. */
function dayOf(year: string, month: number, day: number): string {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return datePrecision(date) === 'day' ? date : monthOf(year, month);
}

const monthNumber = (word: string) => MONTHS[word] ?? SEASONS[word] ?? 0;

/**
 * One date point at the precision written ('Mar 4, 2019', '2019-03-04', 'Jan 2020', '03/2019',
 * '04.2019', '2019.04', '2019', 'Summer 2018'); null for 'Present' and the like.
 */
export function parseDatePoint(text: string): string | null {
  const point = text.trim().toLowerCase();
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(point);
  if (isoDay) return dayOf(isoDay[1] ?? '', Number(isoDay[2]), Number(isoDay[3]));
  const monthDayYear = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u.exec(point);
  if (monthDayYear) return dayOf(monthDayYear[3] ?? '', monthNumber(monthDayYear[1] ?? ''), Number(monthDayYear[2]));
  const dayMonthYear = /^(\d{1,2})\s+(\p{L}+)\.?,?\s+(\d{4})$/u.exec(point);
  if (dayMonthYear) return dayOf(dayMonthYear[3] ?? '', monthNumber(dayMonthYear[2] ?? ''), Number(dayMonthYear[1]));
  const monthThenYear = /^(\d{1,2})[/.](\d{4})$/.exec(point);
  if (monthThenYear) return monthOf(monthThenYear[2] ?? '', Number(monthThenYear[1]));
  const yearThenMonth = /^(\d{4})[-.](\d{2})$/.exec(point);
  if (yearThenMonth) return monthOf(yearThenMonth[1] ?? '', Number(yearThenMonth[2]));
  const worded = /^(\p{L}+)\.?,?\s+(\d{4})$/u.exec(point);
  if (worded) return monthOf(worded[2] ?? '', monthNumber(worded[1] ?? ''));
  const year = /^(\d{4})$/.exec(point);
  return year?.[1] ?? null;
}

/** The first date range (or single date, taken as the end) in a line; null when it has none. */
export function findDateRange(text: string): DateRangeMatch | null {
  const range = RANGE_PATTERN.exec(text);
  if (range) {
    return {
      startDate: parseDatePoint(range[1] ?? ''),
      endDate: parseDatePoint(range[2] ?? ''),
      rest: cleanRest(text, range.index, range[0].length),
    };
  }
  const single = SINGLE_PATTERN.exec(text);
  if (!single || new RegExp(`^${PRESENT}$`, 'i').test(single[1] ?? '')) return null;
  return { startDate: null, endDate: parseDatePoint(single[1] ?? ''), rest: cleanRest(text, single.index, single[0].length) };
}

function cleanRest(text: string, index: number, length: number): string {
  return `${text.slice(0, index)}\t${text.slice(index + length)}`
    .replace(/[([]\s*\t\s*[)\]]/g, '\t')
    .replace(/^[\s|,·•–—-]+|[\s|,·•–—-]+$/g, '');
}
