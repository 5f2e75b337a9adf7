import { z } from 'zod';
import { defineEndpoint, idParamsSchema, requiredText } from './endpoint';
import { endNotBeforeStart, optionalDateField, optionalText } from './fields';
import { pagedAnswer, pagedListQuery } from './paging';
import { profileLinkSchema } from './user';

/**
 * The optional parts of a profile besides career history, education and skills: projects,
 * certifications, languages and awards. Each is a list the user keeps, with the same four calls.
 */
export const PROFILE_SECTION_KINDS = ['projects', 'certifications', 'languages', 'awards'] as const;
export type ProfileSectionKind = (typeof PROFILE_SECTION_KINDS)[number];

export const PROFILE_SECTION_LIMITS = {
  name: 200,
  role: 200,
  issuer: 200,
  description: 2000,
  highlight: 600,
  highlights: 20,
} as const;

export const LANGUAGE_PROFICIENCIES = ['Native', 'Fluent', 'Professional', 'Intermediate', 'Basic'] as const;
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

/** An optional web address: empty, null or missing mean none; otherwise the rules of a profile link. */
function optionalWebAddress(label: string) {
  return z
    .union([z.null(), z.string()], { error: `${label} must be text.` })
    .optional()
    .transform((value) => (value?.trim() ? value : null))
    .pipe(profileLinkSchema.shape.url.nullable());
}

/** An optional start and end: when both are given, the end may not come before the start. */
function datesInOrder(value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) {
  if (value.startDate) endNotBeforeStart({ startDate: value.startDate, endDate: value.endDate }, ctx);
}

// Projects

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().nullable(),
  url: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  highlights: z.array(z.string()),
});
export type Project = z.infer<typeof projectSchema>;

export const projectBodySchema = z
  .strictObject({
    name: requiredText('Project name', PROFILE_SECTION_LIMITS.name),
    role: optionalText('Role', PROFILE_SECTION_LIMITS.role),
    url: optionalWebAddress('Project link'),
    startDate: optionalDateField('Start date'),
    endDate: optionalDateField('End date'),
    description: optionalText('Description', PROFILE_SECTION_LIMITS.description),
    /** One highlight per entry; blank entries are dropped. */
    highlights: z
      .array(
        z
          .string({ error: 'Each highlight must be text.' })
          .trim()
          .max(PROFILE_SECTION_LIMITS.highlight, `Each highlight must be at most ${PROFILE_SECTION_LIMITS.highlight} characters.`),
        { error: 'Highlights must be a list of text.' },
      )
      .max(PROFILE_SECTION_LIMITS.highlights, `At most ${PROFILE_SECTION_LIMITS.highlights} highlights.`)
      .default([])
      .transform((items) => items.filter((item) => item.length > 0)),
  })
  .superRefine(datesInOrder);
export type ProjectBody = z.input<typeof projectBodySchema>;

// Certifications

export const certificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer: z.string().nullable(),
  date: z.string().nullable(),
  url: z.string().nullable(),
});
export type Certification = z.infer<typeof certificationSchema>;

export const certificationBodySchema = z.strictObject({
  name: requiredText('Certification name', PROFILE_SECTION_LIMITS.name),
  issuer: optionalText('Issuer', PROFILE_SECTION_LIMITS.issuer),
  date: optionalDateField('Date'),
  url: optionalWebAddress('Certificate link'),
});
export type CertificationBody = z.input<typeof certificationBodySchema>;

// Languages

export const languageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  proficiency: z.enum(LANGUAGE_PROFICIENCIES).nullable(),
});
export type Language = z.infer<typeof languageSchema>;

const PROFICIENCY_MESSAGE = `Proficiency must be one of ${LANGUAGE_PROFICIENCIES.join(', ')}.`;

export const languageBodySchema = z.strictObject({
  name: requiredText('Language', PROFILE_SECTION_LIMITS.name),
  /** Empty, null or missing: not stated. */
  proficiency: z
    .union([z.null(), z.literal(''), z.enum(LANGUAGE_PROFICIENCIES)], { error: PROFICIENCY_MESSAGE })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type LanguageBody = z.input<typeof languageBodySchema>;

// Awards

export const awardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  issuer: z.string().nullable(),
  date: z.string().nullable(),
  description: z.string().nullable(),
});
export type Award = z.infer<typeof awardSchema>;

export const awardBodySchema = z.strictObject({
  title: requiredText('Award title', PROFILE_SECTION_LIMITS.name),
  issuer: optionalText('Issuer', PROFILE_SECTION_LIMITS.issuer),
  date: optionalDateField('Date'),
  description: optionalText('Description', PROFILE_SECTION_LIMITS.description),
});
export type AwardBody = z.input<typeof awardBodySchema>;

// Endpoints: the same calls for each kind, under /api/user/<kind>/.

function sectionEndpoints<Kind extends ProfileSectionKind, Item extends z.ZodType, Body extends z.ZodType>(
  kind: Kind,
  noun: string,
  item: Item,
  body: Body,
) {
  const path = `/api/user/${kind}/`;
  const itemResponse = z.object({ success: z.literal(true), record: item });
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      summary: `The caller’s ${kind}, in the order they were added.`,
      response: z.object({ [kind]: z.array(item) } as { [K in Kind]: z.ZodArray<Item> }),
    }),
    page: defineEndpoint({
      method: 'GET',
      path,
      summary: `One page of the caller’s ${kind}, in the order they were added.`,
      query: pagedListQuery,
      response: pagedAnswer(kind, item),
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      summary: `Add ${noun}.`,
      body,
      successStatus: 201,
      response: itemResponse,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${path}:id/`,
      summary: `Replace one of the caller’s ${kind}.`,
      params: idParamsSchema,
      body,
      response: itemResponse,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${path}:id/`,
      summary: `Delete one of the caller’s ${kind}.`,
      params: idParamsSchema,
      response: z.object({ success: z.literal(true) }),
    }),
  };
}

export const projectEndpoints = sectionEndpoints('projects', 'a project', projectSchema, projectBodySchema);
export const certificationEndpoints = sectionEndpoints('certifications', 'a certification', certificationSchema, certificationBodySchema);
export const languageEndpoints = sectionEndpoints('languages', 'a language', languageSchema, languageBodySchema);
export const awardEndpoints = sectionEndpoints('awards', 'an award', awardSchema, awardBodySchema);
