import type { CoverLetterContent, GeneratedResumeContent, MatchReport, ResumeCareer } from '@careerforge/contract';
import { careerLabel, coveredTermSpellings, lineOfWork, listed, numbersIn, termsIn } from '../tailoring';

/**
 * A cover letter written from the user's facts alone: the generated resume they chose (its header,
 * positions, kept accomplishments and skills), the job's title and company, and the match report
 * of that resume against the job. The wording around the facts is fixed; every name and number in
 * the letter is copied from those inputs (the years of experience are counted from the resume's dates).
 */

export interface LetterJob {
  title: string | null;
  company: string | null;
}

export interface LetterFacts {
  job: LetterJob;
  resume: GeneratedResumeContent;
  /** The resume's match report against the job: the key terms it covers, heaviest first. */
  covered: MatchReport['covered'];
  /** Ongoing positions count up to this day. */
  today: Date;
}

/** Two quoted results make the point; a fourth would retell the resume. */
const MAX_QUOTED_RESULTS = 3;
const MIN_QUOTED_RESULTS = 2;
/** A longer accomplishment would crowd the paragraph it is quoted in. */
const MAX_QUOTED_LENGTH = 220;

export const SIGN_OFF = 'Sincerely,';
export const GENERIC_GREETING = 'Dear Hiring Manager,';

function clean(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** Addressed to the company's team when the posting names the company; never to a person nobody named. */
export function greetingFor(company: string | null): string {
  const name = clean(company);
  return name ? `Dear ${name} team,` : GENERIC_GREETING;
}

/** 'the Senior Data Engineer position at Globex', 'the open position at Globex', 'the Senior Data Engineer position', 'this position'. */
function roleAt(job: LetterJob): string {
  const title = clean(job.title);
  const company = clean(job.company);
  if (title && company) return `the ${title} position at ${company}`;
  if (title) return `the ${title} position`;
  if (company) return `the open position at ${company}`;
  return 'this position';
}

function openingParagraph(job: LetterJob, career: ResumeCareer[], today: Date): string {
  const sentences = [`I am writing to apply for ${roleAt(job)}.`];
  const work = lineOfWork(career, today);
  if (work) {
    const where = work.company ? ` at ${work.company}` : '';
    const years = work.years ? `, with ${work.years} of experience in this line of work` : '';
    sentences.push(`${work.current ? 'I currently work' : 'Most recently I worked'} as ${work.title}${where}${years}.`);
  }
  return sentences.join(' ');
}

/** The job's key terms the resume covers, as the user spells them; null when it covers none the user names. */
function whyThisRoleParagraph(job: LetterJob, resume: GeneratedResumeContent, covered: MatchReport['covered']): string | null {
  const spellings = coveredTermSpellings(resume, covered);
  if (spellings.length === 0) return null;
  const company = clean(job.company);
  const focus = spellings.length === 1 ? 'is central to my work' : 'are central to my work';
  return `This role${company ? ` at ${company}` : ''} caught my attention because it calls for ${listed(spellings)}, which ${focus}.`;
}

interface Candidate {
  text: string;
  label: string;
  weight: number;
  quantified: boolean;
  order: number;
}

/**
 * The accomplishments to quote: those naming the most of the job's covered weight, quantified ones
 * first; when too few name a term, quantified ones fill up to two. Quoted word for word with the
 * position they belong to.
 */
export function chooseResults(career: ResumeCareer[], covered: MatchReport['covered']): { text: string; label: string }[] {
  const weightOf = new Map(covered.map((term) => [term.term, term.weight]));
  const candidates: Candidate[] = [];
  for (const record of career) {
    for (const accomplishment of record.accomplishments) {
      const text = accomplishment.trim();
      if (!text || text.length > MAX_QUOTED_LENGTH || /[\r\n]/.test(text)) continue;
      const weight = [...termsIn(text)].reduce((sum, term) => sum + (weightOf.get(term) ?? 0), 0);
      candidates.push({ text, label: careerLabel(record), weight, quantified: numbersIn(text).length > 0, order: candidates.length });
    }
  }
  const byRelevance = (a: Candidate, b: Candidate) =>
    Number(b.quantified) - Number(a.quantified) || b.weight - a.weight || a.order - b.order;
  const matched = candidates.filter((candidate) => candidate.weight > 0).sort(byRelevance).slice(0, MAX_QUOTED_RESULTS);
  if (matched.length < MIN_QUOTED_RESULTS) {
    const fillers = candidates.filter((candidate) => candidate.weight === 0 && candidate.quantified).sort(byRelevance);
    matched.push(...fillers.slice(0, MIN_QUOTED_RESULTS - matched.length));
  }
  return matched.map(({ text, label }) => ({ text, label }));
}

function resultsParagraph(career: ResumeCareer[], covered: MatchReport['covered']): string | null {
  const results = chooseResults(career, covered);
  if (results.length === 0) return null;
  const quoted = results.map(({ text, label }) => `${text.replace(/[.!?]+$/, '')} (${label}).`);
  return `A few results from my work that speak to this role: ${quoted.join(' ')}`;
}

function closingParagraph(job: LetterJob): string {
  const company = clean(job.company);
  return `Thank you for considering my application. I would welcome the chance to discuss how I can contribute${company ? ` to ${company}` : ''}, and I look forward to hearing from you.`;
}

/** The letter, deterministic for the same facts and day. */
export function composeCoverLetter({ job, resume, covered, today }: LetterFacts): CoverLetterContent {
  const paragraphs = [
    openingParagraph(job, resume.career, today),
    whyThisRoleParagraph(job, resume, covered),
    resultsParagraph(resume.career, covered),
    closingParagraph(job),
  ].filter((paragraph): paragraph is string => paragraph !== null);
  const name = resume.name.trim();
  return {
    name,
    email: resume.email,
    phone: resume.phone,
    location: resume.location ?? null,
    greeting: greetingFor(job.company),
    paragraphs,
    closing: SIGN_OFF,
    signature: name,
  };
}
