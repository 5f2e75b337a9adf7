import { deleteJob, listJobs, submitFreeformJob, submitJob, updateJob } from '@careerforge/contract';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { jobQueries } from './queries';
import { addPastedJob, addStructuredJob, editJob, removeJob } from './service';

export const jobRoutes: FeatureRoutes = (app, { db }) => {
  registerEndpoint(app, listJobs, async ({ user }) => ({
    jobs: await jobQueries(db, user.userId).list(),
  }));

  registerEndpoint(app, submitJob, async ({ user, body }) => ({
    jobId: (await addStructuredJob(jobQueries(db, user.userId), body)).jobId,
  }));

  registerEndpoint(app, submitFreeformJob, async ({ user, body }) => {
    const job = await addPastedJob(jobQueries(db, user.userId), body.text);
    return { jobId: job.jobId, job };
  });

  registerEndpoint(app, updateJob, async ({ user, params, body }) => ({
    success: true,
    job: await editJob(jobQueries(db, user.userId), params.jobId, body),
  }));

  registerEndpoint(app, deleteJob, async ({ user, params }) => {
    await removeJob(jobQueries(db, user.userId), params.jobId);
    return { success: true };
  });
};
