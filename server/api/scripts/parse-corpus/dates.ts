/** Dates as resumes print them, in several formats and languages, and the precision each format keeps. */
import type { YearMonth } from './ground-truth';

export type Language = 'en' | 'de' | 'fr' | 'es' | 'nl';
export type DateFormat =
  | 'mon' // Jan 2020
  | 'month' // January 2020
  | 'mm/yyyy' // 01/2020
  | 'm/yyyy' // 1/2020
  | 'yyyy-mm' // 2020-01
  | 'mm.yyyy' // 04.2019
  | 'yyyy.mm' // 2019.04
  | 'yyyy' // 2019
  | 'season'; // Spring 2020

const MONTHS: Record<Language, { short: string[]; long: string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  de: {
    short: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'],
    long: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  },
  fr: {
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  },
  es: {
    short: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
    long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  },
  nl: {
    short: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
    long: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  },
};

const SEASONS = ['Winter', 'Winter', 'Spring', 'Spring', 'Spring', 'Summer', 'Summer', 'Summer', 'Fall', 'Fall', 'Fall', 'Winter'];

export function formatPoint(date: YearMonth, format: DateFormat, language: Language): string {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  const mm = String(month).padStart(2, '0');
  switch (format) {
    case 'mon': return `${MONTHS[language].short[month - 1]} ${year}`;
    case 'month': return `${MONTHS[language].long[month - 1]} ${year}`;
    case 'mm/yyyy': return `${mm}/${year}`;
    case 'm/yyyy': return `${month}/${year}`;
    case 'yyyy-mm': return `${year}-${mm}`;
    case 'mm.yyyy': return `${mm}.${year}`;
    case 'yyyy.mm': return `${year}.${mm}`;
    case 'yyyy': return year;
    case 'season': return `${SEASONS[month - 1]} ${year}`;
  }
}

export interface RangeStyle {
  format: DateFormat;
  language: Language;
  /** ' – ', ' — ', '-', ' to ', ' bis ', ' à ', ' a ', ' tot ' … */
  separator: string;
  /** 'Present', 'heute', "aujourd'hui", 'actualidad', 'heden' … */
  present: string;
}

export function formatRange(start: YearMonth | null, end: YearMonth | null, style: RangeStyle): string {
  const endText = end === null ? style.present : formatPoint(end, style.format, style.language);
  return start === null ? endText : `${formatPoint(start, style.format, style.language)}${style.separator}${endText}`;
}

/**
 * What a reader can know from the printed date: 'yyyy' for a year or a season (a season does not say
 * which month; 'Winter 2020' could be December or January), else 'yyyy-mm'.
 */
export function printedPrecision(date: YearMonth | null, format: DateFormat): string | null {
  if (date === null) return null;
  return format === 'yyyy' || format === 'season' ? date.slice(0, 4) : date;
}
