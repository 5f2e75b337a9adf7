/** Date ranges as resumes write them, to 'yyyy-mm-dd' (month precision → the 1st, year only → 01-01). */

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
const POINT = `(?:(?:${MONTH_OR_SEASON})\\.?,?\\s+${YEAR}|\\d{1,2}\\/${YEAR}|${YEAR}-\\d{2}(?!\\d)|${YEAR})`;
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

const monthOf = (year: string, month: number) => (month >= 1 && month <= 12 ? `${year}-${pad(month)}-01` : `${year}-01-01`);

/** One date point ('Jan 2020', '03/2019', '2019-03', '2019', 'Summer 2018'); null for 'Present' and the like. */
export function parseDatePoint(text: string): string | null {
  const point = text.trim().toLowerCase();
  const monthSlashYear = /^(\d{1,2})\/(\d{4})$/.exec(point);
  if (monthSlashYear) return monthOf(monthSlashYear[2] ?? '', Number(monthSlashYear[1]));
  const yearDashMonth = /^(\d{4})-(\d{2})$/.exec(point);
  if (yearDashMonth) return monthOf(yearDashMonth[1] ?? '', Number(yearDashMonth[2]));
  const worded = /^(\p{L}+)\.?,?\s+(\d{4})$/u.exec(point);
  if (worded) {
    const [, word = '', year = ''] = worded;
    return monthOf(year, MONTHS[word] ?? SEASONS[word] ?? 0);
  }
  const year = /^(\d{4})$/.exec(point);
  return year ? `${year[1]}-01-01` : null;
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
