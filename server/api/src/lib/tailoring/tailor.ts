import type { GeneratedResumeContent, MatchReport, ResumeCareer, ResumeEducation } from '@careerforge/contract';
import { analyzeJob, type JobAnalysis } from './analyze';
import { buildMatchReport } from './match-report';
import { foldForComparison } from '../text';
import { relevanceScorer } from './rank';
import { composeSummary } from './summary';
import { chooseProfileSections } from './sections';
import { termsInSkill, wordKeys, wordSequence } from './terms';
import type { CareerFact, EducationFact, TailoringInput } from './types';

/** The most recent records get more room: they are what a reader looks at first. */
const RECENT_RECORDS = 2;
const ACCOMPLISHMENTS_RECENT = 6;
const ACCOMPLISHMENTS_OLDER = 4;
const MAX_SKILLS = 20;
/** A skill the posting names outside the dictionary ('Pastry', 'Grill') still counts, a little. */
const LITERAL_SKILL_WEIGHT = 0.5;

/** Plain code-unit order: 'yyyy-mm-dd' dates sort chronologically, the same in every locale. */
function compareText(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Ongoing first, then by start date, newest first; the id, newest first, keeps equal dates stable. */
function mostRecentCareerFirst(left: CareerFact, right: CareerFact): number {
  const ongoing = Number(right.endDate === null) - Number(left.endDate === null);
  return ongoing || compareText(right.startDate, left.startDate) || right.id - left.id;
}

/** Ongoing first (started, not ended), then by the latest date given, newest first; undated records last. */
function mostRecentEducationFirst(left: EducationFact, right: EducationFact): number {
  const isOngoing = (record: EducationFact) => record.endDate === null && record.startDate !== null;
  const latest = (record: EducationFact) => record.endDate ?? record.startDate ?? '';
  return Number(isOngoing(right)) - Number(isOngoing(left)) || compareText(latest(right), latest(left));
}

/** The accomplishments worth keeping for this job, most relevant first; equally relevant ones keep the user's order. */
function chooseAccomplishments(accomplishments: string[], limit: number, score: (accomplishments: string[]) => number[]): string[] {
  const candidates = accomplishments.filter((accomplishment) => accomplishment.trim() !== '');
  const scores = score(candidates);
  return candidates
    .map((accomplishment, index) => ({ accomplishment, index, score: scores[index] ?? 0 }))
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .slice(0, limit)
    .map(({ accomplishment }) => accomplishment);
}

/** The user's skills, those the job asks for first (heaviest first), then the rest in the user's order. */
function chooseSkills(skills: string[], analysis: JobAnalysis, jobText: string): string[] {
  const weightOf = new Map(analysis.terms.map((term) => [term.term, term.weight]));
  const jobWords = wordSequence(jobText);
  const seen = new Set<string>();
  const ranked: { skill: string; index: number; weight: number }[] = [];
  skills.forEach((skill, index) => {
    const identity = skill.trim().toLowerCase();
    if (!identity || seen.has(identity)) return;
    seen.add(identity);
    const terms = termsInSkill(skill);
    let weight = Math.max(0, ...[...terms].map((term) => weightOf.get(term) ?? 0));
    // Outside the dictionary the skill's own words are looked for; a dictionary term the job lacks is not relevant.
    const phrase = terms.size === 0 ? wordKeys(skill).join(' ') : '';
    if (weight === 0 && phrase && jobWords.includes(` ${phrase} `)) weight = LITERAL_SKILL_WEIGHT;
    ranked.push({ skill, index, weight });
  });
  return ranked
    .sort((left, right) => right.weight - left.weight || left.index - right.index)
    .slice(0, MAX_SKILLS)
    .map(({ skill }) => skill);
}

/** A career record as a resume holds it, with the accomplishments given (all of them by default). */
export function resumeCareerOf(record: CareerFact, accomplishments: string[] = record.accomplishments): ResumeCareer {
  return {
    position: record.position,
    company: record.company,
    start_date: record.startDate,
    end_date: record.endDate,
    description: record.description,
    accomplishments,
  };
}

export function resumeEducationOf(record: EducationFact): ResumeEducation {
  return {
    degree: record.degree,
    institution: record.institution,
    start_date: record.startDate,
    end_date: record.endDate,
    gpa: record.gpa,
  };
}

/** How lines are compared for repeats: case, spacing, apostrophes and a closing full stop aside. */
function lineIdentity(text: string): string {
  return foldForComparison(text).replace(/[.;:]+$/, '');
}

/**
 * A record without its repeated lines, which would print twice: a blank description or one that
 * only restates the title becomes '' (nothing is shown for it), and a blank accomplishment or one
 * that restates the title, the description or an earlier accomplishment is left out.
 */
function withoutRepeatedLines(record: CareerFact): CareerFact {
  const seen = new Set(['', lineIdentity(record.position)]);
  const description = seen.has(lineIdentity(record.description)) ? '' : record.description;
  seen.add(lineIdentity(description));
  const accomplishments = record.accomplishments.filter((accomplishment) => {
    const identity = lineIdentity(accomplishment);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
  return { ...record, description, accomplishments };
}

/** Blank header fields are left out rather than printed as empty lines. */
function givenText(text: string | null | undefined): string | null {
  return text?.trim() ? text : null;
}

/**
 * A resume for the job made only of the user's own facts: the header from the profile, the chosen
 * positions most recent first, each with its most relevant accomplishments; the skills the job asks
 * for first; all education; and a summary (the user's own, or one composed from those facts, see
 * summary.ts). Apart from the composed summary, every string in it is one of the input's strings.
 * Returns the match report it computed, which the summary draws on. Ongoing positions count up to `today`.
 */
export function composeResume(
  input: TailoringInput,
  analysis: JobAnalysis,
  today: Date = new Date(),
): { resume: GeneratedResumeContent; matchReport: MatchReport } {
  const jobText = `${input.job.title ?? ''}\n${input.job.text}`;
  const score = relevanceScorer(analysis.terms, jobText);
  const career = [...input.career]
    .sort(mostRecentCareerFirst)
    .map(withoutRepeatedLines)
    .map((record, position) =>
      resumeCareerOf(record, chooseAccomplishments(record.accomplishments, position < RECENT_RECORDS ? ACCOMPLISHMENTS_RECENT : ACCOMPLISHMENTS_OLDER, score)),
    );
  const education = [...input.education].sort(mostRecentEducationFirst).map((record) => resumeEducationOf(record));
  const { profile } = input;
  const withoutSummary: GeneratedResumeContent = {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    headline: givenText(profile.headline),
    location: givenText(profile.location),
    links: profile.links ?? [],
    skills: chooseSkills(input.skills, analysis, jobText),
    education,
    career,
    ...chooseProfileSections(input, score),
  };
  // The summary is not a place the report looks in, so adding it leaves the report as it is.
  const matchReport = buildMatchReport(analysis, withoutSummary, today);
  const summary = composeSummary({ resume: withoutSummary, covered: matchReport.covered, ownSummary: profile.summary, today });
  return { resume: { ...withoutSummary, summary }, matchReport };
}

/** The tailored resume and its match report. Pure, synchronous and deterministic for a given `today`. */
export function tailorResume(input: TailoringInput, today: Date = new Date()): { resume: GeneratedResumeContent; matchReport: MatchReport } {
  return composeResume(input, analyzeJob(input.job), today);
}
