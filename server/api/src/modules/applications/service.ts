import type { Application, ApplicationStatus } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type Database } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import { FORMATTED_RESUME_NOT_FOUND } from '../formatting/service';
import { formattedResumeQueries } from '../formatting/queries';
import { jobQueries } from '../jobs/queries';
import { applicationQueries } from './queries';

const APPLICATION_NOT_FOUND = 'Application not found.';

/** Records an application of the caller's job with the caller's formatted resume; the same pair twice is refused. */
export async function apply(db: Kysely<Database>, userId: string, jobId: number, formattedResumeId: number): Promise<Application> {
  if (!(await jobQueries(db, userId).find(jobId))) throw new HttpError(404, 'Job not found');
  const resume = await formattedResumeQueries(db, userId).find(formattedResumeId);
  if (!resume) throw new HttpError(404, FORMATTED_RESUME_NOT_FOUND);
  try {
    const application = await applicationQueries(db, userId).insert(jobId, { id: resume.id, label: resume.label });
    if (!application) throw new HttpError(404, 'Job not found');
    return application;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'You have already applied to this job with this resume.', { cause: error });
    throw error;
  }
}

export async function changeStatus(db: Kysely<Database>, userId: string, id: number, status: ApplicationStatus): Promise<Application> {
  const application = await applicationQueries(db, userId).setStatus(id, status);
  if (!application) throw new HttpError(404, APPLICATION_NOT_FOUND);
  return application;
}

export async function removeApplication(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await applicationQueries(db, userId).remove(id))) throw new HttpError(404, APPLICATION_NOT_FOUND);
}
