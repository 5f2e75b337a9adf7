import { getAdvice } from '@careerforge/shared/contract';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { adviceFor } from './service';

export const adviceRoutes: FeatureRoutes = (app, { db }) => {
  registerEndpoint(app, getAdvice, async ({ user, body }) => ({
    advice: await adviceFor(db, user.userId, body.jobId, body.resumeId),
  }));
};
