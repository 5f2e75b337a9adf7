import {
  applyToJob,
  deleteApplication,
  exportApplicationsCsv,
  getApplicationInsights,
  listApplications,
  listApplicationsPage,
  updateApplication as updateApplicationEndpoint,
  updateApplicationStatus,
} from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { setFileHeaders } from '../../lib/http/files';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import { applicationsCsv, apply, changeStatus, getApplications, getApplicationsPage, getInsights, removeApplication, updateApplication } from './service';

export const applicationsModule: FeatureModule = {
  name: 'applications',
  register(app, { database: { db } }) {
    registerListEndpoint(app, { whole: listApplications, page: listApplicationsPage }, {
      whole: async (user) => ({ applications: await getApplications(db, user.userId) }),
      page: async (user, query) => pageAnswer('applications', await getApplicationsPage(db, user.userId, query)),
    });

    registerEndpoint(app, applyToJob, async ({ user, body }) => ({
      success: true,
      application: await apply(db, user.userId, body.job_id, body.resume_id),
    }));

    registerEndpoint(app, updateApplicationStatus, async ({ user, params, body }) => ({
      success: true,
      application: await changeStatus(db, user.userId, params.id, body.status),
    }));

    registerEndpoint(app, updateApplicationEndpoint, async ({ user, params, body }) => ({
      success: true,
      application: await updateApplication(db, user.userId, params.id, body),
    }));

    registerEndpoint(app, getApplicationInsights, async ({ user }) => getInsights(db, user.userId));

    registerEndpoint(app, exportApplicationsCsv, async ({ user, reply }) => {
      const csv = await applicationsCsv(db, user.userId);
      setFileHeaders(reply, {
        contentType: 'text/csv; charset=utf-8',
        caching: 'private',
        disposition: { type: 'attachment', filename: 'applications.csv' },
      });
      return csv;
    });

    registerEndpoint(app, deleteApplication, async ({ user, params }) => {
      await removeApplication(db, user.userId, params.id);
      return { success: true };
    });
  },
};
