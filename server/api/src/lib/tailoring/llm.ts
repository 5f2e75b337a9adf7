import type { GeneratedResumeContent, MatchTerm } from '@careerforge/contract';
import { z } from 'zod';
import { requestLlmJson, type LlmConfig } from '../llm';
import { rephrasingProblem, wordsOf, type RephraseVocabulary } from './rephrase-guard';

export type RephraseResult =
  | { ok: true; resume: GeneratedResumeContent; accepted: number; rejected: number }
  | { ok: false; reason: string };

/** What the model is asked to answer: for each position (by its index), its bullets in the same order. */
const rephraseReplySchema = z.object({
  career: z.array(z.object({ index: z.number().int().nonnegative(), accomplishments: z.array(z.string()) })),
});

/** The posting is cut to this length in the prompt: enough for its requirements, bounded in cost. */
const MAX_JOB_TEXT_IN_PROMPT = 6_000;
const MAX_TERMS_IN_PROMPT = 25;

const SYSTEM_PROMPT = [
  'You rephrase resume bullet points so they speak to a job posting.',
  'Rules: keep every fact exactly; keep every number exactly as written; do not add companies, products, technologies,',
  'job titles, dates, or numbers that the bullet does not contain; use the posting\'s vocabulary only where the bullet',
  'already says the same thing; one sentence per bullet; keep the number and order of bullets.',
  'Answer with JSON only: {"career":[{"index":<the position index you were given>,"accomplishments":["...", ...]}]}.',
].join(' ');

function buildPrompt(resume: GeneratedResumeContent, job: { title: string | null; text: string }, terms: MatchTerm[]): string {
  return JSON.stringify({
    job: { title: job.title, posting: job.text.slice(0, MAX_JOB_TEXT_IN_PROMPT) },
    key_terms: terms.slice(0, MAX_TERMS_IN_PROMPT).map((term) => term.term),
    career: resume.career.flatMap((record, index) =>
      record.accomplishments.length > 0 ? [{ index, position: record.position, accomplishments: record.accomplishments }] : [],
    ),
  });
}

/** The words a rephrasing may add (the job's and the skills') and those it may not claim (the hiring company and title). */
export function vocabularyFor(job: { title: string | null; company: string | null; text: string }, skills: string[]): RephraseVocabulary {
  const skillWords = wordsOf(skills.join('\n'));
  const allowed = new Set([...wordsOf(job.text), ...skillWords]);
  const userSkillWords = new Set(skillWords);
  const forbidden = new Set(wordsOf(`${job.company ?? ''}\n${job.title ?? ''}`).filter((word) => !userSkillWords.has(word)));
  return { allowed, forbidden };
}

/**
 * Asks the LLM, in one request, to rephrase every kept accomplishment for the job, and keeps each
 * rephrasing only if `rephrasingProblem` finds none. Positions, companies, dates, skills and
 * education are never taken from the reply. Never throws: any failure is returned as a reason.
 */
export async function rephraseAccomplishments(
  resume: GeneratedResumeContent,
  context: { job: { title: string | null; company: string | null; text: string }; skills: string[]; terms: MatchTerm[] },
  config: LlmConfig,
  signal?: AbortSignal,
): Promise<RephraseResult> {
  if (!resume.career.some((record) => record.accomplishments.length > 0)) return { ok: false, reason: 'there are no accomplishments to rephrase' };
  const prompt = { system: SYSTEM_PROMPT, user: buildPrompt(resume, context.job, context.terms) };
  const reply = await requestLlmJson(prompt, rephraseReplySchema, config, signal);
  if (!reply.ok) return reply;

  const vocabulary = vocabularyFor(context.job, context.skills);
  const rephrasedByIndex = new Map<number, string[]>();
  for (const entry of reply.json.career) if (!rephrasedByIndex.has(entry.index)) rephrasedByIndex.set(entry.index, entry.accomplishments);
  let accepted = 0;
  let rejected = 0;
  const career = resume.career.map((record, index) => {
    const rephrased = rephrasedByIndex.get(index);
    // A different count means the bullets cannot be paired with their originals.
    if (!rephrased || rephrased.length !== record.accomplishments.length) {
      rejected += record.accomplishments.length;
      return record;
    }
    const accomplishments = record.accomplishments.map((original, position) => {
      const candidate = rephrased[position] ?? '';
      if (rephrasingProblem(original, candidate, vocabulary) !== null) {
        rejected += 1;
        return original;
      }
      accepted += 1;
      return candidate.trim();
    });
    return { ...record, accomplishments };
  });
  return { ok: true, resume: { ...resume, career }, accepted, rejected };
}
