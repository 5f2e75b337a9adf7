import type { GeneratedResumeContent, MatchReport, MatchTerm } from '@careerforge/contract';
import {
  analyzeJob,
  buildMatchReport,
  careerLabel,
  listed,
  resumeCareerOf,
  resumeEducationOf,
  termsIn,
  type CareerFact,
} from '../tailoring';
// Not exported by the tailoring engine's index yet: the matcher's own checks, used as they are.
import { RELATED_TERMS } from '../tailoring/dictionary';
import { degreeLevelOfTerm, yearsCovered, yearsOfTerm } from '../tailoring/qualifications';
import { termsInSkill } from '../tailoring/terms';
import {
  MAX_GAPS,
  MAX_INTERVIEW_QUESTIONS,
  MAX_QUESTIONS_TO_ASK,
  MAX_RESUME_EDITS,
  MAX_STRENGTHS,
  type AdviceContext,
  type AdviceInput,
  type AdviceSections,
} from './types';

const MAX_LISTED_TERMS = 8;
/** From this many years of use, a question about a skill is asked about the user's own work with it, never in general. */
const SEASONED_YEARS = 2;

const byWeight = <T extends MatchTerm>(terms: T[]) => [...terms].sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
const termNames = (terms: { term: string }[]) => listed(terms.slice(0, MAX_LISTED_TERMS).map((term) => term.term));
const quoted = (line: string) => `"${line}"`;

/** One line of the user's own data and the job terms the matcher finds in it. */
interface UserLine {
  text: string;
  kind: 'accomplishment' | 'description' | 'skill' | 'title' | 'degree';
  /** Where it is: 'Skills', 'Education' or the position's label. */
  place: string;
  record: CareerFact | null;
  terms: Set<string>;
}

/** Lines that show a term best come first: a result beats a description, which beats a bare skill or title. */
const LINE_PREFERENCE: UserLine['kind'][] = ['accomplishment', 'description', 'skill', 'title', 'degree'];

function userLines(profile: AdviceInput['profile']): UserLine[] {
  const lines: UserLine[] = profile.skills.map((skill) => ({ text: skill.trim(), kind: 'skill', place: 'Skills', record: null, terms: termsInSkill(skill) }));
  for (const record of profile.career) {
    const place = careerLabel(record);
    const line = (text: string, kind: UserLine['kind']): UserLine => ({ text: text.trim(), kind, place, record, terms: termsIn(text) });
    lines.push(line(record.position, 'title'), line(record.description, 'description'), ...record.accomplishments.map((text) => line(text, 'accomplishment')));
  }
  for (const record of profile.education) lines.push({ text: record.degree.trim(), kind: 'degree', place: 'Education', record: null, terms: termsIn(record.degree) });
  return lines.filter((line) => line.text !== '' && !/[\r\n]/.test(line.text));
}

/** Every line of the user's data, as written: what quoted evidence must come from. */
export function userTexts(input: AdviceInput): string[] {
  return userLines(input.profile).map((line) => line.text);
}

function linesNaming(lines: UserLine[], term: string): UserLine[] {
  const naming = lines.filter((line) => line.terms.has(term));
  return naming.sort((a, b) => LINE_PREFERENCE.indexOf(a.kind) - LINE_PREFERENCE.indexOf(b.kind));
}

/** Whole years the user's dated positions that name the term cover together (overlaps once). */
function yearsWith(lines: UserLine[], term: string, today: Date): number {
  const records = new Map<number, CareerFact>();
  for (const line of linesNaming(lines, term)) if (line.record) records.set(line.record.id, line.record);
  const periods = [...records.values()].map((record) => ({ start_date: record.startDate, end_date: record.endDate }));
  return Math.floor(yearsCovered(periods, today));
}

const overYears = (years: number) => `over ${years} year${years === 1 ? '' : 's'}`;

/** The whole profile as one resume, so the same match report shows where each term appears anywhere in it. */
function profileAsResume(input: AdviceInput): GeneratedResumeContent {
  return {
    ...input.resume,
    skills: input.profile.skills,
    education: input.profile.education.map((record) => resumeEducationOf(record)),
    career: input.profile.career.map((record) => resumeCareerOf(record)),
  };
}

export function jobName(job: AdviceInput['job']): string {
  if (job.title && job.company) return `${job.title} at ${job.company}`;
  return job.title ?? job.company ?? 'this job';
}

