/**
 * Degree levels and years of experience: read from a posting as requirements and compared with the
 * resume's education and career dates.
 */

import type { MatchTermKind } from '@careerforge/contract';
import { findTermsInLine } from './terms';

export const DEGREE_LEVELS = [
  { level: 1, term: 'High school diploma' },
  { level: 2, term: 'Associate degree' },
  { level: 3, term: "Bachelor's degree" },
  { level: 4, term: "Master's degree" },
  { level: 5, term: 'PhD' },
] as const;

/** Degree words a posting spells out; each is unambiguous. */
const POSTING_DEGREE_WORDS: [RegExp, number][] = [
  [/\b(?:high school diploma|high school|GED)\b/i, 1],
  [/\bassociate'?s? degree\b/i, 2],
  [/\b(?:bachelor'?s?|bachelors|undergraduate degree|(?:4|four)-year degree|university degree|college degree)\b/i, 3],
  [/\b(?:master'?s?|masters|graduate degree|postgraduate degree)\b/i, 4],
  [/\b(?:ph\.?\s?d|doctorate|doctoral degree)\b/i, 5],
];
/** Abbreviations that are also other things ('MA' is Massachusetts, 'MS Excel'): trusted only beside 'degree' or 'in <field>'. */
const POSTING_DEGREE_ABBREVIATIONS: [RegExp, number][] = [
  [/\b(?:BSc|BS|BA|BEng|BTech|B\.S\.?|B\.A\.?|B\.Sc\.?)(?=[\s/,)]|$)/, 3],
  [/\b(?:MSc|MS|MA|MBA|MEng|M\.S\.?|M\.A\.?|M\.Sc\.?)(?=[\s/,)]|$)/, 4],
];
const DEGREE_CONTEXT = /\bdegree\b|\b(?:BSc|BS|BA|MSc|MS|MA|MBA|PhD)\s+in\b|\b(?:BS|BA|BSc)\s*\/\s*(?:MS|MSc|MA|BS|BA)\b|\bMS\s*\/\s*PhD\b/;
const GENERIC_DEGREE = /\b(?:degree|diploma) in\b/i;
const NO_DEGREE = /\b(?:no (?:college )?degree|degree (?:is )?not required|without a degree)\b/i;

/** The lowest degree level a clause of a posting names (the one that is required), or null. */
export function degreeLevelInPosting(clause: string): number | null {
  if (NO_DEGREE.test(clause)) return null;
  const levels = POSTING_DEGREE_WORDS.filter(([pattern]) => pattern.test(clause)).map(([, level]) => level);
  if (DEGREE_CONTEXT.test(clause)) {
    for (const [pattern, level] of POSTING_DEGREE_ABBREVIATIONS) if (pattern.test(clause)) levels.push(level);
  }
  // 'A degree in a quantitative field' without a level: a bachelor's.
  if (levels.length === 0 && GENERIC_DEGREE.test(clause)) levels.push(3);
  return levels.length > 0 ? Math.min(...levels) : null;
}

const RESUME_DEGREE_PATTERNS: [RegExp, number][] = [
  [/\b(?:ph\.?\s?d|d\.?phil|doctor(?:ate)?|dr\.)/i, 5],
  [/\b(?:master|msc|m\.sc|ms|m\.s|ma|m\.a|mba|meng|m\.eng|mphil|llm|jd|j\.d|juris doctor|msn|med|m\.ed|mfa)\b/i, 4],
  [/\b(?:bachelor|bsc|b\.sc|bs|b\.s|ba|b\.a|beng|b\.eng|btech|b\.tech|bba|llb|bsn|bed|b\.ed|bfa|bcom)\b/i, 3],
  [/\bassociate\b/i, 2],
  [/\b(?:high school|diploma|ged|a-levels?|abitur)\b/i, 1],
];

/** The level of a degree as the user wrote it ('BSc Computer Science' → 3); 0 when unknown. */
export function degreeLevelOf(degree: string): number {
  return RESUME_DEGREE_PATTERNS.find(([pattern]) => pattern.test(degree))?.[1] ?? 0;
}

export function degreeTerm(level: number): string {
  return DEGREE_LEVELS.find((entry) => entry.level === level)?.term ?? "Bachelor's degree";
}

export function degreeLevelOfTerm(term: string): number | null {
  return DEGREE_LEVELS.find((entry) => entry.term === term)?.level ?? null;
}

// '5+ years', '3-5 years', 'at least 2 years', '2 years of ICU experience'.
const YEARS = /\b(?:(at least|minimum(?: of)?|min\.?)\s+)?(\d{1,2})\s*(\+|plus)?\s*(?:(?:-|–|—|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)\b/gi;
const YEARS_TERM = /^(\d{1,2})\+ years of (.+)$/;
const GENERIC_YEARS_SUBJECT = 'experience';
/**
 * The words between a years phrase and the skill it is about: '5+ years of Python', "5 years'
 * hands-on experience with Postgres", '3+ years working with Kafka'.
 */
const TO_SKILL = /^[\s'’]*(?:of\s+)?(?:(?:hands-on|professional|relevant|commercial|practical|production)\s+)?(?:experience\s+)?(?:(?:with|in|using|working with|working in)\s+)?/i;
/** Only a technology or practice has years of its own; a responsibility or credential is not counted per role. */
const SKILL_KINDS: readonly MatchTermKind[] = ['skill', 'tool'];

/** A years-of-experience requirement: the years, and the skill they must be spent on (null: any work). */
export interface YearsRequirement {
  years: number;
  skill: string | null;
}

/** The skill a years phrase is about, when a skill's name directly follows it. */
function skillAfter(rest: string): string | null {
  const text = rest.replace(TO_SKILL, '');
  const [first] = findTermsInLine(text);
  if (!first || first.start !== 0 || !SKILL_KINDS.includes(first.term.kind)) return null;
  return first.term.term;
}

/**
 * The years-of-experience requirements of a clause, each the range's lower end, with the skill
 * it names right after the years ('5+ years of Python') or null for experience in general.
 */
export function yearsRequirementsIn(clause: string): YearsRequirement[] {
  const requirements: YearsRequirement[] = [];
  for (const match of clause.matchAll(YEARS)) {
    const years = Number(match[2]);
    const phrased = Boolean(match[1] || match[3]) || /[-–—]|\bto\b/.test(match[0]) || /experien/i.test(clause);
    if (!phrased || years <= 0 || years > 30) continue;
    requirements.push({ years, skill: skillAfter(clause.slice(match.index + match[0].length)) });
  }
  return requirements;
}

/** The term for a requirement: '5+ years of experience', or '5+ years of Python' for a skill's years. */
export function yearsTerm(years: number, skill: string | null = null): string {
  return `${years}+ years of ${skill ?? GENERIC_YEARS_SUBJECT}`;
}

/** The years a years term asks for, with or without a skill; null for other terms. */
export function yearsOfTerm(term: string): number | null {
  const match = YEARS_TERM.exec(term);
  return match ? Number(match[1]) : null;
}

/** The skill a years term asks the years of ('5+ years of Python' → 'Python'); null for experience in general or other terms. */
export function yearsSkillOfTerm(term: string): string | null {
  const subject = YEARS_TERM.exec(term)?.[2];
  return subject === undefined || subject === GENERIC_YEARS_SUBJECT ? null : subject;
}

/**
 * Whole months since year 0 of a 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd' date, or null when it is none
 * of them. A year alone stands for its whole span: January as a start, December as an end.
 */
function monthIndex(date: string, edge: 'start' | 'end'): number | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?!\d)/.exec(date.trim());
  if (!match) return null;
  const month = match[2] === undefined ? (edge === 'start' ? 0 : 11) : Number(match[2]) - 1;
  return Number(match[1]) * 12 + month;
}

/** Whether a date is one `yearsCovered` can count ('yyyy', 'yyyy-mm' or 'yyyy-mm-dd'). */
export function isCountableDate(date: string): boolean {
  return monthIndex(date, 'start') !== null;
}

/**
 * Years covered by the periods together (overlaps counted once). Month precision, as resumes give:
 * a period counts its first and last months whole, but no month counts before it has ended, so an
 * ongoing period runs through the month before `today`'s and the unfinished month never tips a
 * count over a year.
 */
export function yearsCovered(periods: { start_date: string; end_date: string | null }[], today: Date): number {
  const lastFinishedMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() - 1;
  const months = new Set<number>();
  for (const period of periods) {
    const start = monthIndex(period.start_date, 'start');
    const end = period.end_date === null ? lastFinishedMonth : monthIndex(period.end_date, 'end');
    if (start === null || end === null) continue;
    for (let month = start; month <= Math.min(end, lastFinishedMonth); month += 1) months.add(month);
  }
  return months.size / 12;
}
