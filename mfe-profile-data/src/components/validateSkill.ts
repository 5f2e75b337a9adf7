import { skillBodySchema } from '@careerforge/shared/contract';

export type SkillValidation = { ok: true; skill: string } | { ok: false; error: string };

/** Checks a skill by the API's own rule, so the user sees why before anything is sent. */
export function validateSkill(text: string): SkillValidation {
  const parsed = skillBodySchema.safeParse({ skill: text });
  if (parsed.success) return { ok: true, skill: parsed.data.skill };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Skill is required.' };
}
