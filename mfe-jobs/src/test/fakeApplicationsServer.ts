import {
  applyToJob,
  deleteApplication,
  getAdvice,
  listApplications,
  listFormattedResumes,
  listGeneratedResumes,
  applicationStageOf,
  applicationsPageQuery,
  updateApplication,
  updateApplicationStatus,
  type Application,
  type ApplicationStage,
  type FormattedResume,
  type GeneratedResumeRecord,
  type JobDescription,
} from '@careerforge/contract';
import type { FakeReply } from '@careerforge/shared/testing';
import { fakeGeneratedResumesReply, fakeListReply } from '@careerforge/shared/lists/testing';
import { matchesFilters } from '../lib/applicationFilters';
import { FakeJobsServer } from './fakeJobsServer';

export interface ApplicationsSeed {
  jobs?: JobDescription[];
  generatedResumes?: GeneratedResumeRecord[];
  formattedResumes?: FormattedResume[];
  applications?: Application[];
  /** What the advice call answers for any of the caller's jobs and resumes. */
  advice?: string;
}

/** The API's order of applications: newest first, then the higher id first. */
function newestFirst(a: Application, b: Application): number {
  return b.applied_at.localeCompare(a.applied_at) || b.id - a.id;
}

/** Matches the cursor of the page after the application with `id` (a fake's cursor names its last row). */
export function afterApplication(id: number) {
  return expect.stringMatching(new RegExp(`\\|${id}$`));
}

/**
 * A page of applications as the API pages them, by keyset: the cursor names the last row sent
 * (its applied_at and id), so the next page starts after it even when rows before it have moved
 * or gone meanwhile.
 */
function keysetPageReply(listed: Application[], { limit, cursor }: { limit: number; cursor?: string | undefined }): FakeReply {
  const [appliedAt = '', id = '0'] = cursor?.split('|') ?? [];
  const after = cursor === undefined ? listed : listed.filter((row) => newestFirst(row, buildApplication({ id: Number(id), applied_at: appliedAt })) > 0);
  const page = after.slice(0, limit);
  const last = page.at(-1);
  return {
    status: 200,
    body: { applications: page, next_cursor: last && after.length > page.length ? `${last.applied_at}|${last.id}` : null, total: listed.length },
  };
}

/** As the real API: a stage reached before rewinds the history to it. */
function moveToStage(application: Application, stage: ApplicationStage, reachedOn?: string) {
  const earlier = application.stage_history.findIndex((entry) => entry.stage === stage);
  application.stage_history =
    earlier >= 0
      ? application.stage_history.slice(0, earlier + 1)
      : [...application.stage_history, { stage, reached_on: reachedOn ?? new Date().toISOString().slice(0, 10) }];
  application.status = stage;
}

function notFound(error: string): FakeReply {
  return { status: 404, body: { error } };
}

/** A generated resume record with plain defaults; tests name only the fields they look at. */
export function buildGeneratedResume(
  overrides: Partial<GeneratedResumeRecord> & Pick<GeneratedResumeRecord, 'id'> & { name?: string },
): GeneratedResumeRecord {
  const { name = 'Ada Lovelace', ...record } = overrides;
  return {
    created_at: '2024-05-02T09:00:00.000Z',
    job_id: null,
    job_title: null,
    company: null,
    generated_resume: { name, email: 'ada@example.com', phone: null, skills: ['SQL'], education: [], career: [] },
    match_report: { score: 60, covered: [], missing: [], seniority: null },
    ...record,
  };
}

/** A formatted resume with plain defaults. */
export function buildFormattedResume(overrides: Partial<FormattedResume> & Pick<FormattedResume, 'id'>): FormattedResume {
  return {
    label: `Resume ${overrides.id} — PDF`,
    created_at: '2024-05-03T15:45:00.000Z',
    resume_id: 1,
    format_type: 'pdf',
    ...overrides,
  };
}

/** An application with plain defaults. */
export function buildApplication(overrides: Partial<Application> & Pick<Application, 'id'>): Application {
  return {
    applied_at: '2024-05-04T10:15:00.000Z',
    job_id: 1,
    jobSummary: 'Data Engineer',
    companyName: 'Globex',
    resumeId: 1,
    resume_id: 1,
    resumeLabel: null,
    resumeCurrentLabel: null,
    status: 'Applied',
    stage_history: [{ stage: 'Applied', reached_on: '2024-05-04' }],
    next_step_date: null,
    notes: '',
    contacts: [],
    posting_url: null,
    ...overrides,
  };
}

/**
 * `count` applications numbered from 1 ('Job 1' … at Globex), the first the newest, one a minute
 * apart, with `overrides` on each; for the long lists of a test.
 */
export function applicationsNumbered(count: number, overrides: Partial<Application> = {}): Application[] {
  const newest = Date.parse('2024-05-04T10:15:00.000Z');
  return Array.from({ length: count }, (_, index) =>
    buildApplication({ id: index + 1, jobSummary: `Job ${index + 1}`, applied_at: new Date(newest - index * 60_000).toISOString(), ...overrides }),
  );
}

