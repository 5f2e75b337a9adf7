import { applyToJob, deleteApplication, listApplications, updateApplicationStatus } from '@careerforge/contract';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { applicationQueries } from './queries';
import { apply, changeStatus, removeApplication } from './service';

export const applicationRoutes: FeatureRoutes = (app, { db }) => {
  registerEndpoint(app, listApplications, async ({ user }) => ({
    applications: await applicationQueries(db, user.userId).list(),
  }));

  registerEndpoint(app, applyToJob, async ({ user, body }) => ({
    success: true,
    application: await apply(db, user.userId, body.job_id, body.resume_id),
  }));

  registerEndpoint(app, updateApplicationStatus, async ({ user, params, body }) => ({
    success: true,
    application: await changeStatus(db, user.userId, params.id, body.status),
  }));

  registerEndpoint(app, deleteApplication, async ({ user, params }) => {
    await removeApplication(db, user.userId, params.id);
    return { success: true };
  });
};
