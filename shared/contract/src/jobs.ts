import { z } from 'zod';
import { defineEndpoint, requiredText } from './endpoint';
import { optionalText } from './fields';
import { pagedAnswer, searchedPagedListQuery } from './paging';

export const JOB_LIMITS = { title: 200, company: 200, structuredDescription: 2000, freeformText: 10000 } as const;

export const jobDescriptionSchema = z.object({
  jobId: z.number().int(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  text: z.string(),
  /** ISO 8601 date-time. */
  submittedAt: z.string(),
  /** True when the caller has an application for this job. */
  applied: z.boolean(),
});
export type JobDescription = z.infer<typeof jobDescriptionSchema>;

export const jobIdParamsSchema = z.object({
  jobId: z.coerce
    .number({ error: 'jobId must be a positive whole number.' })
    .int('jobId must be a positive whole number.')
    .positive('jobId must be a positive whole number.')
    .max(2_147_483_647, 'jobId must be a positive whole number.'),
});

export const structuredJobBodySchema = z.strictObject({
  job_title: optionalText('Job title', JOB_LIMITS.title),
  company: optionalText('Company', JOB_LIMITS.company),
  description: requiredText('Job description', JOB_LIMITS.structuredDescription),
});
export type StructuredJobBody = z.input<typeof structuredJobBodySchema>;

export const freeformJobBodySchema = z.strictObject({
  text: z
    .string({ error: 'Please paste a job posting.' })
    .trim()
    .min(1, 'Please paste a job posting.')
    .max(JOB_LIMITS.freeformText, `A job posting must be at most ${JOB_LIMITS.freeformText} characters.`),
});
export type FreeformJobBody = z.input<typeof freeformJobBodySchema>;

export const updateJobBodySchema = z.strictObject({
  job_title: optionalText('Job title', JOB_LIMITS.title),
  company: optionalText('Company', JOB_LIMITS.company),
  text: requiredText('Job description', JOB_LIMITS.freeformText),
});
export type UpdateJobBody = z.input<typeof updateJobBodySchema>;

export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/api/jobs/history/',
  summary: 'The caller’s job descriptions, newest first.',
  response: z.object({ jobs: z.array(jobDescriptionSchema) }),
});

export const listJobsPage = defineEndpoint({
  method: 'GET',
  path: listJobs.path,
  summary: 'One page of the caller’s job descriptions, newest or oldest first, searched in their title, company and description.',
  query: searchedPagedListQuery,
  response: pagedAnswer('jobs', jobDescriptionSchema),
});

export const submitJob = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/submit/',
  summary: 'Store a job description from the structured form.',
  body: structuredJobBodySchema,
  successStatus: 201,
  response: z.object({ jobId: z.number().int() }),
});

export const submitFreeformJob = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/submit/freeform/',
  summary: 'Store a pasted job posting; the title, company and description are extracted from it.',
  body: freeformJobBodySchema,
  successStatus: 201,
  response: z.object({ jobId: z.number().int(), job: jobDescriptionSchema }),
});

export const updateJob = defineEndpoint({
  method: 'PUT',
  path: '/api/jobs/:jobId/',
  summary: 'Edit one of the caller’s job descriptions.',
  params: jobIdParamsSchema,
  body: updateJobBodySchema,
  response: z.object({ success: z.literal(true), job: jobDescriptionSchema }),
});

export const deleteJob = defineEndpoint({
  method: 'DELETE',
  path: '/api/jobs/delete/:jobId/',
  summary: 'Delete one of the caller’s job descriptions.',
  params: jobIdParamsSchema,
  response: z.object({ success: z.literal(true) }),
});
