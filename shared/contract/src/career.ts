import { z } from 'zod';
import { defineEndpoint, idParamsSchema, requiredText } from './endpoint';
import { dateField, endNotBeforeStart, optionalDateField } from './fields';
import { pagedAnswer, pagedListQuery, searchedPagedListQuery } from './paging';

export const CAREER_LIMITS = { position: 200, company: 200, description: 5000, accomplishment: 500, accomplishments: 50 } as const;

/** One career-history record as the career screens read it. */
export const careerRecordSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  company: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string(),
  accomplishments: z.array(z.string()),
});
export type CareerRecord = z.infer<typeof careerRecordSchema>;

/** The same record as the generate picker reads it (snake_case dates). */
export const careerPickerItemSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  company: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string(),
  accomplishments: z.array(z.string()),
});
export type CareerPickerItem = z.infer<typeof careerPickerItemSchema>;

const careerFields = {
  position: requiredText('Position', CAREER_LIMITS.position),
  company: requiredText('Company', CAREER_LIMITS.company),
  startDate: dateField('Start date'),
  endDate: optionalDateField('End date'),
  description: requiredText('Description', CAREER_LIMITS.description),
  /** One achievement per entry; blank entries are dropped. */
  accomplishments: z
    .array(
      z
        .string({ error: 'Each achievement must be text.' })
        .trim()
        .max(CAREER_LIMITS.accomplishment, `Each achievement must be at most ${CAREER_LIMITS.accomplishment} characters.`),
      { error: 'Achievements must be a list of text.' },
    )
    .max(CAREER_LIMITS.accomplishments, `At most ${CAREER_LIMITS.accomplishments} achievements.`)
    .default([])
    .transform((items) => items.filter((item) => item.length > 0)),
};

/** A career record as the user writes it: a description is required. */
export const careerBodySchema = z.strictObject(careerFields).superRefine(endNotBeforeStart);

/**
 * A career record as read from a resume: the same rules, except that the description may be empty,
 * since resumes often list a role with achievements only and repeating the title there adds nothing.
 */
export const importedCareerRecordSchema = z
  .strictObject({
    ...careerFields,
    description: z.string().trim().max(CAREER_LIMITS.description, `Description must be at most ${CAREER_LIMITS.description} characters.`),
  })
  .superRefine(endNotBeforeStart);

export type CareerBody = z.input<typeof careerBodySchema>;

const careerRecordResponse = z.object({ success: z.literal(true), record: careerRecordSchema });

export const getCareerForPicker = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/getCareer/',
  summary: 'The caller’s career history for the generate picker, most recent first.',
  response: z.object({ career: z.array(careerPickerItemSchema) }),
});

export const getCareerForPickerPage = defineEndpoint({
  method: 'GET',
  path: getCareerForPicker.path,
  summary: 'One page of the caller’s career history for the generate picker, most recent first; with `q`, the records whose position or company contains it, ignoring case.',
  query: searchedPagedListQuery.omit({ sort: true }),
  response: pagedAnswer('career', careerPickerItemSchema),
});

export const listCareerHistory = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/history/',
  summary: 'The caller’s career history, most recent first.',
  response: z.object({ career: z.array(careerRecordSchema) }),
});

export const listCareerHistoryPage = defineEndpoint({
  method: 'GET',
  path: listCareerHistory.path,
  summary: 'One page of the caller’s career history, most recent first.',
  query: pagedListQuery,
  response: pagedAnswer('career', careerRecordSchema),
});

export const submitCareerRecord = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/history/submit',
  summary: 'Add a career-history record.',
  body: careerBodySchema,
  successStatus: 201,
  response: careerRecordResponse,
});

export const updateCareerRecord = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/history/:id',
  summary: 'Replace one of the caller’s career-history records.',
  params: idParamsSchema,
  body: careerBodySchema,
  response: careerRecordResponse,
});

export const deleteCareerRecord = defineEndpoint({
  method: 'DELETE',
  path: '/api/resumes/history/delete/:id',
  summary: 'Delete one of the caller’s career-history records.',
  params: idParamsSchema,
  response: z.object({ success: z.literal(true) }),
});
