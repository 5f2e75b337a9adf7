import { z } from 'zod';

/** An OpenAI-compatible chat-completions endpoint. */
export interface LlmConfig {
  /** Without a trailing slash; '/chat/completions' is appended. */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export interface LlmPrompt {
  system: string;
  user: string;
}

/** The reply's JSON in the shape asked for, or why there is none: the caller then does the work without the LLM. */
export type LlmJsonReply<T> = { ok: true; json: T } | { ok: false; reason: string };

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
/** Replies larger than this are not an answer about one resume. */
const MAX_REPLY_CHARACTERS = 1_000_000;

/** A reply that arrived but cannot be used; its message is the reason given. */
class UnusableReply extends Error {
  override readonly name = 'UnusableReply';
}

/** The reply's JSON; models sometimes wrap it in a Markdown code fence despite the response format. */
function parseContent(content: string): unknown {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  return JSON.parse(unfenced);
}

async function postPrompt(prompt: LlmPrompt, config: LlmConfig, signal: AbortSignal): Promise<unknown> {
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
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
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

function describeFailure(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined, config: LlmConfig): string {
  if (caller?.aborted) return 'the request was cancelled before the LLM answered';
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
 * One chat completion at temperature 0 asking for a JSON answer of `schema`'s shape, aborted after
 * `timeoutMs` or when the caller's signal aborts. Never throws: any failure is returned as a reason.
 */
export async function requestLlmJson<T>(prompt: LlmPrompt, schema: z.ZodType<T>, config: LlmConfig, signal?: AbortSignal): Promise<LlmJsonReply<T>> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let json: unknown;
  try {
    json = await postPrompt(prompt, config, signal ? AbortSignal.any([timeout, signal]) : timeout);
  } catch (error) {
    return { ok: false, reason: describeFailure(error, timeout, signal, config) };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, json: parsed.data } : { ok: false, reason: 'the LLM reply does not have the expected shape' };
}
