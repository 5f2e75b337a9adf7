import { z } from 'zod';
import { defineEndpoint, idParamsSchema, requiredText } from './endpoint';
import { pagedAnswer, pagedListQuery } from './paging';

export const SKILL_MAX_LENGTH = 100;

export const skillSchema = z.object({ id: z.number().int(), skill: z.string() });
export type Skill = z.infer<typeof skillSchema>;

export const skillBodySchema = z.strictObject({ skill: requiredText('Skill', SKILL_MAX_LENGTH) });
export type SkillBody = z.input<typeof skillBodySchema>;

export const listSkills = defineEndpoint({
  method: 'GET',
  path: '/api/resumes/skills/',
  summary: 'The caller’s skills, oldest first.',
  response: z.object({ skills: z.array(skillSchema) }),
});

export const listSkillsPage = defineEndpoint({
  method: 'GET',
  path: listSkills.path,
  summary: 'One page of the caller’s skills, oldest first.',
  query: pagedListQuery,
  response: pagedAnswer('skills', skillSchema),
});

export const submitSkill = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/skills/submit',
  summary: 'Add a skill. A skill the caller already has (ignoring case) is refused with 409.',
  body: skillBodySchema,
  successStatus: 201,
  response: z.object({ success: z.literal(true), skill: skillSchema }),
});

export const updateSkill = defineEndpoint({
  method: 'POST',
  path: '/api/resumes/skills/update/:id/',
  summary: 'Rename one of the caller’s skills.',
  params: idParamsSchema,
  body: skillBodySchema,
  response: z.object({ success: z.literal(true), skill: skillSchema }),
});

export const deleteSkill = defineEndpoint({
  method: 'DELETE',
  path: '/api/resumes/skills/delete/:id/',
  summary: 'Delete one of the caller’s skills.',
  params: idParamsSchema,
  response: z.object({ success: z.literal(true) }),
});

export const deleteAllSkills = defineEndpoint({
  method: 'DELETE',
  path: '/api/resumes/skills/delete-all/',
  summary: 'Delete all of the caller’s skills.',
  response: z.object({ success: z.literal(true), deleted_count: z.number().int() }),
});
