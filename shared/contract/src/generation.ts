import { z } from 'zod';
import { careerPickerItemSchema } from './career';
import { defineEndpoint, idParamsSchema } from './endpoint';
import { positiveId } from './fields';
import { pagedAnswer, pagedListQuery, searchedPagedListQuery } from './paging';

/** Why a generation cannot start: no job, or no career record, chosen. */
export const GENERATE_VALIDATION_MESSAGE = 'Please select both a job description and at least one career history record.';

/** At most this many career records go into one generated resume. */
export const GENERATION_LIMITS = { historyIds: 50 } as const;

export const generateResumeBodySchema = z.strictObject({
  jobId: positiveId(GENERATE_VALIDATION_MESSAGE),
  historyIds: z
    .array(positiveId(GENERATE_VALIDATION_MESSAGE), { error: GENERATE_VALIDATION_MESSAGE })
    .min(1, GENERATE_VALIDATION_MESSAGE)
    .max(GENERATION_LIMITS.historyIds, `At most ${GENERATION_LIMITS.historyIds} career history records can go into one resume.`),
});
export type GenerateResumeBody = z.input<typeof generateResumeBodySchema>;

/** One education entry of a generated resume, copied from the user's education records. */
export const resumeEducationSchema = z.object({
  degree: z.string(),
  institution: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  gpa: z.number().nullable(),
});
export type ResumeEducation = z.infer<typeof resumeEducationSchema>;

/**
 * One position of a generated resume: a chosen career record's facts (as the generate picker reads
 * them), its accomplishments chosen and ordered for the job. `end_date` null means 'Present'.
 */
export const resumeCareerSchema = careerPickerItemSchema.omit({ id: true }).extend({
  /** Bullets the user set aside while editing: kept with the position, never printed. */
  hidden_accomplishments: z.array(z.string()).optional(),
  /** Bullets the user pinned: among `accomplishments`, and always first in them. */
  pinned_accomplishments: z.array(z.string()).optional(),
});
export type ResumeCareer = z.infer<typeof resumeCareerSchema>;

/** A link in a resume's header: what the reader sees ('GitHub') and where it goes. */
export const resumeLinkSchema = z.object({ label: z.string(), url: z.string() });
export type ResumeLink = z.infer<typeof resumeLinkSchema>;

/** A project of a generated resume, copied from the user's projects; its highlights as the user wrote them. */
export const resumeProjectSchema = z.object({
  name: z.string(),
  role: z.string().nullable(),
  url: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  description: z.string().nullable(),
  highlights: z.array(z.string()),
});
export type ResumeProject = z.infer<typeof resumeProjectSchema>;

/** A certification of a generated resume, copied from the user's certifications. */
export const resumeCertificationSchema = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  date: z.string().nullable(),
  url: z.string().nullable(),
});
export type ResumeCertification = z.infer<typeof resumeCertificationSchema>;

/** A language of a generated resume, with the proficiency the user stated (null when none). */
export const resumeLanguageSchema = z.object({ name: z.string(), proficiency: z.string().nullable() });
export type ResumeLanguage = z.infer<typeof resumeLanguageSchema>;

/** An award of a generated resume, copied from the user's awards. */
export const resumeAwardSchema = z.object({
  title: z.string(),
  issuer: z.string().nullable(),
  date: z.string().nullable(),
  description: z.string().nullable(),
});
export type ResumeAward = z.infer<typeof resumeAwardSchema>;

/** The parts of a resume a user can reorder or hide; `summary` stands under the header. */
export const RESUME_SECTION_KINDS = ['summary', 'experience', 'education', 'skills', 'projects', 'certifications', 'languages', 'awards'] as const;
export type ResumeSectionKind = (typeof RESUME_SECTION_KINDS)[number];

/** Each section's heading, as every output prints it and the editor names it. */
export const RESUME_SECTION_HEADINGS: Record<ResumeSectionKind, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
  languages: 'Languages',
  awards: 'Awards',
};

/**
 * The structured content of a generated resume: every fact in it is one the user gave.
 * The fields after `career` came later and are optional: a resume stored before them has no
 * headline, location, links or summary, keeps the template's section order and hides nothing.
 */
export const generatedResumeContentSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  skills: z.array(z.string()),
  education: z.array(resumeEducationSchema),
  career: z.array(resumeCareerSchema),
  headline: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  links: z.array(resumeLinkSchema).optional(),
  summary: z.string().nullable().optional(),
  /** The user's order of the sections; missing or null keeps the template's. */
  section_order: z.array(z.enum(RESUME_SECTION_KINDS)).nullable().optional(),
  hidden_sections: z.array(z.enum(RESUME_SECTION_KINDS)).optional(),
  /** The user's projects and awards most relevant to the job first, all their languages and certifications; missing before they existed. */
  projects: z.array(resumeProjectSchema).optional(),
  certifications: z.array(resumeCertificationSchema).optional(),
  languages: z.array(resumeLanguageSchema).optional(),
  awards: z.array(resumeAwardSchema).optional(),
});
export type GeneratedResumeContent = z.infer<typeof generatedResumeContentSchema>;
export type GeneratedResumeContentInput = z.input<typeof generatedResumeContentSchema>;

