import { getAdvice } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { adviceFor } from './service';

export const adviceModule: FeatureModule = {
  name: 'advice',
  register(app, { database: { db }, llm }) {
    registerEndpoint(app, getAdvice, async ({ user, body, request }) => {
      const outcome = await adviceFor(db, user.userId, body, { llm });
      if (outcome.fallbackReason) request.log.warn({ reason: outcome.fallbackReason }, 'LLM advice skipped');
      return { advice: outcome.advice, advice_sections: outcome.sections };
    });
  },
};
