import type { LlmConfig } from '../llm';
import { llmAdviceSections } from './llm';
import { localAdvice } from './local';
import { renderAdvice } from './render';
import type { AdviceInput, AdviceSections } from './types';

export type { AdviceInput, AdviceSections } from './types';

export interface AdviceOutcome {
  /** The text the advice screen lays out, rendered from `sections`. */
  advice: string;
  sections: AdviceSections;
  engine: 'local' | 'llm';
  /** Why the LLM was configured but not used; null when it was used or is not configured. */
  fallbackReason: string | null;
}

/**
 * Advice for one job and one generated resume, as a structure and the text rendered from it: by
 * the local engine, or, when an LLM is configured, written by the LLM under the claim checks. The
 * local engine's structure takes over on any failure, timeout or unusable reply.
 */
export async function adviseOn(input: AdviceInput, options: { llm: LlmConfig | null; signal?: AbortSignal; today?: Date }): Promise<AdviceOutcome> {
  const local = localAdvice(input, options.today);
  const outcome = (sections: AdviceSections, engine: AdviceOutcome['engine'], fallbackReason: string | null): AdviceOutcome => ({
    advice: renderAdvice(sections, local.context),
    sections,
    engine,
    fallbackReason,
  });
  if (!options.llm) return outcome(local.sections, 'local', null);
  const written = await llmAdviceSections(input, local, options.llm, options.signal);
  if (!written.ok) return outcome(local.sections, 'local', written.reason);
  return outcome(written.sections, 'llm', null);
}
