import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from './endpoint';
import { positiveId } from './fields';

/** Why a job and a resume chosen together (an application, advice) cannot be sent yet. */
export const SELECT_JOB_AND_RESUME_MESSAGE = 'Please select both a job and a resume.';

/** Where an application stands; it starts 'Applied'. */
export const APPLICATION_STATUSES = ['Applied', 'Interviewing', 'Offer', 'Rejected', 'Withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A job application: the job and the exact formatted resume that was sent. `resumeId` and
 * `resume_id` are the same formatted resume's id (kept after that file is deleted); `resumeLabel`
 * is its label as it was when applying.
 */
export const applicationSchema = z.object({
  id: z.number().int(),
  applied_at: z.string(),
  job_id: z.number().int(),
  /** The job's title, or 'Untitled Job'. */
  jobSummary: z.string(),
  companyName: z.string().nullable(),
  resumeId: z.number().int().nullable(),
  resume_id: z.number().int().nullable(),
  resumeLabel: z.string().nullable(),
  status: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applyBodySchema = z.strictObject({
  job_id: positiveId(SELECT_JOB_AND_RESUME_MESSAGE),
  resume_id: positiveId(SELECT_JOB_AND_RESUME_MESSAGE),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

export const applicationStatusBodySchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}.` }),
});

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-application/',
  summary: 'The caller’s job applications, newest first.',
  response: z.object({ applications: z.array(applicationSchema) }),
});

export const applyToJob = defineEndpoint({
  method: 'POST',
  path: '/api/user/job-applications/',
  summary: 'Record an application to one of the caller’s jobs with one of their formatted resumes; the same pair twice is refused (409).',
  body: applyBodySchema,
  successStatus: 201,
  response: z.object({ success: z.literal(true), application: applicationSchema }),
});

export const updateApplicationStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/user/applications/:id/status/',
  summary: 'Move one of the caller’s applications to another status.',
  params: idParamsSchema,
  body: applicationStatusBodySchema,
  response: z.object({ success: z.literal(true), application: applicationSchema }),
});

export const deleteApplication = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/delete-application/:id/',
  summary: 'Delete one of the caller’s applications.',
  params: idParamsSchema,
  response: z.object({ success: z.literal(true) }),
});
