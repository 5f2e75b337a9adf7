import type { GeneratedResumeContent, MatchReport, ResumeCareer } from '@careerforge/contract';
import { yearsCovered } from './qualifications';
import { numbersIn } from './rephrase-guard';
import { termSpellings, termsIn, wordKeys } from './terms';
import { keySet } from './normalise';

/**
 * The summary under a resume's header. The user's own summary when they wrote one; otherwise a
 * few sentences composed for the job from the resume's facts only: the latest title, the years its
 * line of work covers by the career dates, the job's key terms the user covers (spelled as the user spells them) and one
 * quantified accomplishment quoted as written. Titles are copied, never graded, so no seniority is
 * claimed that the user's titles do not show.
 */

/** A reader takes in three or four key terms; a longer list reads as keyword stuffing. */
const MAX_KEY_TERMS = 4;
const MAX_EARLIER_TITLES = 2;
/** A longer accomplishment would outweigh the rest of the summary. */
const MAX_QUOTED_LENGTH = 200;
/**
 * Words that grade a title rather than name the work: 'Senior Data Engineer' continues 'Data
 * Engineer', while 'Software Developer' after 'Registered Nurse' is a change of career.
 */
const GRADE_WORDS = keySet(
  `senior sr junior jr lead staff principal head chief associate intern trainee graduate apprentice entry level
  mid i ii iii iv v of and the for in at to`,
);

export interface SummaryFacts {
  /** The resume as composed: positions most recent first with their kept accomplishments, the chosen skills. */
  resume: Pick<GeneratedResumeContent, 'career' | 'skills'>;
  /** The job's terms the resume covers, heaviest first. */
  covered: MatchReport['covered'];
  /** The user's own summary, if any. */
  ownSummary: string | null | undefined;
  /** Ongoing positions count up to this day. */
  today: Date;
}

function workWords(title: string): Set<string> {
  return new Set(wordKeys(title).filter((word) => !GRADE_WORDS.has(word)));
}

/** 'A', 'A and B', 'A, B and C'. */
export function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** 'over 9 years' (whole years, rounded down), or '' under a year: never 'over 0 years'. */
function overYears(career: ResumeCareer[], today: Date): string {
  const years = Math.floor(yearsCovered(career, today));
  return years >= 1 ? `over ${years} ${years === 1 ? 'year' : 'years'}` : '';
}

/**
 * 'Senior Data Engineer with over 9 years of experience, currently at Northwind.' The years are
 * those of the latest line of work (the positions whose titles share a word of work with the
 * latest). Earlier work in another line is named when it covers more years than the current line,
 * since then it is the career's larger part: 'Previously Registered Nurse for over 9 years.'
 */
/** The latest position and the line of work it continues, as the summary and a cover letter speak of them. */
export interface LineOfWork {
  /** The latest title, as written. */
  title: string;
  /** The latest position's company, '' when none is given. */
  company: string;
  /** Whether the latest position is ongoing. */
  current: boolean;
  /** The positions whose titles share a word of work with the latest one. */
  line: ResumeCareer[];
  /** The other titled positions. */
  earlier: ResumeCareer[];
  /** 'over 9 years' for the line (whole years, rounded down), '' under a year. */
  years: string;
}

/** Null when no position has a title. */
export function lineOfWork(career: ResumeCareer[], today: Date): LineOfWork | null {
  const latest = career.find((record) => record.position.trim() !== '');
  if (!latest) return null;
  const title = latest.position.trim();
  const latestWords = workWords(title);
  // A title of grade words only ('Intern') continues only itself.
  const inLine = (record: ResumeCareer) =>
    latestWords.size === 0
      ? record.position.trim().toLowerCase() === title.toLowerCase()
      : [...workWords(record.position)].some((word) => latestWords.has(word));
  const line = career.filter(inLine);
  const earlier = career.filter((record) => record.position.trim() !== '' && !inLine(record));
  return { title, company: latest.company.trim(), current: latest.end_date === null, line, earlier, years: overYears(line, today) };
}

