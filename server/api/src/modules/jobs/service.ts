import { JOB_LIMITS, type JobDescription, type structuredJobBodySchema } from '@careerforge/contract';
import type { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { parsePosting } from '../../lib/posting-parser';
import type { JobChanges, JobQueries } from './queries';

const JOB_NOT_FOUND = 'Job not found';

/** A validated structured body: trimmed, with an empty title or company as null. */
type StructuredJobFields = z.output<typeof structuredJobBodySchema>;

export function addStructuredJob(jobs: JobQueries, { job_title, company, description }: StructuredJobFields): Promise<JobDescription> {
  return jobs.insert({ job_title, company, text: description, raw_text: null });
}

/** A guess longer than what the form accepts is no title or company, and would make the job uneditable. */
function withinLimit(value: string | null, max: number): string | null {
  return value !== null && value.length <= max ? value : null;
}

/**
 * Stores a pasted posting with the title, company and description read from it. The description
 * becomes the job's text when one was found, else the whole posting; the posting is kept as pasted.
 */
export function addPastedJob(jobs: JobQueries, posting: string): Promise<JobDescription> {
  const { title, company, description } = parsePosting(posting);
  return jobs.insert({
    job_title: withinLimit(title, JOB_LIMITS.title),
    company: withinLimit(company, JOB_LIMITS.company),
    text: description ?? posting,
    raw_text: posting,
  });
}

export async function editJob(jobs: JobQueries, id: number, changes: JobChanges): Promise<JobDescription> {
  const job = (await jobs.update(id, changes)) ? await jobs.find(id) : undefined;
  // Not found, or deleted by another request between the update and the read.
  if (!job) throw new HttpError(404, JOB_NOT_FOUND);
  return job;
}

export async function removeJob(jobs: JobQueries, id: number): Promise<void> {
  if (!(await jobs.remove(id))) throw new HttpError(404, JOB_NOT_FOUND);
}
