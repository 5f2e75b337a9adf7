import { z } from 'zod';
import { SELECT_JOB_AND_RESUME_MESSAGE } from './applications';
import { defineEndpoint } from './endpoint';
import { positiveId } from './fields';

/** `resumeId` is a generated resume's id. */
export const adviceBodySchema = z.strictObject({
  jobId: positiveId(SELECT_JOB_AND_RESUME_MESSAGE),
  resumeId: positiveId(SELECT_JOB_AND_RESUME_MESSAGE),
});
export type AdviceBody = z.input<typeof adviceBodySchema>;

/**
 * Advice as plain text: blocks separated by blank lines, numbered steps ('1. …') where order
 * matters, `**bold**` for key terms.
 */
export const getAdvice = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/advice/',
  summary: 'Job-seeking advice for one of the caller’s jobs and one of their generated resumes.',
  body: adviceBodySchema,
  response: z.object({ advice: z.string() }),
});
