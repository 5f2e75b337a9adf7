import {
  deleteJob,
  listJobs,
  submitFreeformJob,
  submitJob,
  updateJob,
  type JobDescription,
} from '@careerforge/contract';
import { FakeApiServer, type FakeReply } from '@careerforge/shared/testing';

const NOT_FOUND: FakeReply = { status: 404, body: { error: 'Job not found.' } };

/** The jobs API, keeping the caller's job descriptions in memory (`jobs`, which tests may change). */
export class FakeJobsServer extends FakeApiServer {
  jobs: JobDescription[];
  private nextId: number;

  constructor(jobs: JobDescription[] = []) {
    super();
    this.jobs = jobs;
    this.nextId = Math.max(0, ...jobs.map(({ jobId }) => jobId)) + 1;

    this.on(listJobs, () => ({
      status: 200,
      body: { jobs: [...this.jobs].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)) },
    }));

    this.on(submitJob, ({ body: { job_title, company, description } }) => {
      const job = this.add({ job_title, company, text: description });
      return { status: 201, body: { jobId: job.jobId } };
    });

    // Like the real API, takes the title from the first line and the company from a 'Company:' line.
    this.on(submitFreeformJob, ({ body: { text } }) => {
      const job = this.add({
        job_title: text.split('\n')[0]?.trim() || null,
        company: /^Company:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? null,
        text,
      });
      return { status: 201, body: { jobId: job.jobId, job } };
    });

    this.on(updateJob, ({ params, body }) => {
      const job = this.jobs.find(({ jobId }) => jobId === params.jobId);
      if (!job) return NOT_FOUND;
      Object.assign(job, body);
      return { status: 200, body: { success: true, job } };
    });

    this.on(deleteJob, ({ params }) => {
      const remaining = this.jobs.filter(({ jobId }) => jobId !== params.jobId);
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
