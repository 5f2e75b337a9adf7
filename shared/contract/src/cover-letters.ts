import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from './endpoint';
import { positiveId } from './fields';
import { pagedAnswer, pagedListQuery } from './paging';
import { FORMAT_TYPES, GENERATION_STATUSES, PAGE_SIZES, STYLE_IDS, type FormatType } from './generation';

/** Why a cover letter cannot start: no job, or no generated resume, chosen. */
export const COVER_LETTER_VALIDATION_MESSAGE = 'Please select both a job description and a generated resume.';

/** What an edited letter may hold: enough for a long letter, bounded for the renderers. */
export const COVER_LETTER_LIMITS = { paragraphs: 8, paragraph: 2_000, line: 200 } as const;

/**
 * A cover letter: the header (the user's name and contact details, from the resume it was written
 * from), the greeting, the body paragraphs (the last one closes the letter), the sign-off
 * ('Sincerely,') and the signature (the user's name). Every fact in a generated one is the user's own.
 */
export const coverLetterContentSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  greeting: z.string(),
  paragraphs: z.array(z.string()),
  closing: z.string(),
  signature: z.string(),
});
export type CoverLetterContent = z.infer<typeof coverLetterContentSchema>;

const line = (field: string, { required }: { required: boolean }) => {
  const text = z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(COVER_LETTER_LIMITS.line, `${field} must be at most ${COVER_LETTER_LIMITS.line} characters.`)
    .refine((value) => !/[\r\n]/.test(value), `${field} must be a single line.`);
  return required ? text.refine((value) => value !== '', `${field} must not be empty.`) : text;
};
const optionalLine = (field: string) =>
  z
    .union([z.null(), line(field, { required: false })], { error: `${field} must be text or null.` })
    .transform((value) => (value ? value : null));

/** An edited letter: every field required, each named in its message when it is wrong. */
export const coverLetterEditSchema = z.strictObject({
  name: line('name', { required: true }),
  email: optionalLine('email'),
  phone: optionalLine('phone'),
  location: optionalLine('location'),
  greeting: line('greeting', { required: true }),
  paragraphs: z
    .array(
      z
        .string({ error: 'paragraphs must hold text.' })
        .trim()
        .min(1, 'paragraphs must not be empty.')
        .max(COVER_LETTER_LIMITS.paragraph, `paragraphs must be at most ${COVER_LETTER_LIMITS.paragraph} characters each.`),
      { error: 'paragraphs must be a list of text.' },
    )
    .min(1, 'paragraphs must hold at least one paragraph.')
    .max(COVER_LETTER_LIMITS.paragraphs, `paragraphs must hold at most ${COVER_LETTER_LIMITS.paragraphs} paragraphs.`),
  closing: line('closing', { required: true }),
  signature: line('signature', { required: true }),
});
export type CoverLetterEdit = z.input<typeof coverLetterEditSchema>;

export const createCoverLetterBodySchema = z.strictObject({
  jobId: positiveId(COVER_LETTER_VALIDATION_MESSAGE),
  resumeId: positiveId(COVER_LETTER_VALIDATION_MESSAGE),
});
export type CreateCoverLetterBody = z.input<typeof createCoverLetterBodySchema>;

export const coverLetterStatusSchema = z.object({
  status: z.enum(GENERATION_STATUSES),
  /** Set once completed. */
  cover_letter: coverLetterContentSchema.nullable(),
  /** Set when failed. */
  error: z.string().nullable(),
});
export type CoverLetterStatusResponse = z.infer<typeof coverLetterStatusSchema>;

/** A cover letter as listed; the job's title and company as they are now (null once the job is deleted). */
export const coverLetterRecordSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  job_id: z.number().int().nullable(),
  resume_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  status: z.enum(GENERATION_STATUSES),
  cover_letter: coverLetterContentSchema.nullable(),
  error: z.string().nullable(),
});
export type CoverLetterRecord = z.infer<typeof coverLetterRecordSchema>;

export const coverLetterFormatBodySchema = z.strictObject({
  coverLetterId: positiveId('coverLetterId must be a positive whole number.'),
  formatType: z.enum(FORMAT_TYPES, { error: `formatType must be one of ${FORMAT_TYPES.join(', ')}.` }),
  /** Missing: the default style. */
  styleId: z.enum(STYLE_IDS, { error: `styleId must be one of ${STYLE_IDS.join(', ')}.` }).optional().default('default'),
  /** Missing: the user's preferred page size, Letter when they have none. */
  pageSize: z.enum(PAGE_SIZES, { error: `pageSize must be one of ${PAGE_SIZES.join(', ')}.` }).optional(),
});
export type CoverLetterFormatBody = z.input<typeof coverLetterFormatBodySchema>;

/** The download's file name: 'cover-letter.' plus the extension, txt for text. */
export function coverLetterFileName(format: FormatType): string {
  return `cover-letter.${format === 'text' ? 'txt' : format}`;
}

const fileResponse = z.custom<Uint8Array | string>((value) => value instanceof Uint8Array || typeof value === 'string');

export const createCoverLetter = defineEndpoint({
  method: 'POST',
  path: '/api/cover-letters/',
  summary: 'Start writing a cover letter for one job from one generated resume; poll its status with the returned id.',
  body: createCoverLetterBodySchema,
  successStatus: 201,
  response: z.object({ coverLetterId: z.number().int() }),
});

export const getCoverLetterStatus = defineEndpoint({
  method: 'GET',
  path: '/api/cover-letters/:id/status',
  summary: 'The status of a cover letter: processing, completed (with the letter) or failed (with the error).',
  params: idParamsSchema,
  response: coverLetterStatusSchema,
});

export const listCoverLetters = defineEndpoint({
  method: 'GET',
  path: '/api/cover-letters/',
  summary: 'The caller’s cover letters, newest first.',
  response: z.object({ cover_letters: z.array(coverLetterRecordSchema) }),
});

export const listCoverLettersPage = defineEndpoint({
  method: 'GET',
  path: listCoverLetters.path,
  summary: 'One page of the caller’s cover letters, newest first.',
  query: pagedListQuery,
  response: pagedAnswer('cover_letters', coverLetterRecordSchema),
});

export const editCoverLetter = defineEndpoint({
  method: 'PUT',
  path: '/api/cover-letters/:id/',
  summary: 'Replace the text of one of the caller’s completed cover letters.',
  params: idParamsSchema,
  body: coverLetterEditSchema,
  response: z.object({ cover_letter: coverLetterContentSchema }),
});

export const deleteCoverLetter = defineEndpoint({
  method: 'DELETE',
  path: '/api/cover-letters/:id/',
  summary: 'Delete one of the caller’s cover letters.',
  params: idParamsSchema,
  response: z.object({ success: z.literal(true) }),
});

export const formatCoverLetter = defineEndpoint({
  method: 'POST',
  path: '/api/cover-letters/format/',
  summary: 'Render a completed cover letter as a file to download, named cover-letter.<extension>.',
  body: coverLetterFormatBodySchema,
  response: fileResponse.describe('The rendered cover letter.'),
});
