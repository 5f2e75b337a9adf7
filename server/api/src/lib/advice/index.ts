import type { LlmConfig } from '../llm';
import { llmAdviceSections } from './llm';
import { composeAdvice, localAdviceSections, type AdviceInput } from './local';

export type { AdviceInput } from './local';

export interface AdviceOutcome {
  advice: string;
  engine: 'local' | 'llm';
  /** Why the LLM was configured but not used; null when it was used or is not configured. */
  fallbackReason: string | null;
}

/**
 * Advice for one job and one generated resume: by the local engine, or, when an LLM is configured,
 * with the LLM writing the resume steps and interview questions. The local engine takes over on any
 * failure, timeout or unusable reply.
 */
export async function adviseOn(input: AdviceInput, options: { llm: LlmConfig | null; signal?: AbortSignal }): Promise<AdviceOutcome> {
  const local = localAdviceSections(input);
  if (!options.llm) return { advice: composeAdvice(local), engine: 'local', fallbackReason: null };
  const written = await llmAdviceSections(input, local, options.llm, options.signal);
  if (!written.ok) return { advice: composeAdvice(local), engine: 'local', fallbackReason: written.reason };
  return { advice: composeAdvice(written.sections), engine: 'llm', fallbackReason: null };
}
