import type { EducationRecord, educationBodySchema } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { timestamp, type Database } from '../../lib/db';
import { keysetPage, mostRecentPeriodFirst, orderedBy, type PageRequest } from '../../lib/paging';

/** A validated education body: trimmed text, dates at the precision given ('yyyy', 'yyyy-mm' or 'yyyy-mm-dd'), GPA a number or null. */
export type EducationFields = z.output<typeof educationBodySchema>;

const EDUCATION_COLUMNS = ['id', 'degree', 'institution', 'start_date as startDate', 'end_date as endDate', 'gpa'] as const;

/** Current studies first, then by start date, as career history. */
const EDUCATION_ORDER = mostRecentPeriodFirst<Pick<EducationRecord, 'id' | 'startDate' | 'endDate'>>('education', (record) => record);

function toColumns(fields: EducationFields) {
  return {
    degree: fields.degree,
    institution: fields.institution,
    start_date: fields.startDate,
    end_date: fields.endDate,
    gpa: fields.gpa,
  };
}

/**
 * The caller's rows of `education`. Every statement is scoped by `userId`, so another user's
 * record is never found, changed or deleted.
 */
export function educationQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('education').select(EDUCATION_COLUMNS).where('user_id', '=', userId);

  return {
    list: (): Promise<EducationRecord[]> => orderedBy(own(), EDUCATION_ORDER).execute(),

    page: (request: PageRequest) => keysetPage(own(), EDUCATION_ORDER, request),

    insert: (fields: EducationFields): Promise<EducationRecord> => {
      const now = timestamp();
      return db
        .insertInto('education')
        .values({ user_id: userId, ...toColumns(fields), created_at: now, updated_at: now })
        .returning(EDUCATION_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    replace: (id: number, fields: EducationFields): Promise<EducationRecord | undefined> =>
      db
        .updateTable('education')
        .set({ ...toColumns(fields), updated_at: timestamp() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(EDUCATION_COLUMNS)
        .executeTakeFirst(),

    remove: async (id: number) => {
      const result = await db.deleteFrom('education').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
