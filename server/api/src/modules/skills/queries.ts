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
 * is never found, changed or deleted: to the caller it does not exist. A class, so that the
 * queries of each request share their methods rather than each making its own.
 */
class SkillQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly userId: string,
  ) {}

  list() {
    return listSkills.rows(this.db, { userId: this.userId });
  }

  page(request: PageRequest) {
    return keysetPage(this.db.selectFrom('skills').where('user_id', '=', this.userId).select(SKILL_COLUMNS), SKILL_ORDER, request);
  }

  findByName(skill: string) {
    return findSkillByKey.first(this.db, { userId: this.userId, key: skillKey(skill) });
  }

  insert(skill: string) {
    return insertSkill.firstOrThrow(this.db, { userId: this.userId, skill, key: skillKey(skill), now: timestamp() });
  }

  rename(id: number, skill: string) {
    return renameSkill.first(this.db, { userId: this.userId, id, skill, key: skillKey(skill), now: timestamp() });
  }

  async remove(id: number) {
    return ((await deleteSkill.run(this.db, { userId: this.userId, id })).numAffectedRows ?? 0n) > 0n;
  }

  async removeAll() {
    return Number((await deleteAllSkills.run(this.db, { userId: this.userId })).numAffectedRows ?? 0n);
  }
}

export type { SkillQueries };

export function skillQueries(db: Kysely<Database>, userId: string): SkillQueries {
  return new SkillQueries(db, userId);
}