/** Why the score is what it is, each sentence from the resume's match report. */
function fitReasons(resumeReport: MatchReport, profileReport: MatchReport): string[] {
  const total = resumeReport.covered.length + resumeReport.missing.length;
  if (total === 0) {
    return ['The job description names no skills, tools or requirements this check recognises, so the score says little; read the posting for what matters most.'];
  }
  const why: string[] = [];
  if (resumeReport.covered.length > 0) {
    why.push(`Your resume shows ${resumeReport.covered.length} of the job's ${total} key terms: ${termNames(byWeight(resumeReport.covered))}.`);
  }
  const inProfile = new Set(profileReport.covered.map((term) => term.term));
  const leftOut = byWeight(resumeReport.missing.filter((term) => inProfile.has(term.term)));
  const absent = byWeight(resumeReport.missing.filter((term) => !inProfile.has(term.term)));
  if (leftOut.length > 0) why.push(`Your profile shows ${termNames(leftOut)}, which this resume leaves out: the edits below bring them in.`);
  if (absent.length > 0) why.push(`The job asks for ${termNames(absent)}, which nothing in your profile shows.`);
  if (resumeReport.seniority) why.push(`The role is pitched at ${resumeReport.seniority} level.`);
  return why;
}

/** The job's terms the user shows, heaviest first, each with the user's own line that shows it best. */
function strengths(lines: UserLine[], profileReport: MatchReport, today: Date): AdviceSections['strengths'] {
  const result: AdviceSections['strengths'] = [];
  const quotedAlready = new Set<string>();
  for (const term of byWeight(profileReport.covered)) {
    if (result.length >= MAX_STRENGTHS) break;
    const line = linesNaming(lines, term.term).find((candidate) => !quotedAlready.has(candidate.text));
    if (!line) continue;
    quotedAlready.add(line.text);
    const years = yearsWith(lines, term.term, today);
    const point =
      line.kind === 'skill'
        ? `${term.term}: the job asks for it, and it is among your skills.`
        : `${term.term}: the job asks for it, and you show it as ${line.place}${years >= 1 ? `, with ${overYears(years)} in roles that name it` : ''}.`;
    result.push({ point, evidence: line.text });
  }
  return result;
}

/** Places of evidence that are positions held, not the resume's other sections. */
const NOT_ROLES = new Set(['Skills', 'Education', 'Projects', 'Certifications']);
const rolesIn = (evidence: string[]) => evidence.filter((place) => !NOT_ROLES.has(place));

/**
 * Edits to this resume, most valuable first: bring in evidence the user has but left out, then
 * make the evidence already there easy to find. Whether the user lists a term is the matcher's
 * answer (aliases resolved: the skill 'Airflow' lists Apache Airflow), never a string comparison.
 */
function resumeEdits(input: AdviceInput, lines: UserLine[], resumeReport: MatchReport, profileReport: MatchReport): AdviceSections['resume_edits'] {
  const edits: AdviceSections['resume_edits'] = [];
  const add = (target: string, suggestion: string) => {
    if (!edits.some((edit) => edit.suggestion === suggestion)) edits.push({ target, suggestion });
  };
  const inResume = new Map(resumeReport.covered.map((term) => [term.term, term]));
  const resumeRoles = new Set(input.resume.career.map(careerLabel));
  const latest = input.resume.career[0];
  const suggestedRoles = new Set<string>();
  const addRole = (role: string, suggestion: string) => {
    suggestedRoles.add(role);
    add('Career history', suggestion);
  };

  for (const term of byWeight(profileReport.covered)) {
    const covered = inResume.get(term.term);
    const profileListsIt = term.evidence.includes('Skills');
    const resumeListsIt = covered?.evidence.includes('Skills') ?? false;
    const rolesInResume = covered ? rolesIn(covered.evidence) : [];
    const leftOutRoles = rolesIn(term.evidence).filter((role) => !resumeRoles.has(role));
    // A left-out role is suggested once, for the heaviest term it shows; that also brings in the term.
    if (leftOutRoles.some((role) => suggestedRoles.has(role))) continue;
    const [leftOutRole] = leftOutRoles;
    if (!covered) {
      if (leftOutRole) addRole(leftOutRole, `Add ${leftOutRole} to this resume: it shows ${term.term}, which the job asks for.`);
      else if (profileListsIt) add('Skills', `List ${term.term} among this resume's skills: it is in your profile and the job asks for it.`);
      continue;
    }
    if (term.kind === 'qualification') continue;
    if (rolesInResume.length === 0 && term.kind !== 'responsibility') {
      const skillLine = linesNaming(lines, term.term).find((line) => line.kind === 'skill');
      if (leftOutRole) addRole(leftOutRole, `Add ${leftOutRole} to this resume: it shows where you used ${term.term}, which is otherwise only listed as a skill.`);
      else add(skillLine ? skillLine.text : 'Skills', `Back up ${term.term} with a result: it is listed as a skill, but no accomplishment shows where you used it.`);
    } else if (latest && rolesInResume.length > 0 && !rolesInResume.includes(careerLabel(latest))) {
      const bullet = linesNaming(lines, term.term).find((line) => line.place === rolesInResume[0] && line.kind !== 'title');
      add(
        bullet ? bullet.text : 'Career history',
        `Only ${rolesInResume[0]} shows ${term.term}; if you used it as ${careerLabel(latest)} too, say so there, since recruiters read the latest role first.`,
      );
    }
    if (!resumeListsIt && rolesInResume.length > 0 && (term.kind === 'skill' || term.kind === 'tool')) {
      add(
        'Skills',
        profileListsIt
          ? `List ${term.term} among this resume's skills: it is in your profile, and many applicant-tracking systems only read the skills section.`
          : `Add ${term.term} to the skills list: your accomplishments show it, and many applicant-tracking systems only read the skills section.`,
      );
    }
  }
  return edits.slice(0, MAX_RESUME_EDITS);
}

