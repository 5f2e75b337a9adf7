import { datePrecision } from '@careerforge/contract';

/**
 * Date ranges as resumes write them, kept at the precision written: a year ('2019'), a month
 * ('Mar 2019' → '2019-03') or a day ('Mar 4, 2019' → '2019-03-04').
 */

/** Month names and abbreviations in English, German, French, Spanish and Dutch, folded to lower case. */
const MONTH_NAMES: Array<[number, string[]]> = [
  [1, ['jan', 'january', 'januar', 'jänner', 'janvier', 'janv', 'enero', 'ene', 'januari']],
  [2, ['feb', 'february', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'febrero', 'februari']],
  [3, ['mar', 'march', 'märz', 'maerz', 'mär', 'mars', 'marzo', 'maart', 'mrt']],
  [4, ['apr', 'april', 'avril', 'avr', 'abril', 'abr']],
  [5, ['may', 'mai', 'mayo', 'mei']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio']],
  [7, ['jul', 'july', 'juli', 'juillet', 'juil', 'julio']],
  [8, ['aug', 'august', 'août', 'aout', 'agosto', 'ago', 'augustus']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'setiembre']],
  [10, ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre']],
  [11, ['nov', 'november', 'novembre', 'noviembre']],
  [12, ['dec', 'december', 'dez', 'dezember', 'décembre', 'decembre', 'déc', 'diciembre', 'dic']],
];
const MONTHS: Record<string, number> = Object.fromEntries(MONTH_NAMES.flatMap(([month, names]) => names.map((name) => [name, month])));
/**
 * A season is read as the month it usually starts in, so a 'Summer 2018' internship is June 2018:
 * month precision keeps the order of entries within a year, which a bare year would lose.
 */
const SEASONS: Record<string, number> = {
  spring: 3, frühling: 3, printemps: 3, primavera: 3, lente: 3,
  summer: 6, sommer: 6, été: 6, verano: 6, zomer: 6,
  fall: 9, autumn: 9, herbst: 9, automne: 9, otoño: 9, herfst: 9,
  winter: 12, hiver: 12, invierno: 12,
};

const byLengthDesc = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const MONTH_OR_SEASON = byLengthDesc([...Object.keys(MONTHS), ...Object.keys(SEASONS)]);
const YEAR = '(?:19|20)\\d{2}';
/** Spanish and Portuguese put 'de' between month and year ('enero de 2020'). */
const MONTH_YEAR_GAP = '\\.?,?\\s+(?:de\\s+)?';
const POINT = [
  `(?:${MONTH_OR_SEASON})\\.?\\s+\\d{1,2},?\\s+${YEAR}`, // Mar 4, 2019
  // One space at most between a day and its month: 'Université Lyon 2<tab>juin 2010' is no 2 June.
  `\\d{1,2}(?:\\. ?| )(?:${MONTH_OR_SEASON})${MONTH_YEAR_GAP}${YEAR}`, // 4 March 2019, 4. März 2019
  `(?:${MONTH_OR_SEASON})${MONTH_YEAR_GAP}${YEAR}`, // Mar 2019, Summer 2018, enero de 2020
  `\\d{1,2}[/.]${YEAR}`, // 03/2019, 04.2019
  `${YEAR}-\\d{2}-\\d{2}(?!\\d)`, // 2019-03-04
  `${YEAR}[-.]\\d{2}(?!\\d|\\.\\d)`, // 2019-03, 2019.04
  YEAR,
].join('|');
/** 'Present' in the five languages resumes are written in here; 'nu' and 'now' only ever end a range. */
const PRESENT =
  "(?:present|current|currently|now|today|ongoing|to date|heute|jetzt|derzeit|aktuell|aujourd'hui|aujourd’hui|actuel|actuellement|présent|(?:la\\s+)?actualidad|actual|presente|hoy|heden|nu|huidig)";
/** Dashes, 'to', and its German, French, Spanish and Dutch forms ('bis', 'à'/'au', 'a'/'al'/'hasta', 'tot'). */
const SEPARATOR = '\\s*(?:[-–—‒]|\\s(?:to|until|till|bis|à|au|a|al|hasta|tot)\\s)\\s*';
const RANGE_PATTERN = new RegExp(`(?<![\\p{L}\\d/])(${POINT})${SEPARATOR}(${POINT}|${PRESENT})(?![\\p{L}\\d/])`, 'iu');
/** A lone date is not part of a longer run of digit groups ('781-259-2090' is a phone number, not 2090). */
const SINGLE_PATTERN = new RegExp(`(?<![\\p{L}\\d/+])(?<!\\d[-.])(${POINT}|${PRESENT})(?![\\p{L}\\d/])(?![-.]\\d)`, 'iu');
const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, 'iu');

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
  const dayMonthYear = /^(\d{1,2})\.?\s+(\p{L}+)\.?,?\s+(?:de\s+)?(\d{4})$/u.exec(point);
  if (dayMonthYear) return dayOf(dayMonthYear[3] ?? '', monthNumber(dayMonthYear[2] ?? ''), Number(dayMonthYear[1]));
  const monthThenYear = /^(\d{1,2})[/.](\d{4})$/.exec(point);
  if (monthThenYear) return monthOf(monthThenYear[2] ?? '', Number(monthThenYear[1]));
  const yearThenMonth = /^(\d{4})[-.](\d{2})$/.exec(point);
  if (yearThenMonth) return monthOf(yearThenMonth[1] ?? '', Number(yearThenMonth[2]));
  const worded = /^(\p{L}+)\.?,?\s+(?:de\s+)?(\d{4})$/u.exec(point);
  if (worded) return monthOf(worded[2] ?? '', monthNumber(worded[1] ?? ''));
  const year = /^(\d{4})$/.exec(point);
  return year?.[1] ?? null;
}

