import type { Skill } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type Database } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import type { Page, PageRequest } from '../../lib/paging';
import { skillQueries, type SkillQueries } from './queries';

/** The caller's skills, oldest first. */
export function getSkills(db: Kysely<Database>, userId: string): Promise<Skill[]> {
  return skillQueries(db, userId).list();
}

export function getSkillsPage(db: Kysely<Database>, userId: string, request: PageRequest): Promise<Page<Skill>> {
  return skillQueries(db, userId).page(request);
}

/**
 * The unique index on (user, folded skill) is what refuses duplicates, so two requests racing
 * cannot both win; its violation becomes a 409 naming the skill as the user already has it.
 */
async function rejectDuplicate(skills: SkillQueries, skill: string, error: unknown): Promise<never> {
  if (!isUniqueViolation(error)) throw error;
  const existing = await skills.findByName(skill);
  throw new HttpError(409, `You already have the skill "${existing?.skill ?? skill}".`);
}

export function addSkill(db: Kysely<Database>, userId: string, skill: string): Promise<Skill> {
  const skills = skillQueries(db, userId);
  return skills.insert(skill).catch((error: unknown) => rejectDuplicate(skills, skill, error));
}

/** Adds the skill unless the user already has it (in any case); true when it was added. */
export async function addSkillIfNew(db: Kysely<Database>, userId: string, skill: string): Promise<boolean> {
  const skills = skillQueries(db, userId);
  if (await skills.findByName(skill)) return false;
  try {
    await skills.insert(skill);
    return true;
  } catch (error) {
    // Added meanwhile by another request: the user has it, which is all that matters here.
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

export async function renameSkill(db: Kysely<Database>, userId: string, id: number, skill: string): Promise<Skill> {
  const skills = skillQueries(db, userId);
  const renamed = await skills.rename(id, skill).catch((error: unknown) => rejectDuplicate(skills, skill, error));
  if (!renamed) throw notFound('skill');
  return renamed;
}

export async function removeSkill(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await skillQueries(db, userId).remove(id))) throw notFound('skill');
}

/** Answers how many were deleted. */
export function removeAllSkills(db: Kysely<Database>, userId: string): Promise<number> {
  return skillQueries(db, userId).removeAll();
}
