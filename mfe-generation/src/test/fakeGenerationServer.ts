import {
  deleteGeneratedResume,
  downloadFormattedResume,
  exportGeneratedJsonResume,
  formatResume,
  generateResume,
  getCareerForPicker,
  getGenerationStatus,
  getUserInfo,
  listGeneratedResumes,
  listJobs,
  listTemplates,
  previewResume,
  updateGeneratedResume,
  type AppProfile,
  type CareerPickerItem,
  type FormatType,
  type GeneratedResumeContent,
  type GeneratedResumeEdit,
  type GeneratedResumeRecord,
  type GenerationStatusResponse,
  type JobDescription,
  type MatchReport,
  type ResumeTemplate,
} from '@careerforge/contract';
import { FakeApiServer, type FakeReply } from '@careerforge/shared/testing';
import { fakeGeneratedResumesReply, fakeListReply } from '@careerforge/shared/lists/testing';
import { resumeDocxBytes } from './resumeDocx';

/** The start of every pdf the fake renders. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 resume');

const CONTENT_TYPES: Record<FormatType, string> = {
  markdown: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the fake renders for `format`, naming the options it was given so tests can tell them apart. */
function render(resume: GeneratedResumeContent, format: FormatType, styleId: string, templateId: string | null): FakeReply {
  const options = `style ${styleId}, template ${templateId ?? 'none'}`;
  const body = {
    markdown: `# ${resume.name}\n\n${options}`,
    // A script, to show that the page never runs the server's markup.
    html: `<h1>${resume.name}</h1><p>${options}</p><script>window.parent.document.title = 'hacked'</script>`,
    text: `${resume.name.toUpperCase()}\n${options}`,
    pdf: PDF_BYTES,
    docx: resumeDocxBytes(),
  }[format];
  return { status: 200, contentType: CONTENT_TYPES[format], body };
}

export const MATCH_REPORT: MatchReport = {
  score: 72,
  covered: [
    { term: 'SQL', kind: 'skill', weight: 2, evidence: ['Skills', 'Data Engineer at Acme'] },
    { term: 'Airflow', kind: 'tool', weight: 1, evidence: ['Data Engineer at Acme'] },
  ],
  missing: [{ term: 'Kubernetes', kind: 'tool', weight: 1 }],
  seniority: 'Senior',
};

/** A generated resume's content with plain defaults; tests name only the fields they look at. */
export function buildResumeContent(overrides: Partial<GeneratedResumeContent> = {}): GeneratedResumeContent {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    skills: ['SQL', 'Python'],
    education: [{ degree: 'BSc Mathematics', institution: 'University of London', start_date: '2010-09-01', end_date: '2013-06-30', gpa: 3.8 }],
    career: [
      {
        position: 'Data Engineer',
        company: 'Acme',
        start_date: '2019-03-01',
        end_date: null,
        description: 'Built the data platform.',
        accomplishments: ['Cut nightly load time by 60%'],
      },
    ],
    ...overrides,
  };
}

/** A listed generated resume with plain defaults. */
export function buildGeneratedResume(
  overrides: Partial<Omit<GeneratedResumeRecord, 'generated_resume'>> & Pick<GeneratedResumeRecord, 'id'>,
  content: Partial<GeneratedResumeContent> = {},
): GeneratedResumeRecord {
  return {
    created_at: `2024-05-${String(overrides.id).padStart(2, '0')}T12:00:00.000Z`,
    job_id: 1,
    job_title: 'Data Engineer',
    company: 'Acme',
    match_report: MATCH_REPORT,
    ...overrides,
    generated_resume: buildResumeContent(content),
  };
}

/** As the API searches jobs: the title, company or text contains the search, ignoring case. */
function jobContains(job: JobDescription, q: string): boolean {
  return [job.job_title, job.company, job.text].some((field) => field?.toLowerCase().includes(q.toLowerCase()));
}

/** As the API searches the generate picker's career records: the position or company contains the search, ignoring case. */
function careerContains(item: CareerPickerItem, q: string): boolean {
  return [item.position, item.company].some((field) => field.toLowerCase().includes(q.toLowerCase()));
}

export interface GenerationSeed {
  jobs?: JobDescription[];
  career?: CareerPickerItem[];
  resumes?: GeneratedResumeRecord[];
  templates?: ResumeTemplate[];
  /** The user's page size preference; none (US Letter) unless given. */
  pageSize?: AppProfile['page_size'];
}

/**
 * The generation, formatting and download API of one user, in memory. A generation stays
 * 'processing' until the test calls `completeGeneration` or `failGeneration`.
 */
export class FakeGenerationServer extends FakeApiServer {
  jobs: JobDescription[];
  career: CareerPickerItem[];
  resumes: GeneratedResumeRecord[];
  templates: ResumeTemplate[];
  /** The query of each call of the job list, in order ({} for the whole list). */
  readonly jobListQueries: Record<string, string>[] = [];
  /** The query of each call of the generated-resume list, in order. */
  readonly resumeListQueries: Record<string, string>[] = [];
  /** Each generation's status by resumeId. */
  readonly generations = new Map<number, GenerationStatusResponse>();
  /** The body of every format request, in order. */
  readonly formatRequests: unknown[] = [];
  /** The content of every edit saved, in order, as the contract parsed it. */
  readonly edits: { id: number; content: GeneratedResumeEdit }[] = [];
  /** The body of every preview request, in order. */
  readonly previewRequests: unknown[] = [];
  private readonly formatted = new Map<number, FakeReply>();
  private nextId = 100;

