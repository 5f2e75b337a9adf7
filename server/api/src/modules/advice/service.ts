import type { Kysely } from 'kysely';
import { adviseOn, type AdviceOutcome } from '../../lib/advice';
import type { Database } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import type { LlmConfig } from '../../lib/llm';
import { requireGeneratedResume } from '../generation/service';
import { requireJob } from '../jobs/service';
import { loadProfileSnapshot } from '../users/service';

/** Advice for the caller's job and generated resume, from their whole profile; another user's job or resume is not found. */
export async function adviceFor(
  db: Kysely<Database>,
  userId: string,
  { jobId, resumeId }: { jobId: number; resumeId: number },
  options: { llm: LlmConfig | null },
): Promise<AdviceOutcome> {
  const job = await requireJob(db, userId, jobId);
  const resume = await requireGeneratedResume(db, userId, resumeId);
  if (!resume.content) throw new HttpError(409, 'This resume is not ready yet; advice needs a generated resume.');
  return adviseOn(
    {
      job: { title: job.job_title, company: job.company, text: job.text },
      resume: resume.content,
      profile: await loadProfileSnapshot(db, userId),
    },
    options,
  );
}
