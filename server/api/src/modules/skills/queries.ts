import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';
import { insertionOrder, keysetPage, orderedBy, type PageRequest } from '../../lib/paging';

const SKILL_COLUMNS = ['id', 'skill'] as const;

/** Oldest first. */
const SKILL_ORDER = insertionOrder<{ id: number }>('skills.id', (skill) => skill.id);

/** Folds a skill for comparison, so "SQL", "sql" and full-width "ＳＱＬ" are one skill. */
function skillKey(skill: string): string {
  return skill.normalize('NFKC').toLowerCase();
}

/**
 * The caller's rows of `skills`. Every statement is scoped by `userId`, so another user's skill
 * is never found, changed or deleted: to the caller it does not exist.
 */
export function skillQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('skills').where('user_id', '=', userId);

  return {
    list: () => orderedBy(own().select(SKILL_COLUMNS), SKILL_ORDER).execute(),

    page: (request: PageRequest) => keysetPage(own().select(SKILL_COLUMNS), SKILL_ORDER, request),

    findByName: (skill: string) => own().select(SKILL_COLUMNS).where('skill_key', '=', skillKey(skill)).executeTakeFirst(),

    insert: (skill: string) => {
      const now = timestamp();
      return db
        .insertInto('skills')
        .values({ user_id: userId, skill, skill_key: skillKey(skill), created_at: now, updated_at: now })
        .returning(SKILL_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    rename: (id: number, skill: string) =>
      db
        .updateTable('skills')
        .set({ skill, skill_key: skillKey(skill), updated_at: timestamp() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(SKILL_COLUMNS)
        .executeTakeFirst(),

    remove: async (id: number) => {
      const result = await db.deleteFrom('skills').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    removeAll: async () => {
      const result = await db.deleteFrom('skills').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SkillQueries = ReturnType<typeof skillQueries>;
