import type { GeneratedResumeContent, MatchReport, MatchTerm } from '@careerforge/contract';
import {
  analyzeJob,
  buildMatchReport,
  careerLabel,
  resumeCareerOf,
  resumeEducationOf,
  type CareerFact,
  type EducationFact,
  type TailoringInput,
} from '../tailoring';

/** Everything advice is written from: the job, the resume chosen for it, and the user's whole profile. */
export interface AdviceInput {
  job: TailoringInput['job'];
  resume: GeneratedResumeContent;
  profile: { career: CareerFact[]; education: EducationFact[]; skills: string[] };
}

const MAX_LISTED_TERMS = 8;
export const MAX_STEPS = 6;
export const MAX_QUESTIONS = 5;

export const bold = (text: string) => `**${text.replaceAll('*', '')}**`;
const termList = (terms: { term: string }[]) => terms.slice(0, MAX_LISTED_TERMS).map((term) => bold(term.term)).join(', ');
const numbered = (lines: string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
const byWeight = <T extends MatchTerm>(terms: T[]) => [...terms].sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));

/** The whole profile as one resume, so the same match report shows where each term appears anywhere in it. */
function profileAsResume(input: AdviceInput): GeneratedResumeContent {
  return {
    ...input.resume,
    skills: input.profile.skills,
    education: input.profile.education.map((record) => resumeEducationOf(record)),
    career: input.profile.career.map((record) => resumeCareerOf(record)),
  };
}

function jobName(job: AdviceInput['job']): string {
  if (job.title && job.company) return `${job.title} at ${job.company}`;
  return job.title ?? job.company ?? 'this job';
}

function matchBlock(job: AdviceInput['job'], report: MatchReport): string {
  const lines = [`${bold(`Match: ${report.score}/100`)} for ${jobName(job)}.`];
  if (report.covered.length + report.missing.length === 0) {
    lines.push('The job description names no skills, tools or requirements this check recognises, so the score says little; read the posting for what matters most.');
    return lines.join('\n');
  }
  if (report.covered.length > 0) lines.push(`Your resume shows: ${termList(byWeight(report.covered))}.`);
  if (report.missing.length > 0) lines.push(`The job asks for, and your resume does not show: ${termList(byWeight(report.missing))}.`);
  if (report.seniority) lines.push(`The role is pitched at ${bold(report.seniority)} level.`);
  return lines.join('\n');
}

const rolesIn = (evidence: string[]) => evidence.filter((place) => place !== 'Skills' && place !== 'Education');

/**
 * Steps to strengthen this resume for this job, most valuable first: bring in evidence the user
 * has but left out, then make the evidence already there easy to find.
 */
function resumeSteps(input: AdviceInput, resumeReport: MatchReport, profileReport: MatchReport): string[] {
  const steps: string[] = [];
  const inResume = new Map(resumeReport.covered.map((term) => [term.term, term]));
  const listedSkills = new Set(input.resume.skills.map((skill) => skill.toLowerCase()));
  const resumeRoles = new Set(input.resume.career.map(careerLabel));
  const latest = input.resume.career[0];

  for (const term of byWeight(profileReport.covered)) {
    const covered = inResume.get(term.term);
    const rolesInResume = covered ? rolesIn(covered.evidence) : [];
    const leftOutRole = rolesIn(term.evidence).find((role) => !resumeRoles.has(role));
    if (!covered) {
      if (leftOutRole) steps.push(`Add ${leftOutRole} to this resume: it shows ${bold(term.term)}, which the job asks for.`);
      else if (term.evidence.includes('Skills')) steps.push(`List ${bold(term.term)} among the resume's skills: it is in your profile and the job asks for it.`);
      continue;
    }
    if (term.kind === 'qualification') continue;
    if (rolesInResume.length === 0 && term.kind !== 'responsibility') {
      steps.push(
        leftOutRole
          ? `Add ${leftOutRole} to this resume: it shows where you used ${bold(term.term)}, which is otherwise only listed as a skill.`
          : `Back up ${bold(term.term)} with a result: it is listed as a skill, but no accomplishment shows where you used it.`,
      );
    } else if (latest && rolesInResume.length > 0 && !rolesInResume.includes(careerLabel(latest))) {
      steps.push(`Lead with ${bold(term.term)}: it only appears under ${rolesInResume[0]}; if you used it in your current role too, say so in ${careerLabel(latest)}.`);
    }
    if (!listedSkills.has(term.term.toLowerCase()) && rolesInResume.length > 0 && (term.kind === 'skill' || term.kind === 'tool')) {
      steps.push(`Add ${bold(term.term)} to the skills list: your accomplishments show it, and many applicant-tracking systems only read the skills section.`);
    }
  }
  return [...new Set(steps)].slice(0, MAX_STEPS);
}

