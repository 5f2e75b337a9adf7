import type { Kysely } from 'kysely';
import { adviseOn, type AdviceOutcome } from '../../lib/advice';
import type { Database } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import type { LlmConfig } from '../../lib/llm';
import { careerQueries } from '../career/queries';
import { educationQueries } from '../education/queries';
import { generatedResumeQueries } from '../generation/queries';
import { RESUME_NOT_FOUND } from '../generation/service';
import { jobQueries } from '../jobs/queries';
import { skillQueries } from '../skills/queries';

/** Advice for the caller's job and generated resume, from their whole profile; another user's job or resume is not found. */
export async function adviceFor(
  db: Kysely<Database>,
  userId: string,
  { jobId, resumeId }: { jobId: number; resumeId: number },
  options: { llm: LlmConfig | null },
): Promise<AdviceOutcome> {
  const job = await jobQueries(db, userId).find(jobId);
  if (!job) throw new HttpError(404, 'Job not found');
  const resume = await generatedResumeQueries(db, userId).findCompleted(resumeId);
  if (!resume) throw new HttpError(404, RESUME_NOT_FOUND);
  if (!resume.content) throw new HttpError(409, 'This resume is not ready yet; advice needs a generated resume.');
  const [career, education, skills] = await Promise.all([
    careerQueries(db, userId).list(),
    educationQueries(db, userId).list(),
    skillQueries(db, userId).list(),
  ]);
  return adviseOn(
    {
      job: { title: job.job_title, company: job.company, text: job.text },
      resume: resume.content,
      profile: { career, education, skills: skills.map(({ skill }) => skill) },
    },
    options,
  );
}