/**
 * The jobs API plus advice, generated and formatted resumes and job applications, kept in memory
 * like the real API: applying marks the job applied and refuses the same job and resume twice.
 */
export class FakeApplicationsServer extends FakeJobsServer {
  generatedResumes: GeneratedResumeRecord[];
  formattedResumes: FormattedResume[];
  applications: Application[];
  advice: string;
  /** The query of each call of the application list, in order ({} for the whole list). */
  readonly applicationListQueries: Record<string, string>[] = [];
  /** The query of each call of the formatted-resume list, in order. */
  readonly formattedResumeListQueries: Record<string, string>[] = [];
  private nextApplicationId: number;

  constructor(seed: ApplicationsSeed = {}) {
    super(seed.jobs);
    this.generatedResumes = seed.generatedResumes ?? [];
    this.formattedResumes = seed.formattedResumes ?? [];
    this.applications = seed.applications ?? [];
    this.advice = seed.advice ?? 'Tailor your resume to the job.';
    this.nextApplicationId = Math.max(0, ...this.applications.map(({ id }) => id)) + 1;

    this.on(getAdvice, ({ body }) => {
      if (!this.findJob(body.jobId)) return notFound('Job not found');
      if (!this.generatedResumes.some(({ id }) => id === body.resumeId)) return notFound('Resume not found.');
      return { status: 200, body: { advice: this.advice } };
    });

    this.on(listGeneratedResumes, (request) => fakeGeneratedResumesReply(this.generatedResumes, request));
    this.on(listFormattedResumes, (request) => {
      this.formattedResumeListQueries.push(request.query);
      return fakeListReply(this.formattedResumes, request, {
        key: 'formatted_resumes',
        matches: (resume, q) => resume.label.toLowerCase().includes(q.toLowerCase()),
      });
    });

    // A page keeps the applications of the stage and days asked for, as the API does.
    this.on(listApplications, ({ query }) => {
      this.applicationListQueries.push(query);
      const listed = [...this.applications]
        .sort(newestFirst)
        // The formatted resume's label as it is now, as the API reads it.
        .map((application) => ({ ...application, resumeCurrentLabel: this.formattedResumes.find(({ id }) => id === application.resume_id)?.label ?? null }));
      if (query.limit === undefined) return { status: 200, body: { applications: listed } };
      // The same path answers a page, checked as the API checks it.
      const asked = applicationsPageQuery.safeParse(query);
      if (!asked.success) return { status: 400, body: { error: asked.error.issues[0]?.message } };
      return keysetPageReply(listed.filter((application) => matchesFilters(application, asked.data)), asked.data);
    });

    this.on(applyToJob, ({ body }) => {
      const job = this.findJob(body.job_id);
      if (!job) return notFound('Job not found');
      const resume = this.formattedResumes.find(({ id }) => id === body.resume_id);
      if (!resume) return notFound('Formatted resume not found.');
      if (this.applications.some(({ job_id, resume_id }) => job_id === job.jobId && resume_id === resume.id)) {
        return { status: 409, body: { error: 'You have already applied to this job with this resume.' } };
      }
      const application: Application = {
        id: this.nextApplicationId++,
        applied_at: new Date().toISOString(),
        job_id: job.jobId,
        jobSummary: job.job_title ?? 'Untitled Job',
        companyName: job.company,
        resumeId: resume.id,
        resume_id: resume.id,
        resumeLabel: resume.label,
        resumeCurrentLabel: resume.label,
        status: 'Applied',
        stage_history: [{ stage: 'Applied', reached_on: new Date().toISOString().slice(0, 10) }],
        next_step_date: null,
        notes: '',
        contacts: [],
        posting_url: null,
      };
      this.applications.unshift(application);
      job.applied = true;
      return { status: 201, body: { success: true, application } };
    });

    this.on(updateApplicationStatus, ({ params, body }) => {
      const application = this.applications.find(({ id }) => id === params.id);
      if (!application) return notFound('Application not found.');
      moveToStage(application, applicationStageOf(body.status) ?? 'Applied');
      return { status: 200, body: { success: true, application } };
    });

    this.on(updateApplication, ({ params, body }) => {
      const application = this.applications.find(({ id }) => id === params.id);
      if (!application) return notFound('Application not found.');
      if (body.stage) moveToStage(application, body.stage, body.stage_date);
      if (body.next_step_date !== undefined) application.next_step_date = body.next_step_date;
      if (body.notes !== undefined) application.notes = body.notes ?? '';
      if (body.contacts !== undefined) application.contacts = body.contacts;
      if (body.posting_url !== undefined) application.posting_url = body.posting_url;
      return { status: 200, body: { success: true, application } };
    });

    this.on(deleteApplication, ({ params }) => {
      const removed = this.applications.find(({ id }) => id === params.id);
      if (!removed) return notFound('Application not found.');
      this.applications = this.applications.filter((application) => application !== removed);
      const job = this.findJob(removed.job_id);
      if (job) job.applied = this.applications.some(({ job_id }) => job_id === job.jobId);
      return { status: 200, body: { success: true } };
    });
  }

  private findJob(jobId: number): JobDescription | undefined {
    return this.jobs.find((job) => job.jobId === jobId);
  }
}