/** Whether the text is only a word for 'Present' ('Current', 'heute', 'actualidad', …). */
export function isPresentWord(text: string): boolean {
  return PRESENT_ONLY.test(text.trim());
}

const DAY_BEFORE_MONTH = /^\d{1,2}(?:\. ?| )\p{L}/u;
/** Ends with a capitalised word and a space (case matters here, so it is not part of the patterns above). */
const AFTER_CAPITALISED_WORD = /\p{Lu}[\p{L}.'’-]*\s$/u;

/**
 * The first match of `pattern`, its index in `text`. A day right after a capitalised word ends a
 * name ('Université Lyon 2 juin 2010': a .docx loses the tab between them): the date starts after it.
 */
function findPoint(pattern: RegExp, text: string): { match: RegExpExecArray; index: number } | null {
  const match = pattern.exec(text);
  if (!match) return null;
  if (!DAY_BEFORE_MONTH.test(match[0]) || !AFTER_CAPITALISED_WORD.test(text.slice(0, match.index))) return { match, index: match.index };
  const offset = match.index + (/^\d+/.exec(match[0])?.[0].length ?? 0);
  const later = pattern.exec(text.slice(offset));
  return later ? { match: later, index: offset + later.index } : null;
}

/** The first date range (or single date, taken as the end) in a line; null when it has none. */
export function findDateRange(text: string): DateRangeMatch | null {
  const range = findPoint(RANGE_PATTERN, text);
  if (range) {
    return {
      startDate: parseDatePoint(range.match[1] ?? ''),
      endDate: parseDatePoint(range.match[2] ?? ''),
      rest: cleanRest(text, range.index, range.match[0].length),
    };
  }
  const single = findPoint(SINGLE_PATTERN, text);
  if (!single || PRESENT_ONLY.test(single.match[1] ?? '')) return null;
  return { startDate: null, endDate: parseDatePoint(single.match[1] ?? ''), rest: cleanRest(text, single.index, single.match[0].length) };
}

function cleanRest(text: string, index: number, length: number): string {
  return `${text.slice(0, index)}\t${text.slice(index + length)}`
    .replace(/[([]\s*\t\s*[)\]]/g, '\t')
    .replace(/^[\s|,·•–—-]+|[\s|,·•–—-]+$/g, '');
}