/** Whether two terms are related in the matcher's dictionary: one lists the other, or a field lists both. */
function related(a: string, b: string): boolean {
  if (RELATED_TERMS[a]?.includes(b) || RELATED_TERMS[b]?.includes(a)) return true;
  return Object.values(RELATED_TERMS).some((group) => group.includes(a) && group.includes(b));
}

/** The user's line that shows the work closest to a missing term, if any: real adjacent experience. */
function adjacentLine(lines: UserLine[], missing: string): { line: UserLine; term: string } | null {
  for (const line of [...lines].sort((a, b) => LINE_PREFERENCE.indexOf(a.kind) - LINE_PREFERENCE.indexOf(b.kind))) {
    const term = [...line.terms].find((candidate) => related(missing, candidate));
    if (term) return { line, term };
  }
  return null;
}

/** How to close a gap honestly: a course, certification or project, or real adjacent work described as what it is. */
function howToAddress(term: MatchTerm, adjacent: { line: UserLine; term: string } | null, careerYears: number): string {
  if (yearsOfTerm(term.term) !== null) {
    return careerYears >= 1
      ? `Do not stretch your dates: lead with what your ${overYears(careerYears)} achieved (scope, results, responsibility at the level asked), and ask whether depth can stand in for the count.`
      : 'Do not stretch your dates: lead with projects, internships and coursework that show the level asked, and ask whether they can stand in for years.';
  }
  if (degreeLevelOfTerm(term.term) !== null) {
    return 'Point to equivalent learning: certifications, courses and projects that cover the same ground; many employers accept experience instead, so ask the recruiter.';
  }
  const reframe = adjacent
    ? ` Your ${adjacent.term} work is related (${quoted(adjacent.line.text)}): describe it as what it is and say how it carries over to ${term.term}.`
    : '';
  switch (term.kind) {
    case 'tool':
      return `Build a small project with ${term.term} (a free tier or trial is enough) and add it to your profile's projects; its vendor's getting-started course or certification shows it too.${reframe}`;
    case 'skill':
      return `Take a course in ${term.term} that ends in a graded project (a university extension or online course) and add the project to your profile when it is done.${reframe}`;
    case 'responsibility':
      return `If you have done ${term.term} without the title (informally, for your team), write a bullet under that role saying where and with what result; if not, ask to take it on in your current role.`;
    case 'qualification':
      return `Enrol in the ${term.term} programme and list it as in progress, with its expected completion, once you are enrolled.`;
  }
}

/** The job's terms nothing in the profile shows, heaviest first: real gaps, each with its share of the score. */
function gaps(lines: UserLine[], profileReport: MatchReport, input: AdviceInput, today: Date): AdviceSections['gaps'] {
  const totalWeight = [...profileReport.covered, ...profileReport.missing].reduce((sum, term) => sum + term.weight, 0);
  const careerYears = Math.floor(yearsCovered(input.profile.career.map((record) => ({ start_date: record.startDate, end_date: record.endDate })), today));
  return byWeight(profileReport.missing)
    .slice(0, MAX_GAPS)
    .map((term) => ({
      term: term.term,
      why_it_matters: `The job asks for it (${Math.round((100 * term.weight) / totalWeight)}% of this job's match score), and nothing in your profile shows it.`,
      how_to_address: howToAddress(term, adjacentLine(lines, term.term), careerYears),
    }));
}

