import {
  deleteJob,
  freeformJobBodySchema,
  listJobs,
  structuredJobBodySchema,
  submitFreeformJob,
  submitJob,
  updateJob,
  updateJobBodySchema,
  type JobDescription,
} from '@careerforge/shared/contract';
import type { z } from 'zod';
import { FakeServer, type FakeReply } from './fakeServer';

const NOT_FOUND: FakeReply = { status: 404, body: { error: 'Job not found.' } };

function invalid(error: z.ZodError): FakeReply {
  return { status: 400, body: { error: error.issues[0]?.message ?? 'Invalid request.' } };
}

/** The jobs API, keeping the caller's job descriptions in memory (`jobs`, which tests may change). */
export class FakeJobsServer extends FakeServer {
  jobs: JobDescription[];
  private nextId: number;

  constructor(jobs: JobDescription[] = []) {
    super();
    this.jobs = jobs;
    this.nextId = Math.max(0, ...jobs.map(({ jobId }) => jobId)) + 1;

    this.route(listJobs, () => ({
      status: 200,
      body: { jobs: [...this.jobs].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)) },
    }));

    this.route(submitJob, ({ body }) => {
      const parsed = structuredJobBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const { job_title, company, description } = parsed.data;
      const job = this.add({ job_title, company, text: description });
      return { status: 201, body: { jobId: job.jobId } };
    });

    // Like the real API, takes the title from the first line and the company from a 'Company:' line.
    this.route(submitFreeformJob, ({ body }) => {
      const parsed = freeformJobBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const { text } = parsed.data;
      const job = this.add({
        job_title: text.split('\n')[0]?.trim() || null,
        company: /^Company:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? null,
        text,
      });
      return { status: 201, body: { jobId: job.jobId, job } };
    });

    this.route(updateJob, ({ params, body }) => {
      const job = this.jobs.find(({ jobId }) => jobId === Number(params.jobId));
      if (!job) return NOT_FOUND;
      const parsed = updateJobBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      Object.assign(job, parsed.data);
      return { status: 200, body: { success: true, job } };
    });

    this.route(deleteJob, ({ params }) => {
      const remaining = this.jobs.filter(({ jobId }) => jobId !== Number(params.jobId));
      if (remaining.length === this.jobs.length) return NOT_FOUND;
      this.jobs = remaining;
      return { status: 200, body: { success: true } };
    });
  }

  private add(fields: Pick<JobDescription, 'job_title' | 'company' | 'text'>): JobDescription {
    const job = { jobId: this.nextId++, ...fields, submittedAt: new Date().toISOString(), applied: false };
    this.jobs.push(job);
    return job;
  }
}
