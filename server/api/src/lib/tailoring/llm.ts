import type { GeneratedResumeContent, MatchTerm } from '@careerforge/shared/contract';
import { z } from 'zod';
import { rephrasingProblem, wordsOf, type RephraseVocabulary } from './rephrase-guard';

/** An OpenAI-compatible chat-completions endpoint. */
export interface LlmConfig {
  /** Without a trailing slash; '/chat/completions' is appended. */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export type RephraseResult =
  | { ok: true; resume: GeneratedResumeContent; accepted: number; rejected: number }
  | { ok: false; reason: string };

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
/** What the model is asked to answer: for each position (by its index), its bullets in the same order. */
const rephraseReplySchema = z.object({
  career: z.array(z.object({ index: z.number().int().nonnegative(), accomplishments: z.array(z.string()) })),
});

/** The posting is cut to this length in the prompt: enough for its requirements, bounded in cost. */
const MAX_JOB_TEXT_IN_PROMPT = 6_000;
const MAX_TERMS_IN_PROMPT = 25;
/** Replies larger than this are not a rephrasing of one resume. */
const MAX_REPLY_CHARACTERS = 1_000_000;

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

function vocabularyFor(job: { title: string | null; company: string | null; text: string }, skills: string[]): RephraseVocabulary {
  const skillWords = wordsOf(skills.join('\n'));
  const allowed = new Set([...wordsOf(job.text), ...skillWords]);
  const userSkillWords = new Set(skillWords);
  const forbidden = new Set(wordsOf(`${job.company ?? ''}\n${job.title ?? ''}`).filter((word) => !userSkillWords.has(word)));
  return { allowed, forbidden };
}

/** The reply's JSON; models sometimes wrap it in a Markdown code fence despite the response format. */
function parseContent(content: string): unknown {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  return JSON.parse(unfenced);
}

async function requestRephrasing(prompt: string, config: LlmConfig, signal: AbortSignal): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers,
    signal,
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: prompt },
      ],
    }),
  });
  const body = await response.text();
  if (!response.ok) throw new UnusableReply(`the LLM endpoint answered HTTP ${response.status}`);
  if (body.length > MAX_REPLY_CHARACTERS) throw new UnusableReply('the LLM reply was too large');
  const completion = chatCompletionSchema.safeParse(JSON.parse(body));
  if (!completion.success) throw new UnusableReply('the LLM reply is not a chat completion');
  return parseContent(completion.data.choices[0]?.message.content ?? '');
}

/** A reply that arrived but cannot be used; its message is the reason shown. */
class UnusableReply extends Error {
  override readonly name = 'UnusableReply';
}

function describeFailure(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined, config: LlmConfig): string {
  if (caller?.aborted) return 'the generation was cancelled before the LLM answered';
  if (timeout.aborted) return `the LLM did not answer within ${config.timeoutMs} ms`;
  if (error instanceof SyntaxError) return 'the LLM reply was not valid JSON';
  if (error instanceof UnusableReply) return error.message;
  // fetch says only 'fetch failed'; the cause names the network error (ECONNREFUSED, ENOTFOUND, ...).
  // Duck-typed: fetch's errors may come from another realm, where `instanceof Error` is false.
  const { message = String(error), cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: string;
    cause?: { code?: string; message?: string };
  };
  const detail = cause?.code ?? cause?.message;
  const reason = `the LLM request failed (${message}${detail ? `: ${detail}` : ''})`;
  // The key is never part of a request's error, but the reason is logged, so it is scrubbed all the same.
  return config.apiKey ? reason.split(config.apiKey).join('[redacted]') : reason;
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
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let reply: z.infer<typeof rephraseReplySchema>;
  try {
    const parsed = rephraseReplySchema.safeParse(await requestRephrasing(buildPrompt(resume, context.job, context.terms), config, combined));
    if (!parsed.success) return { ok: false, reason: 'the LLM reply does not have the expected shape' };
    reply = parsed.data;
  } catch (error) {
    return { ok: false, reason: describeFailure(error, timeout, signal, config) };
  }

  const vocabulary = vocabularyFor(context.job, context.skills);
  const rephrasedByIndex = new Map<number, string[]>();
  for (const entry of reply.career) if (!rephrasedByIndex.has(entry.index)) rephrasedByIndex.set(entry.index, entry.accomplishments);
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
