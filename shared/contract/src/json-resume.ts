import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from './endpoint';

/**
 * JSON Resume (https://jsonresume.org/schema, v1.0.0): the parts CareerForge writes and reads.
 * A document may hold more (volunteer work, awards, …); those parts are left out when reading.
 * The limits bound what one import may add; an export stays well inside them.
 */
export const JSON_RESUME_LIMITS = {
  shortText: 500,
  longText: 10_000,
  url: 2000,
  work: 200,
  education: 100,
  skills: 500,
  highlights: 100,
  profiles: 20,
  keywords: 100,
} as const;

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** A JSON Resume file is recognised by its extension or its declared type. */
export const JSON_RESUME_EXTENSION = '.json';
export const JSON_RESUME_CONTENT_TYPE = 'application/json';

/** What a file that is not JSON, or not a JSON Resume, is refused with. */
export function invalidJsonResumeMessage(filename: string): string {
  return `${filename} is not a valid JSON Resume file.`;
}

const shortText = z.string().max(JSON_RESUME_LIMITS.shortText);
const longText = z.string().max(JSON_RESUME_LIMITS.longText);
const url = z.string().max(JSON_RESUME_LIMITS.url);
/** 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd'; many files write '' for "none". */
export const jsonResumeDateSchema = z.union([z.literal(''), z.string().regex(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/)]);

export const jsonResumeSchema = z.object({
  $schema: url.optional(),
  basics: z
    .object({
      name: shortText,
      label: shortText,
      email: shortText,
      phone: shortText,
      url,
      summary: longText,
      location: z
        .object({ address: shortText, postalCode: shortText, city: shortText, countryCode: shortText, region: shortText })
        .partial(),
      profiles: z.array(z.object({ network: shortText, username: shortText, url }).partial()).max(JSON_RESUME_LIMITS.profiles),
    })
    .partial()
    .optional(),
  work: z
    .array(
      z
        .object({
          name: shortText,
          position: shortText,
          url,
          startDate: jsonResumeDateSchema,
          endDate: jsonResumeDateSchema,
          summary: longText,
          highlights: z.array(longText).max(JSON_RESUME_LIMITS.highlights),
        })
        .partial(),
    )
    .max(JSON_RESUME_LIMITS.work)
    .optional(),
  education: z
    .array(
      z
        .object({
          institution: shortText,
          url,
          area: shortText,
          studyType: shortText,
          startDate: jsonResumeDateSchema,
          endDate: jsonResumeDateSchema,
          score: shortText,
        })
        .partial(),
    )
    .max(JSON_RESUME_LIMITS.education)
    .optional(),
  skills: z
    .array(z.object({ name: shortText, level: shortText, keywords: z.array(shortText).max(JSON_RESUME_LIMITS.keywords) }).partial())
    .max(JSON_RESUME_LIMITS.skills)
    .optional(),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** Answered as an attachment named `resume.json`. */
export const exportGeneratedJsonResume = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/generated/:id/json-resume',
  summary: 'One of the caller’s generated resumes as a JSON Resume (v1.0.0) file.',
  params: idParamsSchema,
  response: jsonResumeSchema,
});

/** Answered as an attachment named `resume.json`. */
export const exportProfileJsonResume = defineEndpoint({
  method: 'GET',
  path: '/api/profile/json-resume',
  summary: 'The caller’s whole profile (details, career history, education and skills) as a JSON Resume (v1.0.0) file.',
  response: jsonResumeSchema,
});
