import { JOB_LIMITS, type JobDescription, type structuredJobBodySchema } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppDatabase, Database } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { Page, SearchedPageRequest } from '../../lib/paging';
import { parsePosting } from '../../lib/posting-parser';
import { jobQueries, type JobChanges } from './queries';

/** A validated structured body: trimmed, with an empty title or company as null. */
type StructuredJobFields = z.output<typeof structuredJobBodySchema>;

/** Newest first, each with whether the user applied for it. */
export function getJobs(db: Kysely<Database>, userId: string): Promise<JobDescription[]> {
  return jobQueries(db, userId).list();
}

/** One page of the jobs, newest or oldest first, those containing `q` in their title, company or text. */
export function getJobsPage({ db, engine }: AppDatabase, userId: string, request: SearchedPageRequest): Promise<Page<JobDescription>> {
  return jobQueries(db, userId).page(request, engine);
}

/** The caller's job; undefined for another user's or a deleted one. */
export function findJob(db: Kysely<Database>, userId: string, id: number): Promise<JobDescription | undefined> {
  return jobQueries(db, userId).find(id);
}

/** The caller's job; 404 for another user's or a missing one. */
export async function requireJob(db: Kysely<Database>, userId: string, id: number): Promise<JobDescription> {
  const job = await findJob(db, userId, id);
  if (!job) throw notFound('job');
  return job;
}

export function addStructuredJob(
  db: Kysely<Database>,
  userId: string,
  { job_title, company, description }: StructuredJobFields,
): Promise<JobDescription> {
  return jobQueries(db, userId).insert({ job_title, company, text: description, raw_text: null });
}

/** A guess longer than what the form accepts is no title or company, and would make the job uneditable. */
function withinLimit(value: string | null, max: number): string | null {
  return value !== null && value.length <= max ? value : null;
}

/**
 * Stores a pasted posting with the title, company and description read from it. The description
 * becomes the job's text when one was found, else the whole posting; the posting is kept as pasted.
 */
export function addPastedJob(db: Kysely<Database>, userId: string, posting: string): Promise<JobDescription> {
  const { title, company, description } = parsePosting(posting);
  return jobQueries(db, userId).insert({
    job_title: withinLimit(title, JOB_LIMITS.title),
    company: withinLimit(company, JOB_LIMITS.company),
    text: description ?? posting,
    raw_text: posting,
  });
}

export async function editJob(db: Kysely<Database>, userId: string, id: number, changes: JobChanges): Promise<JobDescription> {
  const jobs = jobQueries(db, userId);
  const job = (await jobs.update(id, changes)) ? await jobs.find(id) : undefined;
  // Not found, or deleted by another request between the update and the read.
  if (!job) throw notFound('job');
  return job;
}

/** Its applications go with it. */
export async function removeJob(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await jobQueries(db, userId).remove(id))) throw notFound('job');
}