/** A generated resume's name as every screen shows it: 'Unnamed' when it has none. */
export function generatedResumeName(resume: Pick<GeneratedResumeContent, 'name'>): string {
  return resume.name.trim() || 'Unnamed';
}

export const MATCH_TERM_KINDS = ['skill', 'tool', 'responsibility', 'qualification'] as const;
export type MatchTermKind = (typeof MATCH_TERM_KINDS)[number];

/** A key term of the job description, with how much it counts towards the score. */
export const matchTermSchema = z.object({
  term: z.string(),
  kind: z.enum(MATCH_TERM_KINDS),
  weight: z.number(),
});
export type MatchTerm = z.infer<typeof matchTermSchema>;

/**
 * Why a resume matches a job, reproducibly: the job's key terms the resume covers (with where it
 * covers them, e.g. 'Skills' or 'Data Engineer at Acme') and those it lacks. The score is the
 * covered share of the terms' total weight, 0–100.
 */
export const matchReportSchema = z.object({
  score: z.number().int().min(0).max(100),
  covered: z.array(matchTermSchema.extend({ evidence: z.array(z.string()) })),
  missing: z.array(matchTermSchema),
  /** The seniority the job asks for ('Senior', 'Lead', ...), when it names one. */
  seniority: z.string().nullable(),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

export const GENERATION_STATUSES = ['processing', 'completed', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

export const generationStatusSchema = z.object({
  status: z.enum(GENERATION_STATUSES),
  /** Set once completed. */
  generated_resume: generatedResumeContentSchema.nullable(),
  /** Set when failed. */
  error: z.string().nullable(),
  match_report: matchReportSchema.nullable(),
});
export type GenerationStatusResponse = z.infer<typeof generationStatusSchema>;

/** A completed generated resume as listed; the job's title and company as they are now (null once the job is deleted). */
export const generatedResumeRecordSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  generated_resume: generatedResumeContentSchema,
  match_report: matchReportSchema,
  /** When the user last edited the content; null or missing while it is as generated. */
  edited_at: z.string().nullable().optional(),
});
export type GeneratedResumeRecord = z.infer<typeof generatedResumeRecordSchema>;

/** How many of a resume's skills a listed resume carries, in the resume's order. */
export const LISTED_SKILLS = 5;

/**
 * A completed generated resume as a page of the list shows it: its name ('Unnamed' when it has
 * none), its job, dates and score, its first skills and how many skills, roles and degrees it has.
 * The whole resume and its match report come from its status.
 */
export const generatedResumeListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  score: z.number().int().min(0).max(100),
  /** The first LISTED_SKILLS skills. */
  skills: z.array(z.string()),
  skill_count: z.number().int().min(0),
  role_count: z.number().int().min(0),
  degree_count: z.number().int().min(0),
});
export type GeneratedResumeListItem = z.infer<typeof generatedResumeListItemSchema>;

export const resumeIdParamsSchema = z.object({ resumeId: idParamsSchema.shape.id });

export const generateResume = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/generate',
  summary: 'Start generating a resume tailored to one job from chosen career records; poll its status with the returned id.',
  body: generateResumeBodySchema,
  successStatus: 201,
  response: z.object({ resumeId: z.number().int() }),
});

export const getGenerationStatus = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/status/:resumeId',
  summary: 'The status of a generation: processing, completed (with the resume and its match report) or failed (with the error).',
  params: resumeIdParamsSchema,
  response: generationStatusSchema,
});

export const listGeneratedResumes = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/generated/',
  summary: 'The caller’s completed generated resumes, newest first.',
  response: z.object({ generated_resume: z.array(generatedResumeRecordSchema) }),
});

export const listGeneratedResumesPage = defineEndpoint({
  method: 'GET',
  path: listGeneratedResumes.path,
  summary: 'One page of the caller’s completed generated resumes as the list shows them, newest or oldest first, searched by name.',
  query: searchedPagedListQuery,
  response: pagedAnswer('generated_resume', generatedResumeListItemSchema),
});

export const deleteGeneratedResume = defineEndpoint({
  method: 'DELETE',
  path: '/api/resumes/generated/delete/:id/',
  summary: 'Delete one of the caller’s generated resumes and the files formatted from it.',
  params: idParamsSchema,
  response: z.object({ success: z.literal(true) }),
});

// Formatting and downloading

export const FORMAT_TYPES = ['markdown', 'html', 'text', 'pdf', 'docx'] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];

