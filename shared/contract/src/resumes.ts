import { z } from 'zod';
import { careerRecordSchema, importedCareerRecordSchema } from './career';
import { educationBodySchema, educationRecordSchema } from './education';
import { defineEndpoint, idParamsSchema } from './endpoint';
import { pagedAnswer, pagedListQuery } from './paging';
import { skillBodySchema } from './skills';
import { profileLinkSchema } from './user';

export const RESUME_LIMITS = {
  /** Uploaded files larger than this are refused with 413. */
  uploadBytes: 10 * 1024 * 1024,
  pastedText: 50_000,
  /** Entries of each kind one import may carry; far more than any resume lists. */
  importEntries: 200,
} as const;

/** .json is a JSON Resume file, read as structured data rather than as text. */
export const ACCEPTED_RESUME_EXTENSIONS = ['.pdf', '.docx', '.json'] as const;

/** An uploaded or pasted resume. `file_url` is a short-lived signed link to the original file (null for pasted text). */
export const resumeSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  file_url: z.string().nullable(),
  file_path: z.string(),
  freeform: z.boolean(),
  raw_text: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/**
 * A resume as a page of the list shows it: its name, kind (pasted or the file's type), size and
 * upload time, without its text; the whole resume comes from getResume. `size_bytes` is the file's
 * size, or the pasted text's in UTF-8.
 */
export const resumeListItemSchema = resumeSchema.omit({ raw_text: true }).extend({
  content_type: z.string(),
  size_bytes: z.number().int().min(0),
  created_at: z.string(),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;

/** What parsing a resume added to the user's lists (entries already there are not added again). */
export const resumeImportSummarySchema = z.object({
  career_added: z.number().int(),
  education_added: z.number().int(),
  skills_added: z.number().int(),
});
export type ResumeImportSummary = z.infer<typeof resumeImportSummarySchema>;

/**
 * What a resume says about the person, named as the profile's fields: offered to the user to copy
 * into the profile, never saved without their say. A field the resume does not give is absent.
 */
export const resumeDetailsSchema = z.object({
  full_name: z.string().optional(),
  email: z.string().optional(),
  phone_number: z.string().optional(),
  headline: z.string().optional(),
  location: z.string().optional(),
  links: z.array(profileLinkSchema).optional(),
  summary: z.string().optional(),
});
export type ResumeDetails = z.infer<typeof resumeDetailsSchema>;

/**
 * What reading a resume found, offered for review before anything is saved. `candidate_id` names
 * the entry within this resume (the same on every reading of the same content); `duplicate_of` is
 * the id of the user's record it repeats, or null when it is new.
 */
const candidateMarks = { candidate_id: z.string(), duplicate_of: z.number().int().nullable() };
export const careerCandidateSchema = careerRecordSchema.omit({ id: true }).extend(candidateMarks);
export type CareerCandidate = z.infer<typeof careerCandidateSchema>;
export const educationCandidateSchema = educationRecordSchema.omit({ id: true }).extend(candidateMarks);
export type EducationCandidate = z.infer<typeof educationCandidateSchema>;
export const skillCandidateSchema = z.object({ skill: z.string(), ...candidateMarks });
export type SkillCandidate = z.infer<typeof skillCandidateSchema>;

export const resumeCandidatesSchema = z.object({
  career: z.array(careerCandidateSchema),
  education: z.array(educationCandidateSchema),
  skills: z.array(skillCandidateSchema),
});
export type ResumeCandidates = z.infer<typeof resumeCandidatesSchema>;

const resumeTextSchema = z
  .string({ error: 'Please enter some text first.' })
  .trim()
  .min(1, 'Please enter some text first.')
  .max(RESUME_LIMITS.pastedText, `Resume text must be at most ${RESUME_LIMITS.pastedText} characters.`);

export const resumeTextBodySchema = z.strictObject({ text: resumeTextSchema });

const resumeSavedResponse = z.object({
  success: z.literal(true),
  resume: resumeSchema,
  imported: resumeImportSummarySchema,
  /** Optional: answers from before details were read have none. */
  details: resumeDetailsSchema.optional(),
  /** What the resume holds, for the user to review and import; nothing of it is saved yet. */
  candidates: resumeCandidatesSchema.optional(),
  /** True when the caller had stored the same content before: `resume` is that earlier one. */
  already_uploaded: z.boolean().optional(),
});

const importList = <T extends z.ZodType>(entry: T, noun: string) =>
  z
    .array(entry, { error: `${noun} must be a list.` })
    .max(RESUME_LIMITS.importEntries, `At most ${RESUME_LIMITS.importEntries} ${noun.toLowerCase()} at once.`)
    .default([]);

/** The entries the user chose from a resume, possibly edited: each checked by the rules of its list. */
export const resumeImportBodySchema = z.strictObject({
  career: importList(importedCareerRecordSchema, 'Career entries'),
  education: importList(educationBodySchema, 'Education entries'),
  skills: importList(skillBodySchema.shape.skill, 'Skills'),
});
export type ResumeImportBody = z.input<typeof resumeImportBodySchema>;

export const listResumes = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/get-resumes/',
  summary: 'The caller’s uploaded and pasted resumes, newest first.',
  response: z.array(resumeSchema),
});

