import { deleteJob, listJobs, listJobsPage, submitFreeformJob, submitJob, updateJob } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import { addPastedJob, addStructuredJob, editJob, getJobs, getJobsPage, removeJob } from './service';

export const jobsModule: FeatureModule = {
  name: 'jobs',
  register(app, { database }) {
    const { db } = database;
    registerListEndpoint(app, { whole: listJobs, page: listJobsPage }, {
      whole: async (user) => ({ jobs: await getJobs(db, user.userId) }),
      page: async (user, query) => pageAnswer('jobs', await getJobsPage(database, user.userId, query)),
    });

    registerEndpoint(app, submitJob, async ({ user, body }) => ({
      jobId: (await addStructuredJob(db, user.userId, body)).jobId,
    }));

    registerEndpoint(app, submitFreeformJob, async ({ user, body }) => {
      const job = await addPastedJob(db, user.userId, body.text);
      return { jobId: job.jobId, job };
    });

    registerEndpoint(app, updateJob, async ({ user, params, body }) => ({
      success: true,
      job: await editJob(db, user.userId, params.jobId, body),
    }));

    registerEndpoint(app, deleteJob, async ({ user, params }) => {
      await removeJob(db, user.userId, params.jobId);
      return { success: true };
    });
  },
};
