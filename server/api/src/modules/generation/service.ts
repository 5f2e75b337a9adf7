import type { Kysely } from 'kysely';
import type { BlobStore } from '../../lib/blob-store';
import type { Database } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import type { LlmConfig } from '../../lib/llm';
import { generateTailoredResume, type TailoringOutcome } from '../../lib/tailoring';
import { careerQueries } from '../career/queries';
import { educationQueries } from '../education/queries';
import { formattedResumeQueries } from '../formatting/queries';
import { jobQueries } from '../jobs/queries';
import { skillQueries } from '../skills/queries';
import { userQueries } from '../users/queries';
import { generatedResumeQueries, type ClaimedGeneration } from './queries';

export const RESUME_NOT_FOUND = 'Resume not found.';

/** A generation that cannot succeed however often it is tried; its message is shown to the user. */
export class GenerationFailure extends Error {
  override readonly name = 'GenerationFailure';
}

/**
 * Queues a generation after checking that the job and every chosen record are the caller's own;
 * another user's job or record is not found, as if it did not exist.
 */
export async function startGeneration(db: Kysely<Database>, userId: string, jobId: number, historyIds: number[]): Promise<number> {
  if (!(await jobQueries(db, userId).find(jobId))) throw new HttpError(404, 'Job not found');
  const chosen = [...new Set(historyIds)];
  const own = new Set((await careerQueries(db, userId).list()).map((record) => record.id));
  if (!chosen.every((id) => own.has(id))) throw new HttpError(404, 'Career history record not found');
  return generatedResumeQueries(db, userId).insert(jobId, chosen);
}

/** The name at the top of the resume: the full name, else the username, else the e-mail's local part. */
function displayNameOf(profile: { username: string; full_name: string | null; email: string | null } | undefined): string {
  return profile?.full_name?.trim() || profile?.username.trim() || profile?.email?.split('@')[0] || '';
}

/**
 * Makes the resume of a claimed job from the user's data as it is now: the job description, the
 * chosen career records that still exist, all education and skills, and the app profile.
 */
export async function produceResume(
  db: Kysely<Database>,
  job: ClaimedGeneration,
  llm: LlmConfig | null,
  signal: AbortSignal,
): Promise<TailoringOutcome> {
  const jobDescription = job.jobId === null ? undefined : await jobQueries(db, job.userId).find(job.jobId);
  if (!jobDescription) throw new GenerationFailure('The job description for this resume was deleted.');
  const chosen = new Set(job.historyIds);
  const career = (await careerQueries(db, job.userId).list()).filter((record) => chosen.has(record.id));
  if (career.length === 0) throw new GenerationFailure('The chosen career history records were deleted.');
  const [education, skills, profile] = await Promise.all([
    educationQueries(db, job.userId).list(),
    skillQueries(db, job.userId).list(),
    userQueries(db, job.userId).find(),
  ]);
  return generateTailoredResume(
    {
      job: { title: jobDescription.job_title, company: jobDescription.company, text: jobDescription.text },
      profile: { name: displayNameOf(profile), email: profile?.email ?? null, phone: profile?.phone_number ?? null },
      career,
      education,
      skills: skills.map(({ skill }) => skill),
    },
    { llm, signal },
  );
}

/** Deletes a generated resume and every file formatted from it. */
export async function removeGeneratedResume(db: Kysely<Database>, blobs: BlobStore, userId: string, id: number): Promise<void> {
  const blobKeys = await formattedResumeQueries(db, userId).blobKeysOfResume(id);
  if (!(await generatedResumeQueries(db, userId).remove(id))) throw new HttpError(404, RESUME_NOT_FOUND);
  // The rows went with the resume (ON DELETE CASCADE); the bytes are not in the database.
  await Promise.all(blobKeys.map((key) => blobs.delete(key)));
}