/**
 * The whole list answers a bare array of whole resumes; a page names its list items `resumes`,
 * beside its cursor and total.
 */
export const listResumesPage = defineEndpoint({
  method: 'GET',
  path: listResumes.path,
  summary: 'One page of the caller’s uploaded and pasted resumes, newest first, without their text.',
  query: pagedListQuery,
  response: pagedAnswer('resumes', resumeListItemSchema),
});

/** One resume with its whole text: what 'View' on a pasted resume opens for editing. */
export const getResume = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/:id/',
  summary: 'One of the caller’s uploaded or pasted resumes with its whole text; 404 for a resume the caller does not have.',
  params: idParamsSchema,
  response: resumeSchema,
});

/** Multipart body with one field `file` (.pdf, .docx or a JSON Resume .json); validated by the server, not by a zod body. */
export const uploadResume = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/upload/',
  summary:
    'Upload a .pdf or .docx resume, or a JSON Resume file; the career history, education and skills found are answered for review (nothing is added yet), and the details found are offered for the profile. The same content again answers the earlier resume with `already_uploaded`.',
  successStatus: 201,
  response: resumeSavedResponse,
});

export const parseResumeText = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/parse-text',
  summary: 'Store pasted resume text and answer the career history, education and skills found, for review (nothing is added yet).',
  body: resumeTextBodySchema,
  successStatus: 201,
  response: resumeSavedResponse,
});

export const updateResumeText = defineEndpoint({
  method: 'PUT',
  path: '/api/resumes/update-text/:id/',
  summary: 'Replace a pasted resume’s text and parse it again.',
  params: idParamsSchema,
  body: resumeTextBodySchema,
  response: resumeSavedResponse,
});

export const importResumeEntries = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/:id/import',
  summary: 'Add the chosen (possibly edited) entries of one of the caller’s resumes to their lists, all or none; skills they already have are left out.',
  params: idParamsSchema,
  body: resumeImportBodySchema,
  response: z.object({ success: z.literal(true), imported: resumeImportSummarySchema }),
});

export const deleteResume = defineEndpoint({
  method: 'DELETE',
  path: '/api/resumes/delete-resume/',
  summary: 'Delete one of the caller’s resumes and its stored file.',
  body: z.strictObject({ resume_id: z.number().int().positive(), file_path: z.string().max(500) }),
  response: z.object({ success: z.literal(true) }),
});

/**
 * Opens a resume's original file: the `file_url` of listResumes. Needs no access token, because a
 * new browser tab cannot send one; the signed, short-lived token in the path is the permission.
 * Answers the file's bytes (PDFs shown inline, other files downloaded), or 404 once it expired.
 */
export const openResumeFile = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/file/:token',
  summary: 'The original file of an uploaded resume, through a signed link from listResumes.',
  params: z.object({ token: z.string().min(1).max(1024) }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array).describe('The file as uploaded.'),
});