  constructor(seed: GenerationSeed = {}) {
    super();
    this.jobs = seed.jobs ?? [];
    this.career = seed.career ?? [];
    this.resumes = seed.resumes ?? [];
    this.templates = seed.templates ?? [];
    const profile: AppProfile = {
      username: 'ada',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: null,
      avatar_url: null,
      page_size: seed.pageSize ?? null,
    };

    this.on(getUserInfo, () => ({ status: 200, body: profile }));

    // The lists answer the whole list, or a page when `limit` is sent, as the API does.
    this.on(listJobs, (request) => {
      this.jobListQueries.push(request.query);
      return fakeListReply(this.jobs, request, { key: 'jobs', matches: jobContains });
    });
    this.on(getCareerForPicker, (request) => fakeListReply(this.career, request, { key: 'career', matches: careerContains }));

    this.on(generateResume, ({ body }) => {
      if (!this.jobs.some(({ jobId }) => jobId === body.jobId)) return { status: 404, body: { error: 'Job not found.' } };
      if (!body.historyIds.every((id) => this.career.some((item) => item.id === id))) {
        return { status: 404, body: { error: 'Career history record not found.' } };
      }
      const resumeId = this.nextId++;
      this.generations.set(resumeId, { status: 'processing', generated_resume: null, error: null, match_report: null });
      return { status: 201, body: { resumeId } };
    });

    // A listed resume's status is its whole content, as the API answers for a completed generation.
    this.on(getGenerationStatus, ({ params }) => {
      const listed = this.resumes.find(({ id }) => id === params.resumeId);
      const generation =
        this.generations.get(params.resumeId) ??
        (listed && { status: 'completed' as const, generated_resume: listed.generated_resume, error: null, match_report: listed.match_report });
      return generation ? { status: 200, body: generation } : { status: 404, body: { error: 'Resume not found.' } };
    });

    this.on(listGeneratedResumes, (request) => {
      this.resumeListQueries.push(request.query);
      const newestFirst = [...this.resumes].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return fakeGeneratedResumesReply(newestFirst, request);
    });

    // Like the API, a resume is deleted whatever its status: deleting a running generation cancels it.
    this.on(deleteGeneratedResume, ({ params }) => {
      const remaining = this.resumes.filter(({ id }) => id !== params.id);
      const wasGenerating = this.generations.delete(params.id);
      if (remaining.length === this.resumes.length && !wasGenerating) return { status: 404, body: { error: 'Resume not found.' } };
      this.resumes = remaining;
      return { status: 200, body: { success: true } };
    });

    this.on(listTemplates, () => ({ status: 200, body: { templates: this.templates } }));

    this.on(updateGeneratedResume, ({ params, body }) => {
      const resume = this.resumes.find(({ id }) => id === params.id);
      if (!resume) return { status: 404, body: { error: 'Resume not found.' } };
      this.edits.push({ id: params.id, content: body.generated_resume });
      const updated = { ...resume, generated_resume: body.generated_resume, edited_at: '2024-06-01T09:00:00.000Z' };
      this.resumes = this.resumes.map((candidate) => (candidate.id === params.id ? updated : candidate));
      return { status: 200, body: updated };
    });

    this.on(exportGeneratedJsonResume, ({ params }) => {
      const resume = this.resumes.find(({ id }) => id === params.id);
      if (!resume) return { status: 404, body: { error: 'Resume not found.' } };
      return { status: 200, body: { basics: { name: resume.generated_resume.name } } };
    });

    this.on(previewResume, ({ body }) => {
      this.previewRequests.push(body);
      const resume = this.resumes.find(({ id }) => id === body.resumeId);
      if (!resume) return { status: 404, body: { error: 'Resume not found.' } };
      return render(resume.generated_resume, body.formatType, body.styleId, body.templateId);
    });

    this.on(formatResume, ({ body }) => {
      this.formatRequests.push(body);
      const resume = this.resumes.find(({ id }) => id === body.resumeId);
      if (!resume) return { status: 404, body: { error: 'Resume not found.' } };
      const id = this.nextId++;
      this.formatted.set(id, render(resume.generated_resume, body.formatType, body.styleId, body.templateId));
      const formatted_resume = { id, label: `${resume.job_title} — ${body.formatType}`, created_at: new Date().toISOString(), resume_id: resume.id, format_type: body.formatType };
      // Like the API: asked to fit one page, it says whether it did (here: three positions at most).
      const fit = body.onePage ? { fits_one_page: resume.generated_resume.career.length <= 3 } : {};
      return { status: 201, body: { formattedResumeId: id, formatted_resume, ...fit } };
    });

    this.on(downloadFormattedResume, ({ params }) => {
      const file = this.formatted.get(params.formattedResumeId);
      return file ?? { status: 404, body: { error: 'Formatted resume not found.' } };
    });
  }

  /** Completes generation `resumeId` with `content`. */
  completeGeneration(resumeId: number, content: GeneratedResumeContent = buildResumeContent()): void {
    this.generations.set(resumeId, { status: 'completed', generated_resume: content, error: null, match_report: MATCH_REPORT });
  }

  failGeneration(resumeId: number, error: string | null): void {
    this.generations.set(resumeId, { status: 'failed', generated_resume: null, error, match_report: null });
  }
}
