import type { MatchReport } from '@careerforge/contract';
import { z } from 'zod';
import { requestLlmJson, type LlmConfig } from '../llm';
import { hasLink, numbersIn } from '../tailoring';
import { collapseSpaces } from '../text';
import { MAX_QUESTIONS, MAX_STEPS, bold, type AdviceInput, type AdviceSections } from './local';

/** What the model is asked to answer: the two parts of advice that are writing rather than facts. */
const adviceReplySchema = z.object({
  resume_steps: z.array(z.string()),
  interview_questions: z.array(z.string()),
});

const MAX_JOB_TEXT_IN_PROMPT = 6_000;
const MAX_ITEM_LENGTH = 400;

const SYSTEM_PROMPT = [
  'You are a career coach. You advise one job seeker about one job and the resume they will send for it.',
  'Use only what the input says about the person: never state or suggest that they have a skill, employer, title,',
  'degree, date or number that the input does not show. Be specific to this job and this resume; no generic tips.',
  `Answer with JSON only: {"resume_steps":["..."],"interview_questions":["..."]}. resume_steps: at most ${MAX_STEPS}`,
  'concrete changes to this resume, most valuable first: what to move up, what to rephrase with the job\'s words, what',
  'to add from the profile that the resume leaves out. interview_questions: at most',
  `${MAX_QUESTIONS} questions an interviewer for this job is likely to ask, drawn from its requirements.`,
  'One sentence each, plain text, no Markdown, no links.',
].join(' ');

function buildPrompt(input: AdviceInput, report: MatchReport): string {
  return JSON.stringify({
    job: { title: input.job.title, company: input.job.company, posting: input.job.text.slice(0, MAX_JOB_TEXT_IN_PROMPT) },
    match: {
      score: report.score,
      covered: report.covered.map((term) => term.term),
      missing: report.missing.map((term) => term.term),
      seniority: report.seniority,
    },
    resume: { skills: input.resume.skills, career: input.resume.career, education: input.resume.education },
    profile: {
      skills: input.profile.skills,
      career: input.profile.career.map(({ position, company, startDate, endDate, accomplishments }) => ({ position, company, startDate, endDate, accomplishments })),
    },
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each key term the sentence names, in bold, as the local engine writes them. */
function boldTerms(sentence: string, terms: string[]): string {
  let text = sentence;
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}*])${escapeRegExp(term)}(?![\\p{L}\\p{N}*])`, 'iu');
    text = text.replace(pattern, (found) => bold(found));
  }
  return text;
}

/**
 * The model's sentences that state no number absent from the input and hold no link; the rest are
 * dropped. Markdown the model added anyway is removed, then the key terms are set in bold.
 */
function usableSentences(sentences: string[], knownNumbers: Set<string>, terms: string[], limit: number): string[] {
  return sentences
    .map((sentence) => collapseSpaces(sentence.replace(/[*_`#]/g, '')))
    .filter((sentence) => sentence.length > 0 && sentence.length <= MAX_ITEM_LENGTH)
    .filter((sentence) => !hasLink(sentence) && numbersIn(sentence).every((number) => knownNumbers.has(number)))
    .slice(0, limit)
    .map((sentence) => boldTerms(sentence, terms));
}

export type LlmAdviceResult = { ok: true; sections: AdviceSections } | { ok: false; reason: string };

/**
 * The LLM writes the resume steps and the interview questions; the match and the gaps stay the
 * local engine's, from the match report. Never throws: any failure is returned as a reason.
 */
export async function llmAdviceSections(
  input: AdviceInput,
  local: AdviceSections & { resumeReport: MatchReport },
  config: LlmConfig,
  signal?: AbortSignal,
): Promise<LlmAdviceResult> {
  const prompt = buildPrompt(input, local.resumeReport);
  const reply = await requestLlmJson({ system: SYSTEM_PROMPT, user: prompt }, adviceReplySchema, config, signal);
  if (!reply.ok) return reply;

  const knownNumbers = new Set(numbersIn(prompt));
  const terms = [...local.resumeReport.covered, ...local.resumeReport.missing].map((term) => term.term);
  const resumeSteps = usableSentences(reply.json.resume_steps, knownNumbers, terms, MAX_STEPS);
  const interviewQuestions = usableSentences(reply.json.interview_questions, knownNumbers, terms, MAX_QUESTIONS);
  if (resumeSteps.length === 0 || interviewQuestions.length === 0) {
    return { ok: false, reason: 'the LLM reply has no usable resume steps or interview questions' };
  }
  return { ok: true, sections: { match: local.match, gaps: local.gaps, resumeSteps, interviewQuestions } };
}
