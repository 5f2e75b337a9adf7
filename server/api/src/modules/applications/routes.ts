import { applyToJob, deleteApplication, listApplications, updateApplicationStatus } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { apply, changeStatus, getApplications, removeApplication } from './service';

export const applicationsModule: FeatureModule = {
  name: 'applications',
  register(app, { database: { db } }) {
    registerEndpoint(app, listApplications, async ({ user }) => ({
      applications: await getApplications(db, user.userId),
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
  },
};
