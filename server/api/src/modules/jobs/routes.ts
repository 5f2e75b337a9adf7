import { deleteJob, listJobs, submitFreeformJob, submitJob, updateJob } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { addPastedJob, addStructuredJob, editJob, getJobs, removeJob } from './service';

export const jobsModule: FeatureModule = {
  name: 'jobs',
  register(app, { database: { db } }) {
    registerEndpoint(app, listJobs, async ({ user }) => ({
      jobs: await getJobs(db, user.userId),
    }));

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
