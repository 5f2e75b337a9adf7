import type { CoverLetterContent } from '@careerforge/contract';
import { z } from 'zod';
import { requestLlmJson, type LlmConfig } from '../llm';
import { rephrasingProblem, vocabularyFor } from '../tailoring';
import type { LetterJob } from './compose';

export type LetterRephraseResult =
  | { ok: true; letter: CoverLetterContent; accepted: number; rejected: number }
  | { ok: false; reason: string };

/** What the model is asked to answer: the paragraphs, same count and order. */
const replySchema = z.object({ paragraphs: z.array(z.string()) });

/** The posting is cut to this length in the prompt: enough for its tone, bounded in cost. */
const MAX_JOB_TEXT_IN_PROMPT = 4_000;

const SYSTEM_PROMPT = [
  'You polish the paragraphs of a cover letter so they read naturally for a job posting.',
  'Rules: keep every fact exactly; keep every number exactly as written; do not add companies, people, products,',
  'technologies, job titles, dates, links or numbers that the paragraph does not contain; keep each paragraph one',
  'paragraph of about the same length; keep the number and order of paragraphs.',
  'Answer with JSON only: {"paragraphs":["...", ...]}.',
].join(' ');

/**
 * Asks the LLM, in one request, to rephrase the letter's paragraphs, and keeps each rephrasing only
 * if the fact guard of resume bullets finds no problem with it (same numbers, no new names, tools,
 * dates or links). The greeting, header, sign-off and signature are never taken from the reply.
 * Never throws: any failure is returned as a reason.
 */
export async function rephraseLetter(
  letter: CoverLetterContent,
  context: { job: LetterJob & { text: string }; skills: string[] },
  config: LlmConfig,
  signal?: AbortSignal,
): Promise<LetterRephraseResult> {
  const prompt = {
    system: SYSTEM_PROMPT,
    user: JSON.stringify({
      job: { title: context.job.title, company: context.job.company, posting: context.job.text.slice(0, MAX_JOB_TEXT_IN_PROMPT) },
      paragraphs: letter.paragraphs,
    }),
  };
  const reply = await requestLlmJson(prompt, replySchema, config, signal);
  if (!reply.ok) return reply;
  if (reply.json.paragraphs.length !== letter.paragraphs.length) return { ok: false, reason: 'the LLM changed the number of paragraphs' };

  // The letter names the hiring company and the role on purpose; a paragraph keeps the names it had.
  const vocabulary = vocabularyFor(context.job, context.skills);
  let accepted = 0;
  let rejected = 0;
  const paragraphs = letter.paragraphs.map((original, index) => {
    const candidate = reply.json.paragraphs[index] ?? '';
    if (rephrasingProblem(original, candidate, vocabulary) !== null) {
      rejected += 1;
      return original;
    }
    accepted += 1;
    return candidate.trim();
  });
  return { ok: true, letter: { ...letter, paragraphs }, accepted, rejected };
}
