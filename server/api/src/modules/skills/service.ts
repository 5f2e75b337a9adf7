import type { Skill } from '@careerforge/contract';
import { isUniqueViolation } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import type { SkillQueries } from './queries';

const SKILL_NOT_FOUND = 'Skill not found';

/**
 * The unique index on (user, folded skill) is what refuses duplicates, so two requests racing
 * cannot both win; its violation becomes a 409 naming the skill as the user already has it.
 */
async function rejectDuplicate(skills: SkillQueries, skill: string, error: unknown): Promise<never> {
  if (!isUniqueViolation(error)) throw error;
  const existing = await skills.findByName(skill);
  throw new HttpError(409, `You already have the skill "${existing?.skill ?? skill}".`);
}

export function addSkill(skills: SkillQueries, skill: string): Promise<Skill> {
  return skills.insert(skill).catch((error: unknown) => rejectDuplicate(skills, skill, error));
}

export async function renameSkill(skills: SkillQueries, id: number, skill: string): Promise<Skill> {
  const renamed = await skills.rename(id, skill).catch((error: unknown) => rejectDuplicate(skills, skill, error));
  if (!renamed) throw new HttpError(404, SKILL_NOT_FOUND);
  return renamed;
}

export async function removeSkill(skills: SkillQueries, id: number): Promise<void> {
  if (!(await skills.remove(id))) throw new HttpError(404, SKILL_NOT_FOUND);
}
