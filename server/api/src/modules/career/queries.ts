import type { CareerRecord, careerBodySchema } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { timestamp, type Database } from '../../lib/db';
import { containsText, keysetPage, mapPage, mostRecentPeriodFirst, orderedBy, type PageRequest } from '../../lib/paging';

/** A validated career record: trimmed text, dates at the precision given ('yyyy', 'yyyy-mm' or 'yyyy-mm-dd'), blank achievements dropped. */
export type CareerFields = z.output<typeof careerBodySchema>;

const CAREER_COLUMNS = [
  'id',
  'position',
  'company',
  'start_date as startDate',
  'end_date as endDate',
  'description',
  'accomplishments',
] as const;

/** What the generate picker's search looks in. */
const SEARCHED_COLUMNS = ['career_history.position', 'career_history.company'];

/** Current jobs first, then by start date. */
const CAREER_ORDER = mostRecentPeriodFirst<Pick<CareerRecord, 'id' | 'startDate' | 'endDate'>>('career_history', (record) => record);

function toRecord(row: Omit<CareerRecord, 'accomplishments'> & { accomplishments: string }): CareerRecord {
  return { ...row, accomplishments: JSON.parse(row.accomplishments) as string[] };
}

function toColumns(fields: CareerFields) {
  return {
    position: fields.position,
    company: fields.company,
    start_date: fields.startDate,
    end_date: fields.endDate,
    description: fields.description,
    accomplishments: JSON.stringify(fields.accomplishments),
  };
}

/**
 * The caller's rows of `career_history`. Every statement is scoped by `userId`, so another user's
 * record is never found, changed or deleted.
 */
export function careerQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('career_history').select(CAREER_COLUMNS).where('user_id', '=', userId);

  return {
    list: async () => (await orderedBy(own(), CAREER_ORDER).execute()).map(toRecord),

    /** One page in the list's order; with `q`, only the records whose position or company contains it, ignoring case. */
    page: async (request: PageRequest & { q?: string | undefined }) => {
      const matching = request.q ? own().where(containsText(SEARCHED_COLUMNS, request.q)) : own();
      return mapPage(await keysetPage(matching, CAREER_ORDER, request), toRecord);
    },

    insert: async (fields: CareerFields) => {
      const now = timestamp();
      const row = await db
        .insertInto('career_history')
        .values({ user_id: userId, ...toColumns(fields), created_at: now, updated_at: now })
        .returning(CAREER_COLUMNS)
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    replace: async (id: number, fields: CareerFields) => {
      const row = await db
        .updateTable('career_history')
        .set({ ...toColumns(fields), updated_at: timestamp() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(CAREER_COLUMNS)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    remove: async (id: number) => {
      const result = await db.deleteFrom('career_history').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
