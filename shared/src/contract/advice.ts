import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const SELECT_BOTH = 'Please select both a job and a resume.';
const positiveId = z.number({ error: SELECT_BOTH }).int(SELECT_BOTH).positive(SELECT_BOTH).max(2_147_483_647, SELECT_BOTH);

/** `resumeId` is a generated resume's id. */
export const adviceBodySchema = z.strictObject({ jobId: positiveId, resumeId: positiveId });
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