function gapsBlock(profileReport: MatchReport): string | null {
  const gaps = byWeight(profileReport.missing).slice(0, MAX_LISTED_TERMS);
  if (gaps.length === 0) return null;
  return [
    `${bold('Gaps')}: nothing in your profile shows ${termList(gaps)}.`,
    'If you have used them, add the record or skill that shows where and how. If not, do not claim them: say what you know that is closest, and how you would get up to speed.',
  ].join('\n');
}

function interviewQuestions(input: AdviceInput, resumeReport: MatchReport): string[] {
  const questions: string[] = [];
  for (const term of byWeight([...resumeReport.covered, ...resumeReport.missing])) {
    if (questions.length >= MAX_QUESTIONS) break;
    const covered = resumeReport.covered.find((entry) => entry.term === term.term);
    if (term.kind === 'qualification') {
      questions.push(`How does your background meet "${term.term}"? Have a one-minute answer with dates and results.`);
    } else if (!covered) {
      questions.push(`This role needs ${bold(term.term)}. How would you get productive with it in your first months?`);
    } else if (term.kind === 'responsibility') {
      questions.push(`Tell me about a time you were responsible for ${bold(term.term)}. What was the outcome?`);
    } else {
      const [role] = rolesIn(covered.evidence);
      questions.push(
        role
          ? `Walk me through your work with ${bold(term.term)} as ${role}: the problem, your part, the result.`
          : `What is the hardest problem you solved with ${bold(term.term)}?`,
      );
    }
  }
  if (questions.length === 0) questions.push(`Why do you want to work as ${jobName(input.job)}, and what will you achieve in your first 90 days?`);
  return questions;
}

/** What advice is made of; the match and the gaps come from the match report alone. */
export interface AdviceSections {
  match: string;
  resumeSteps: string[];
  gaps: string | null;
  interviewQuestions: string[];
}

/** The parts of the local engine's advice, and the match reports they come from. */
export function localAdviceSections(input: AdviceInput): AdviceSections & { resumeReport: MatchReport } {
  const analysis = analyzeJob(input.job);
  const resumeReport = buildMatchReport(analysis, input.resume);
  const profileReport = buildMatchReport(analysis, profileAsResume(input));
  return {
    resumeReport,
    match: matchBlock(input.job, resumeReport),
    resumeSteps: resumeSteps(input, resumeReport, profileReport),
    gaps: gapsBlock(profileReport),
    interviewQuestions: interviewQuestions(input, resumeReport),
  };
}

/** Plain text the advice screen renders: blocks separated by blank lines, numbered steps, **bold** key terms. */
export function composeAdvice(sections: AdviceSections): string {
  const blocks = [sections.match];
  if (sections.resumeSteps.length > 0) blocks.push(`${bold('Strengthen this resume')}, most valuable first:`, numbered(sections.resumeSteps));
  if (sections.gaps) blocks.push(sections.gaps);
  blocks.push(`${bold('Prepare for the interview')} with answers to:`, numbered(sections.interviewQuestions));
  return blocks.join('\n\n');
}
