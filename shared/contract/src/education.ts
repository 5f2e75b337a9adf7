import { z } from 'zod';
import { defineEndpoint, idParamsSchema, requiredText } from './endpoint';
import { dateField, endNotBeforeStart } from './fields';
import { pagedAnswer, pagedListQuery } from './paging';

export const EDUCATION_LIMITS = { degree: 200, institution: 200, gpaMax: 10 } as const;

export const educationRecordSchema = z.object({
  id: z.number().int(),
  degree: z.string(),
  institution: z.string(),
  startDate: z.string(),
  /** Null only for records parsed from a resume that gave no end date. */
  endDate: z.string().nullable(),
  gpa: z.number().nullable(),
});
export type EducationRecord = z.infer<typeof educationRecordSchema>;

const GPA_MESSAGE = `GPA must be a number from 0 to ${EDUCATION_LIMITS.gpaMax}.`;

export const educationBodySchema = z
  .strictObject({
    degree: requiredText('Degree', EDUCATION_LIMITS.degree),
    institution: requiredText('Institution', EDUCATION_LIMITS.institution),
    startDate: dateField('Start date'),
    endDate: dateField('End date'),
    /** Optional; empty, null or missing means none. Kept to two decimals. */
    gpa: z
      .union([z.null(), z.literal(''), z.number().min(0, GPA_MESSAGE).max(EDUCATION_LIMITS.gpaMax, GPA_MESSAGE)], { error: GPA_MESSAGE })
      .optional()
      .transform((value) => (typeof value === 'number' ? Math.round(value * 100) / 100 : null)),
  })
  .superRefine(endNotBeforeStart);
export type EducationBody = z.input<typeof educationBodySchema>;

const educationRecordResponse = z.object({ success: z.literal(true), record: educationRecordSchema });

export const listEducation = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/education/',
  summary: 'The caller’s education records, most recent first.',
  response: z.object({ education: z.array(educationRecordSchema) }),
});

export const listEducationPage = defineEndpoint({
  method: 'GET',
  path: listEducation.path,
  summary: 'One page of the caller’s education records, most recent first.',
  query: pagedListQuery,
  response: pagedAnswer('education', educationRecordSchema),
});

export const submitEducationRecord = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/education/submit',
  summary: 'Add an education record.',
  body: educationBodySchema,
  successStatus: 201,
  response: educationRecordResponse,
});

export const updateEducationRecord = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/education/:id',
  summary: 'Replace one of the caller’s education records.',
  params: idParamsSchema,
  body: educationBodySchema,
  response: educationRecordResponse,
});

export const deleteEducationRecord = defineEndpoint({
  method: 'DELETE',
  path: '/api/resumes/education/delete/:id',
  summary: 'Delete one of the caller’s education records.',
  params: idParamsSchema,
  response: z.object({ success: z.literal(true) }),
});