export const STYLE_IDS = ['default', 'sans_modern', 'serif_classic', 'compact'] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export const STYLE_NAMES: Record<StyleId, string> = {
  default: 'Default',
  sans_modern: 'Modern Sans Serif',
  serif_classic: 'Classic Serif',
  compact: 'Compact',
};

/** Formats a style applies to, and those a template applies to (the others ignore them). */
export const STYLED_FORMATS: readonly FormatType[] = ['pdf', 'docx', 'html'];
export const TEMPLATED_FORMATS: readonly FormatType[] = ['pdf', 'docx'];

/** The download's file name: 'resume.' plus the extension, txt for text, otherwise the format name. */
export function downloadFileName(format: FormatType): string {
  return `resume.${format === 'text' ? 'txt' : format}`;
}

export const templateSchema = z.object({ templateId: z.string(), name: z.string(), description: z.string() });
export type ResumeTemplate = z.infer<typeof templateSchema>;

/** Paper for pdf and docx: US Letter (8.5 × 11 in) or A4 (210 × 297 mm). */
export const PAGE_SIZES = ['letter', 'a4'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const PAGE_SIZE_NAMES: Record<PageSize, string> = { letter: 'US Letter', a4: 'A4' };
/** The page size when neither the request nor the user's preference names one. */
export const DEFAULT_PAGE_SIZE: PageSize = 'letter';
const PAGE_SIZE_MESSAGE = `pageSize must be one of ${PAGE_SIZES.join(', ')}.`;

const FORMAT_MESSAGE = `formatType must be one of ${FORMAT_TYPES.join(', ')}.`;
const STYLE_MESSAGE = `styleId must be one of ${STYLE_IDS.join(', ')}.`;

export const formatRequestBodySchema = z.strictObject({
  resumeId: positiveId('resumeId must be a positive whole number.'),
  formatType: z.enum(FORMAT_TYPES, { error: FORMAT_MESSAGE }),
  /** Null, empty or missing: no template (the plain layout). */
  templateId: z
    .union([z.null(), z.string().trim().max(100)], { error: 'templateId must be text or null.' })
    .optional()
    .transform((value) => (value ? value : null)),
  /** Missing: the default style. */
  styleId: z.enum(STYLE_IDS, { error: STYLE_MESSAGE }).optional().default('default'),
  /** Missing: the user's preferred page size, Letter when they have none. */
  pageSize: z.enum(PAGE_SIZES, { error: PAGE_SIZE_MESSAGE }).optional(),
  /** pdf and docx: fit on one page by tightening spacing, then font sizes, within limits. Missing: false. */
  onePage: z.boolean({ error: 'onePage must be true or false.' }).optional(),
});
export type FormatRequestBody = z.input<typeof formatRequestBodySchema>;

const fileResponse = z.custom<Uint8Array | string>((value) => value instanceof Uint8Array || typeof value === 'string');

export const listTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/templates/',
  summary: 'The named layouts for pdf and docx output.',
  response: z.object({ templates: z.array(templateSchema) }),
});

export const previewResume = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/preview/',
  summary: 'Render a generated resume without saving it: text for markdown, html and text; the file for pdf and docx.',
  body: formatRequestBodySchema,
  response: fileResponse.describe('The rendered resume.'),
});

export const formattedResumeSchema = z.object({
  id: z.number().int(),
  /** What a person recognises it by, e.g. 'Data Engineer at Acme — PDF, Classic, Modern Sans Serif'. */
  label: z.string(),
  created_at: z.string(),
  resume_id: z.number().int().nullable(),
  format_type: z.enum(FORMAT_TYPES),
});
export type FormattedResume = z.infer<typeof formattedResumeSchema>;

export const formatResume = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/format/',
  summary: 'Render a generated resume and keep the file; download it with the returned id.',
  body: formatRequestBodySchema,
  successStatus: 201,
  response: z.object({
    formattedResumeId: z.number().int(),
    formatted_resume: formattedResumeSchema,
    /** Present when onePage was asked for a pdf or docx: whether it fits (else it is the tightest layout, on more pages). */
    fits_one_page: z.boolean().optional(),
  }),
});

export const downloadFormattedResume = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/download/:formattedResumeId/',
  summary: 'The file of a formatted resume, as an attachment named resume.<extension>.',
  params: z.object({ formattedResumeId: idParamsSchema.shape.id }),
  response: fileResponse.describe('The formatted resume file.'),
});

export const listFormattedResumes = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/getFormatted/',
  summary: 'The caller’s formatted resumes, newest first.',
  response: z.object({ formatted_resumes: z.array(formattedResumeSchema) }),
});

export const listFormattedResumesPage = defineEndpoint({
  method: 'GET',
  path: listFormattedResumes.path,
  summary: 'One page of the caller’s formatted resumes, newest first; `q` keeps those whose label contains it.',
  query: pagedListQuery.extend({ q: searchedPagedListQuery.shape.q }),
  response: pagedAnswer('formatted_resumes', formattedResumeSchema),
});
