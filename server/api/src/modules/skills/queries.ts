import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';
import { preparedQuery } from '../../lib/db/prepared';
import { insertionOrder, keysetPage, orderedBy, type PageRequest } from '../../lib/paging';

const SKILL_COLUMNS = ['id', 'skill'] as const;

/** Oldest first. */
const SKILL_ORDER = insertionOrder<{ id: number }>('skills.id', (skill) => skill.id);

/** Folds a skill for comparison, so "SQL", "sql" and full-width "ＳＱＬ" are one skill. */
function skillKey(skill: string): string {
  return skill.normalize('NFKC').toLowerCase();
}

// The statements of a fixed shape, built and compiled once (a page's cursor conditions vary).
const listSkills = preparedQuery((db, { userId }: { userId: string }) =>
  orderedBy(db.selectFrom('skills').where('user_id', '=', userId).select(SKILL_COLUMNS), SKILL_ORDER),
);

const findSkillByKey = preparedQuery((db, { userId, key }: { userId: string; key: string }) =>
  db.selectFrom('skills').where('user_id', '=', userId).select(SKILL_COLUMNS).where('skill_key', '=', key),
);

const insertSkill = preparedQuery((db, row: { userId: string; skill: string; key: string; now: string }) =>
  db
    .insertInto('skills')
    .values({ user_id: row.userId, skill: row.skill, skill_key: row.key, created_at: row.now, updated_at: row.now })
    .returning(SKILL_COLUMNS),
);

const renameSkill = preparedQuery((db, change: { userId: string; id: number; skill: string; key: string; now: string }) =>
  db
    .updateTable('skills')
    .set({ skill: change.skill, skill_key: change.key, updated_at: change.now })
    .where('id', '=', change.id)
    .where('user_id', '=', change.userId)
    .returning(SKILL_COLUMNS),
);

const deleteSkill = preparedQuery((db, { userId, id }: { userId: string; id: number }) =>
  db.deleteFrom('skills').where('id', '=', id).where('user_id', '=', userId),
);

const deleteAllSkills = preparedQuery((db, { userId }: { userId: string }) => db.deleteFrom('skills').where('user_id', '=', userId));

/**
 * The caller's rows of `skills`. Every statement is scoped by `userId`, so another user's skill
 * is never found, changed or deleted: to the caller it does not exist.
 */
export function skillQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('skills').where('user_id', '=', userId);

  return {
    list: () => listSkills.rows(db, { userId }),

    page: (request: PageRequest) => keysetPage(own().select(SKILL_COLUMNS), SKILL_ORDER, request),

    findByName: (skill: string) => findSkillByKey.first(db, { userId, key: skillKey(skill) }),

    insert: (skill: string) => insertSkill.firstOrThrow(db, { userId, skill, key: skillKey(skill), now: timestamp() }),

    rename: (id: number, skill: string) => renameSkill.first(db, { userId, id, skill, key: skillKey(skill), now: timestamp() }),

    remove: async (id: number) => ((await deleteSkill.run(db, { userId, id })).numAffectedRows ?? 0n) > 0n,

    removeAll: async () => Number((await deleteAllSkills.run(db, { userId })).numAffectedRows ?? 0n),
  };
}

export type SkillQueries = ReturnType<typeof skillQueries>;
