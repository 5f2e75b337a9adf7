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
 * Advice as a structure, every part tied to the job's match report and the user's own data:
 * why the score is what it is, strengths with the user's line that shows each, the job's real
 * gaps with how to close them honestly, edits to named parts of the resume, interview questions
 * on the job's requirements, and questions for the candidate to ask.
 */
export const adviceSectionsSchema = z.object({
  fit: z.object({ score: z.number().int().min(0).max(100), why: z.array(z.string()) }),
  /** `evidence` is one of the user's own lines (a bullet, skill, title or degree), quoted as written. */
  strengths: z.array(z.object({ point: z.string(), evidence: z.string() })),
  /** Only job terms nothing in the user's profile shows. */
  gaps: z.array(z.object({ term: z.string(), why_it_matters: z.string(), how_to_address: z.string() })),
  /** `target` is the bullet (quoted) or the resume section to change. */
  resume_edits: z.array(z.object({ target: z.string(), suggestion: z.string() })),
  interview_preparation: z.array(z.object({ topic: z.string(), question: z.string() })),
  questions_to_ask: z.array(z.string()),
});
export type AdviceSections = z.infer<typeof adviceSectionsSchema>;

/**
 * Advice as plain text rendered from its sections: blocks separated by blank lines, numbered
 * steps ('1. …') where order matters, `**bold**` for key terms; `advice_sections` is the same
 * advice as a structure.
 */
export const getAdvice = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/advice/',
  summary: 'Job-seeking advice for one of the caller’s jobs and one of their generated resumes.',
  body: adviceBodySchema,
  response: z.object({ advice: z.string(), advice_sections: adviceSectionsSchema.optional() }),
});
