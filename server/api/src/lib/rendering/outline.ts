import type { GeneratedResumeContent } from '@careerforge/contract';
import { collapseSpaces } from '../text';

export type SectionKind = 'experience' | 'education' | 'skills';

const SECTION_HEADINGS: Record<SectionKind, string> = { experience: 'Experience', education: 'Education', skills: 'Skills' };

/** One position or degree: what every format shows, already as display text. */
export interface OutlineEntry {
  /** Position or degree. */
  title: string;
  /** Company or institution. */
  subtitle: string;
  /** 'Jan 2020 – Present', or '' when unknown. */
  dates: string;
  /** Description or GPA line, shown as plain paragraphs. */
  details: string[];
  bullets: string[];
}

export type OutlineSection =
  | { kind: 'experience' | 'education'; heading: string; entries: OutlineEntry[] }
  | { kind: 'skills'; heading: string; skills: string[] };

/** The resume as display text, in a section order; every renderer draws from this, never from the raw model. */
export interface ResumeOutline {
  name: string;
  /** Email and phone, those that are given. */
  contact: string[];
  sections: OutlineSection[];
}

export const DEFAULT_SECTION_ORDER: readonly SectionKind[] = ['experience', 'education', 'skills'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// C0/C1 controls (\p{Cc}: XML 1.0 and PDF text cannot hold them) except tab, line feed and carriage
// return, lone surrogates (\p{Cs}: with the u flag a valid pair is one code point, so only a lone
// half matches) and the non-characters U+FFFE and U+FFFF.
const UNSAFE_CHARACTERS = /(?![\t\n\r])[\p{Cc}\p{Cs}\ufffe\uffff]/gu;

/** One line of display text: composed (NFC, so 'é' typed as e + accent finds its glyph), safe characters, single spaces. */
function cleanText(text: string): string {
  return collapseSpaces(text.normalize('NFC').replace(UNSAFE_CHARACTERS, ''));
}

/** '2020-03-15' → 'Mar 2020', '2020' → '2020'; anything else is shown as written. */
function formatDate(date: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date.trim());
  const month = match?.[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  if (match && month) return `${month} ${match[1]}`;
  return match && !match[2] ? (match[1] ?? '') : cleanText(date);
}

/** 'Mar 2020 – Present'; an open end is 'Present' only for a range that has a start. */
function formatDateRange(start: string | null, end: string | null, openEndIsPresent: boolean): string {
  const from = start ? formatDate(start) : '';
  const to = end ? formatDate(end) : openEndIsPresent && from ? 'Present' : '';
  return [from, to].filter(Boolean).join(' – ');
}

export function buildOutline(resume: GeneratedResumeContent, order: readonly SectionKind[] = DEFAULT_SECTION_ORDER): ResumeOutline {
  const sections = order.flatMap((kind): OutlineSection[] => {
    const heading = SECTION_HEADINGS[kind];
    if (kind === 'skills') {
      const skills = resume.skills.map(cleanText).filter(Boolean);
      return skills.length > 0 ? [{ kind, heading, skills }] : [];
    }
    const entries = kind === 'experience' ? resume.career.map(careerEntry) : resume.education.map(educationEntry);
    return entries.length > 0 ? [{ kind, heading, entries }] : [];
  });
  return {
    name: cleanText(resume.name),
    contact: [resume.email, resume.phone].map((value) => cleanText(value ?? '')).filter(Boolean),
    sections,
  };
}

function careerEntry(career: GeneratedResumeContent['career'][number]): OutlineEntry {
  return {
    title: cleanText(career.position),
    subtitle: cleanText(career.company),
    dates: formatDateRange(career.start_date, career.end_date, true),
    details: [cleanText(career.description)].filter(Boolean),
    bullets: career.accomplishments.map(cleanText).filter(Boolean),
  };
}

function educationEntry(education: GeneratedResumeContent['education'][number]): OutlineEntry {
  return {
    title: cleanText(education.degree),
    subtitle: cleanText(education.institution),
    // A degree without an end date is not necessarily ongoing.
    dates: formatDateRange(education.start_date, education.end_date, false),
    details: education.gpa === null ? [] : [`GPA: ${education.gpa}`],
    bullets: [],
  };
}

/** 'Title | Company', either part left out when empty. */
export function titleLine(entry: OutlineEntry): string {
  return [entry.title, entry.subtitle].filter(Boolean).join(' | ');
}
