import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from './endpoint';
import { positiveId } from './fields';
import { pagedAnswer, pagedListQuery } from './paging';

/** Why a job and a resume chosen together (an application, advice) cannot be sent yet. */
export const SELECT_JOB_AND_RESUME_MESSAGE = 'Please select both a job and a resume.';

/** Where an application stands; it starts 'Applied'. */
export const APPLICATION_STATUSES = ['Applied', 'Interviewing', 'Offer', 'Rejected', 'Withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The stages of an application, in the order a search usually goes through them. The first
 * statuses ('Applied', 'Interviewing', …) stay accepted by the status endpoint; 'Interviewing' is
 * now the 'Interview' stage.
 */
export const APPLICATION_STAGES = ['Saved', 'Applied', 'Screening', 'Interview', 'Offer', 'Accepted', 'Rejected', 'Withdrawn', 'Ghosted'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The stage an old status or a stage names; undefined when it names neither. */
export function applicationStageOf(value: string): ApplicationStage | undefined {
  if (value === 'Interviewing') return 'Interview';
  return (APPLICATION_STAGES as readonly string[]).includes(value) ? (value as ApplicationStage) : undefined;
}

export const APPLICATION_LIMITS = { notes: 2000, contacts: 5, contactName: 100, contactRole: 100, contactEmail: 254, postingUrl: 2000 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayField(label: string) {
  return z
    .string({ error: `${label} must be a date (yyyy-mm-dd).` })
    .regex(DAY, `${label} must be a date (yyyy-mm-dd).`)
    // A value not shaped as a date is reported once, by the check above, not also as "not a real date".
    .refine(
      (value) => !DAY.test(value) || (!Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
      `${label} is not a real date.`,
    );
}

/** Someone met during an application: a recruiter, an interviewer. */
export const applicationContactSchema = z.strictObject({
  name: z
    .string({ error: 'Each contact needs a name.' })
    .trim()
    .min(1, 'Each contact needs a name.')
    .max(APPLICATION_LIMITS.contactName, `A contact name must be at most ${APPLICATION_LIMITS.contactName} characters.`),
  role: z
    .string({ error: 'A contact role must be text.' })
    .trim()
    .max(APPLICATION_LIMITS.contactRole, `A contact role must be at most ${APPLICATION_LIMITS.contactRole} characters.`)
    .default(''),
  email: z.union([z.literal(''), z.email('A contact e-mail must be an e-mail address.').max(APPLICATION_LIMITS.contactEmail)], {
    error: 'A contact e-mail must be an e-mail address.',
  }).default(''),
});
export type ApplicationContact = z.infer<typeof applicationContactSchema>;

/** When an application reached a stage (a date, yyyy-mm-dd). */
export const applicationStageEntrySchema = z.object({ stage: z.string(), reached_on: z.string() });
export type ApplicationStageEntry = z.infer<typeof applicationStageEntrySchema>;


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
  /** The formatted resume's label now (it may have been renamed since); null once that file is deleted. */
  resumeCurrentLabel: z.string().nullable(),
  status: z.string(),
  /** When each stage was reached, in the order reached. */
  stage_history: z.array(applicationStageEntrySchema),
  next_step_date: z.string().nullable(),
  notes: z.string(),
  contacts: z.array(applicationContactSchema),
  posting_url: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applyBodySchema = z.strictObject({
  job_id: positiveId(SELECT_JOB_AND_RESUME_MESSAGE),
  resume_id: positiveId(SELECT_JOB_AND_RESUME_MESSAGE),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

/** The old statuses and the stages; 'Interviewing' is stored as the 'Interview' stage. */
const STATUS_OR_STAGE = [...new Set([...APPLICATION_STATUSES, ...APPLICATION_STAGES])];

export const applicationStatusBodySchema = z.strictObject({
  status: z.enum(STATUS_OR_STAGE, { error: `status must be one of ${STATUS_OR_STAGE.join(', ')}.` }),
});

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-application/',
  summary: 'The caller’s job applications, newest first.',
  response: z.object({ applications: z.array(applicationSchema) }),
});

/**
 * One page of the applications as 'My Applications' narrows them (its table and each column of its
 * board): one stage, and made between two days, inclusive. `total` counts the rows that match.
 */
export const applicationsPageQuery = pagedListQuery.extend({
  stage: z.enum(APPLICATION_STAGES, { error: `stage must be one of ${APPLICATION_STAGES.join(', ')}.` }).optional(),
  applied_from: dayField('applied_from').optional(),
  applied_to: dayField('applied_to').optional(),
});
export type ApplicationsPageQuery = z.input<typeof applicationsPageQuery>;

export const listApplicationsPage = defineEndpoint({
  method: 'GET',
  path: listApplications.path,
  summary: 'One page of the caller’s job applications, newest first.',
  query: applicationsPageQuery,
  response: pagedAnswer('applications', applicationSchema),
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

export const POSTING_URL_MESSAGE = 'posting_url must be a web address starting with http:// or https://.';
export const STAGE_DATE_IN_FUTURE_MESSAGE = 'A stage date cannot be in the future.';

/** Everything but the stage is optional; a field sent replaces its value, null or '' clears it. */
export const applicationUpdateBodySchema = z.strictObject({
  stage: z.enum(APPLICATION_STAGES, { error: `stage must be one of ${APPLICATION_STAGES.join(', ')}.` }).optional(),
  /** When the stage was reached; today when left out. */
  stage_date: dayField('stage_date').optional(),
  next_step_date: z.union([z.null(), z.literal(''), dayField('next_step_date')]).optional().transform((value) => (value === '' ? null : value)),
  notes: z
    .string({ error: 'notes must be text.' })
    .max(APPLICATION_LIMITS.notes, `notes must be at most ${APPLICATION_LIMITS.notes} characters.`)
    .nullable()
    .optional(),
  contacts: z
    .array(applicationContactSchema, { error: 'contacts must be a list of { name, role, email }.' })
    .max(APPLICATION_LIMITS.contacts, `At most ${APPLICATION_LIMITS.contacts} contacts.`)
    .optional(),
  posting_url: z
    .union([
      z.null(),
      z.literal(''),
      z
        .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: POSTING_URL_MESSAGE })
        .max(APPLICATION_LIMITS.postingUrl, `posting_url must be at most ${APPLICATION_LIMITS.postingUrl} characters.`),
    ], { error: POSTING_URL_MESSAGE })
    .optional()
    .transform((value) => (value === '' ? null : value)),
});
export type ApplicationUpdateBody = z.input<typeof applicationUpdateBodySchema>;

export const updateApplication = defineEndpoint({
  method: 'PUT',
  path: '/api/user/applications/:id/',
  summary: 'Change one of the caller’s applications: its stage (and when it was reached), next-step date, notes, contacts, posting URL.',
  params: idParamsSchema,
  body: applicationUpdateBodySchema,
  response: z.object({ success: z.literal(true), application: applicationSchema }),
});

/** Counts and rates of one group of applications (a resume, a template); a rate is null with no applications. */
export const applicationRatesSchema = z.object({
  label: z.string(),
  applications: z.number().int(),
  responses: z.number().int(),
  interviews: z.number().int(),
  response_rate: z.number().nullable(),
  interview_rate: z.number().nullable(),
});
export type ApplicationRates = z.infer<typeof applicationRatesSchema>;

export const applicationInsightsSchema = z.object({
  /** The last 8 weeks (Monday to Sunday, UTC), oldest first, with the applications made in each. */
  weeks: z.array(z.object({ week_start: z.string(), applications: z.number().int() })),
  overall: applicationRatesSchema,
  by_resume: z.array(applicationRatesSchema),
  by_template: z.array(applicationRatesSchema),
  /** Median days from applying to the first response; null before any response. */
  median_days_to_first_response: z.number().nullable(),
  /** Applications whose next step is overdue or within 7 days, soonest first. */
  next_steps: z.array(
    z.object({ id: z.number().int(), jobSummary: z.string(), companyName: z.string().nullable(), status: z.string(), next_step_date: z.string() }),
  ),
});
export type ApplicationInsights = z.infer<typeof applicationInsightsSchema>;

export const getApplicationInsights = defineEndpoint({
  method: 'GET',
  path: '/api/user/applications/insights',
  summary: 'The caller’s search in numbers: applications per week, response and interview rates per resume and template, median days to a first response, and upcoming next steps.',
  response: applicationInsightsSchema,
});

const csvResponse = z.custom<string>((value) => typeof value === 'string');

export const exportApplicationsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/user/applications/export.csv',
  summary: 'The caller’s applications as CSV, an attachment named applications.csv.',
  response: csvResponse.describe('The applications, one row each.'),
});
