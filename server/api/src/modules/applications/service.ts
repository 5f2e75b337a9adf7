import type { Application, ApplicationStatus } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type Database } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { requireFormattedResume } from '../formatting/service';
import { requireJob } from '../jobs/service';
import { applicationQueries } from './queries';

/** Newest first. */
export function getApplications(db: Kysely<Database>, userId: string): Promise<Application[]> {
  return applicationQueries(db, userId).list();
}

/** Records an application of the caller's job with the caller's formatted resume; the same pair twice is refused. */
export async function apply(db: Kysely<Database>, userId: string, jobId: number, formattedResumeId: number): Promise<Application> {
  await requireJob(db, userId, jobId);
  const resume = await requireFormattedResume(db, userId, formattedResumeId);
  try {
    const application = await applicationQueries(db, userId).insert(jobId, { id: resume.id, label: resume.label });
    // The job was deleted between the check and the insert.
    if (!application) throw notFound('job');
    return application;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'You have already applied to this job with this resume.', { cause: error });
    throw error;
  }
}

export async function changeStatus(db: Kysely<Database>, userId: string, id: number, status: ApplicationStatus): Promise<Application> {
  const application = await applicationQueries(db, userId).setStatus(id, status);
  if (!application) throw notFound('application');
  return application;
}

export async function removeApplication(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await applicationQueries(db, userId).remove(id))) throw notFound('application');
}