/**
 * Interview questions on the job's terms, heaviest first. A term the user has a line for is asked
 * about through that line, so someone with years of a skill is asked about their own work with it,
 * never what the skill is.
 */
function interviewPreparation(input: AdviceInput, lines: UserLine[], profileReport: MatchReport, today: Date): AdviceSections['interview_preparation'] {
  const covered = new Set(profileReport.covered.map((term) => term.term));
  const askedAbout = new Set<string>();
  const result: AdviceSections['interview_preparation'] = [];
  for (const term of byWeight([...profileReport.covered, ...profileReport.missing])) {
    if (result.length >= MAX_INTERVIEW_QUESTIONS) break;
    const ask = (question: string) => result.push({ topic: term.term, question });
    if (term.kind === 'qualification') {
      ask(`How does your background meet "${term.term}"? Have a one-minute answer with dates and results.`);
      continue;
    }
    if (!covered.has(term.term)) {
      ask(`This role needs ${term.term}. How would you get productive with it in your first months?`);
      continue;
    }
    const naming = linesNaming(lines, term.term);
    const bullet = naming.find((line) => (line.kind === 'accomplishment' || line.kind === 'description') && !askedAbout.has(line.text));
    const years = yearsWith(lines, term.term, today);
    if (bullet) {
      askedAbout.add(bullet.text);
      ask(`Walk me through ${quoted(bullet.text)} (${bullet.place}): the problem, your part in it, and what you would do differently today.`);
    } else if (years >= SEASONED_YEARS) {
      const role = naming.find((line) => line.record)?.place ?? careerLabel(input.profile.career[0]!);
      ask(`You worked with ${term.term} for ${overYears(years)} as ${role}: which decision about it are you proudest of, and which would you revisit?`);
    } else if (term.kind === 'responsibility') {
      ask(`Tell me about a time you were responsible for ${term.term}. What was the outcome?`);
    } else {
      ask(`Where have you used ${term.term}, and what did you build with it?`);
    }
  }
  if (result.length === 0) {
    result.push({ topic: 'Motivation', question: `Why do you want to work as ${jobName(input.job)}, and what will you achieve in your first months?` });
  }
  return result;
}

/** Questions for the candidate to ask, about the job's own terms and level. */
function questionsToAsk(input: AdviceInput, profileReport: MatchReport): string[] {
  const questions: string[] = [];
  const work = byWeight(profileReport.covered).filter((term) => term.kind !== 'qualification').slice(0, 2);
  const role = input.job.title ? `the new ${input.job.title}` : 'the person in this role';
  if (work.length > 0) questions.push(`How does the team use ${listed(work.map((term) => term.term))} today, and what would you want ${role} to improve first?`);
  const [gap] = byWeight(profileReport.missing).filter((term) => term.kind !== 'qualification');
  if (gap) questions.push(`How does the team work with ${gap.term}, and how do new people usually get up to speed with it?`);
  if (profileReport.seniority) questions.push(`What does ${profileReport.seniority} mean on this team: which decisions does the role own?`);
  questions.push('What would success in this role look like after the first months?');
  return questions.slice(0, MAX_QUESTIONS_TO_ASK);
}

/** The local engine's advice, the context it is rendered with, and the match reports it comes from. */
export interface LocalAdvice {
  sections: AdviceSections;
  context: AdviceContext;
  resumeReport: MatchReport;
  profileReport: MatchReport;
}

export function localAdvice(input: AdviceInput, today: Date = new Date()): LocalAdvice {
  const analysis = analyzeJob(input.job);
  const resumeReport = buildMatchReport(analysis, input.resume, today);
  const profileReport = buildMatchReport(analysis, profileAsResume(input), today);
  const lines = userLines(input.profile);
  return {
    resumeReport,
    profileReport,
    context: { jobName: jobName(input.job), terms: analysis.terms.map((term) => term.term) },
    sections: {
      fit: { score: resumeReport.score, why: fitReasons(resumeReport, profileReport) },
      strengths: strengths(lines, profileReport, today),
      gaps: gaps(lines, profileReport, input, today),
      resume_edits: resumeEdits(input, lines, resumeReport, profileReport),
      interview_preparation: interviewPreparation(input, lines, profileReport, today),
      questions_to_ask: questionsToAsk(input, profileReport),
    },
  };
}