function careerSentences(career: ResumeCareer[], today: Date): string[] {
  const work = lineOfWork(career, today);
  if (!work) return [];
  const { title, company, line, earlier, years: lineYears } = work;
  const where = company ? `, ${work.current ? 'currently' : 'most recently'} at ${company}` : '';
  const sentences = [`${title}${lineYears ? ` with ${lineYears} of experience` : ''}${where}.`];
  if (yearsCovered(earlier, today) > yearsCovered(line, today)) {
    const titles = [...new Map(earlier.map((record) => [record.position.trim().toLowerCase(), record.position.trim()])).values()];
    const earlierYears = overYears(earlier, today);
    sentences.push(`Previously ${listed(titles.slice(0, MAX_EARLIER_TITLES))}${earlierYears ? ` for ${earlierYears}` : ''}.`);
  }
  return sentences;
}

/**
 * The heaviest covered terms as the user writes them: from their skills first, then from their
 * descriptions and accomplishments (never from a title: 'Backend Engineer' is not a skill). A
 * responsibility is named only as a skill, since bullets spell it as a verb ('mentored').
 */
export function coveredTermSpellings(resume: SummaryFacts['resume'], covered: MatchReport['covered']): string[] {
  const fromSkills = new Map<string, string>();
  for (const skill of resume.skills) {
    for (const [term, spelling] of termSpellings(skill, { isSkill: true })) if (!fromSkills.has(term)) fromSkills.set(term, spelling);
  }
  const bullets = resume.career.flatMap((record) => [record.description, ...record.accomplishments]).join('\n');
  const fromBullets = termSpellings(bullets, { midSentence: true });
  // A term the user's titles name ('Data engineering' for a Data Engineer) is said by the title already.
  const namedByTitles = termsIn(resume.career.map((record) => record.position).join('\n'));
  const spellings: string[] = [];
  for (const { term, kind } of covered) {
    if (namedByTitles.has(term)) continue;
    const spelling = fromSkills.get(term) ?? (kind === 'responsibility' ? undefined : fromBullets.get(term));
    if (!spelling || spellings.some((named) => named.toLowerCase() === spelling.toLowerCase())) continue;
    spellings.push(spelling);
    if (spellings.length === MAX_KEY_TERMS) break;
  }
  return spellings;
}

function keyTermsSentence(resume: SummaryFacts['resume'], covered: MatchReport['covered']): string | null {
  const spellings = coveredTermSpellings(resume, covered);
  return spellings.length > 0 ? `Skilled in ${listed(spellings)}.` : null;
}

/** The kept accomplishment with a number that names the most of the job's covered weight; the earliest kept wins a tie. */
function quantifiedAccomplishment(career: ResumeCareer[], covered: MatchReport['covered']): string | null {
  const weightOf = new Map(covered.map((term) => [term.term, term.weight]));
  let best: { text: string; weight: number } | null = null;
  for (const accomplishment of career.flatMap((record) => record.accomplishments)) {
    const text = accomplishment.trim();
    if (text.length > MAX_QUOTED_LENGTH || /[\r\n]/.test(text) || numbersIn(text).length === 0) continue;
    const weight = [...termsIn(text)].reduce((sum, term) => sum + (weightOf.get(term) ?? 0), 0);
    if (weight > 0 && (!best || weight > best.weight)) best = { text, weight };
  }
  return best ? asSentence(best.text) : null;
}

/** The resume's summary; null when the user wrote none and has no position to speak of. */
export function composeSummary({ resume, covered, ownSummary, today }: SummaryFacts): string | null {
  if (ownSummary?.trim()) return ownSummary;
  const opening = careerSentences(resume.career, today);
  if (opening.length === 0) return null;
  return [...opening, keyTermsSentence(resume, covered), quantifiedAccomplishment(resume.career, covered)].filter(Boolean).join(' ');
}
