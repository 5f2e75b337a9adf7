import {
  deleteJob,
  listJobs,
  submitFreeformJob,
  submitJob,
  updateJob,
  type JobDescription,
} from '@careerforge/contract';
import { FakeApiServer, type FakeReply } from '@careerforge/shared/testing';
import { fakeListReply } from '@careerforge/shared/lists/testing';

const NOT_FOUND: FakeReply = { status: 404, body: { error: 'Job not found.' } };

/** As the API searches jobs: the title, company or text contains the search, ignoring case. */
function jobContains(job: JobDescription, q: string): boolean {
  const needle = q.toLowerCase();
  return [job.job_title, job.company, job.text].some((field) => field?.toLowerCase().includes(needle));
}

/**
 * The jobs API, keeping the caller's job descriptions in memory (`jobs`, which tests may change).
 * Its list answers the whole list, or a page when `limit` is sent, as the API does.
 */
export class FakeJobsServer extends FakeApiServer {
  jobs: JobDescription[];
  /** The query of each call of the job list, in order ({} for the whole list). */
  readonly jobListQueries: Record<string, string>[] = [];
  private nextId: number;

  constructor(jobs: JobDescription[] = []) {
    super();
    this.jobs = jobs;
    this.nextId = Math.max(0, ...jobs.map(({ jobId }) => jobId)) + 1;

    this.on(listJobs, (request) => {
      this.jobListQueries.push(request.query);
      const newestFirst = [...this.jobs].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
      return fakeListReply(newestFirst, request, { key: 'jobs', matches: jobContains });
    });

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
