import { getAdvice } from '@careerforge/contract';
import type { LlmConfig } from '../../lib/llm';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { adviceFor } from './service';

export interface AdviceDependencies {
  /** The optional LLM that writes part of the advice; null for the local engine alone. */
  llm: LlmConfig | null;
}

export function adviceRoutes({ llm }: AdviceDependencies): FeatureRoutes {
  return (app, { db }) => {
    registerEndpoint(app, getAdvice, async ({ user, body, request }) => {
      const outcome = await adviceFor(db, user.userId, body, { llm });
      if (outcome.fallbackReason) request.log.warn({ reason: outcome.fallbackReason }, 'LLM advice skipped');
      return { advice: outcome.advice };
    });
  };
}
