import { z } from 'zod';
import { defineEndpoint, idParamsSchema, requiredText } from './endpoint';
import { dateField, optionalDateField, optionalText } from './fields';
import { RESUME_SECTION_KINDS, generatedResumeRecordSchema } from './generation';
import { PROFILE_LIMITS, profileLinkSchema } from './user';

// This file sits apart from generation.ts because it reuses the profile's link rules from user.ts,
// which itself reads the page sizes from generation.ts.

/** What a user may put in a generated resume they edit. */
export const GENERATED_RESUME_EDIT_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  headline: PROFILE_LIMITS.headline,
  location: PROFILE_LIMITS.location,
  links: PROFILE_LIMITS.links,
  summary: 1500,
  positions: 50,
  position: 200,
  company: 200,
  description: 5000,
  bullets: 30,
  bullet: 600,
  skills: 100,
  skill: 100,
  educations: 30,
  degree: 200,
  institution: 200,
  gpaMax: 10,
} as const;

const LIMITS = GENERATED_RESUME_EDIT_LIMITS;

/** The message when a resume that is still being generated, or failed, is sent for editing. */
export const RESUME_NOT_READY_TO_EDIT_MESSAGE = 'This resume is not ready to edit yet.';

/** A list of bullets: each trimmed and bounded; blank ones are dropped. */
function bulletList(label: string, field: string) {
  return z
    .array(
      z
        .string({ error: `Each ${label} must be text.` })
        .trim()
        .max(LIMITS.bullet, `Each ${label} must be at most ${LIMITS.bullet} characters.`),
      { error: `${field} must be a list of text.` },
    )
    .max(LIMITS.bullets, `At most ${LIMITS.bullets} ${label}s per position.`)
    .transform((items) => items.filter((item) => item.length > 0));
}

/** Text that may be empty (a position without a description), trimmed and bounded. */
function plainText(label: string, max: number) {
  return z.string({ error: `${label} must be text.` }).trim().max(max, `${label} must be at most ${max} characters.`);
}

/** A list of sections, each at most once. */
function sectionList(label: string) {
  return z
    .array(z.enum(RESUME_SECTION_KINDS, { error: `${label} may name only ${RESUME_SECTION_KINDS.join(', ')}.` }), {
      error: `${label} must be a list of sections.`,
    })
    .refine((kinds) => new Set(kinds).size === kinds.length, `${label} must name each section at most once.`);
}

const editedCareerSchema = z
  .strictObject({
    position: requiredText('Position', LIMITS.position),
    company: requiredText('Company', LIMITS.company),
    start_date: dateField('Start date'),
    end_date: optionalDateField('End date'),
    description: plainText('Description', LIMITS.description),
    accomplishments: bulletList('bullet', 'accomplishments'),
    hidden_accomplishments: bulletList('hidden bullet', 'hidden_accomplishments').optional(),
    pinned_accomplishments: bulletList('pinned bullet', 'pinned_accomplishments').optional(),
  })
  .superRefine((career, ctx) => {
    const shown = new Set(career.accomplishments);
    if (career.pinned_accomplishments?.some((bullet) => !shown.has(bullet))) {
      ctx.addIssue({ code: 'custom', path: ['pinned_accomplishments'], message: 'A pinned bullet must be one of the shown bullets.' });
    }
  })
  // Pinned bullets come first, in their own order; the others keep theirs after them.
  .transform((career) => {
    const pinned = new Set(career.pinned_accomplishments ?? []);
    return {
      ...career,
      accomplishments: [...career.accomplishments.filter((bullet) => pinned.has(bullet)), ...career.accomplishments.filter((bullet) => !pinned.has(bullet))],
    };
  });

const GPA_MESSAGE = `GPA must be a number from 0 to ${LIMITS.gpaMax}.`;

const editedEducationSchema = z.strictObject({
  degree: requiredText('Degree', LIMITS.degree),
  institution: requiredText('Institution', LIMITS.institution),
  start_date: optionalDateField('Start date'),
  end_date: optionalDateField('End date'),
  gpa: z.number({ error: GPA_MESSAGE }).min(0, GPA_MESSAGE).max(LIMITS.gpaMax, GPA_MESSAGE).nullable(),
});

/**
 * A generated resume's content as the user edits it: every part of it, strictly. The user's own
 * words are theirs, so nothing here checks them against their profile.
 */
export const generatedResumeEditSchema = z.strictObject({
  name: requiredText('Name', LIMITS.name),
  email: optionalText('Email', LIMITS.email),
  phone: optionalText('Phone', LIMITS.phone),
  headline: optionalText('Headline', LIMITS.headline),
  location: optionalText('Location', LIMITS.location),
  links: z
    .array(profileLinkSchema, { error: 'links must be a list of links.' })
    .max(LIMITS.links, `At most ${LIMITS.links} links.`)
    .optional(),
  summary: optionalText('Summary', LIMITS.summary),
  career: z
    .array(editedCareerSchema, { error: 'career must be a list of positions.' })
    .max(LIMITS.positions, `At most ${LIMITS.positions} positions.`),
  education: z
    .array(editedEducationSchema, { error: 'education must be a list of entries.' })
    .max(LIMITS.educations, `At most ${LIMITS.educations} education entries.`),
  skills: z
    .array(
      z
        .string({ error: 'Each skill must be text.' })
        .trim()
        .max(LIMITS.skill, `Each skill must be at most ${LIMITS.skill} characters.`),
      { error: 'skills must be a list of text.' },
    )
    .max(LIMITS.skills, `At most ${LIMITS.skills} skills.`)
    .transform((skills) => skills.filter((skill) => skill.length > 0)),
  section_order: sectionList('Section order').nullable().optional(),
  hidden_sections: sectionList('Hidden sections').optional(),
});
export type GeneratedResumeEdit = z.input<typeof generatedResumeEditSchema>;

export const updateGeneratedResumeBodySchema = z.strictObject({
  generated_resume: generatedResumeEditSchema,
});
export type UpdateGeneratedResumeBody = z.input<typeof updateGeneratedResumeBodySchema>;

export const updateGeneratedResume = defineEndpoint({
  method: 'PUT',
  path: '/api/resumes/generated/:id/',
  summary:
    'Replace the content of one of the caller’s completed generated resumes with the user’s edit; previews, formats and downloads then use it. The match report stays as generated.',
  params: idParamsSchema,
  body: updateGeneratedResumeBodySchema,
  response: generatedResumeRecordSchema,
});
