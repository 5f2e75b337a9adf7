import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../index';
import * as usersAndSkills from './0001_users_and_skills';

export interface EngineMigration {
  up(db: Kysely<any>, engine: DatabaseEngine): Promise<void>;
}

/** Every migration, by name; they run in name order. Add a feature's tables as the next number. */
export const migrations: Record<string, EngineMigration> = {
  '0001_users_and_skills': usersAndSkills,
};
