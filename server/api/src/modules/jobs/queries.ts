import type { JobDescription, updateJobBodySchema } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { timestamp, type Database } from '../../lib/db';
import { containsText, dateOrders, keysetPage, mapPage, orderedBy, type SearchedPageRequest } from '../../lib/paging';

/** A job as stored: its title, company and text, and for a pasted posting the posting as pasted. */
export interface NewJob {
  job_title: string | null;
  company: string | null;
  text: string;
  raw_text: string | null;
}

/** A validated edit: title, company and text; an empty title or company is null. */
export type JobChanges = z.output<typeof updateJobBodySchema>;

/** SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean. */
function toJob({ applied, ...job }: Omit<JobDescription, 'applied'> & { applied: unknown }): JobDescription {
  return { ...job, applied: Boolean(applied) };
}

/** Newest (or oldest) submitted first. */
const JOB_ORDERS = dateOrders<{ submittedAt: string; jobId: number }>('jobs.submitted_at', 'jobs.id', (job) => ({ time: job.submittedAt, id: job.jobId }));

/** What the jobs screen shows of a job, and so what its search looks in. */
const SEARCHED_COLUMNS = ['jobs.job_title', 'jobs.company', 'jobs.text'];

/**
 * The caller's rows of `jobs`. Every statement is scoped by `userId`, so another user's job is never
 * found, changed or deleted.
 */
export function jobQueries(db: Kysely<Database>, userId: string) {
  const own = () =>
    db
      .selectFrom('jobs')
      .where('jobs.user_id', '=', userId)
      .select((eb) => [
        'jobs.id as jobId',
        'jobs.job_title',
        'jobs.company',
        'jobs.text',
        'jobs.submitted_at as submittedAt',
        eb
          .exists(
            eb
              .selectFrom('job_applications')
              .select('job_applications.id')
              .whereRef('job_applications.job_id', '=', 'jobs.id')
              .where('job_applications.user_id', '=', userId),
          )
          .as('applied'),
      ]);

  return {
    list: async () => (await orderedBy(own(), JOB_ORDERS.newest).execute()).map(toJob),

    page: async (request: SearchedPageRequest) => {
      const matching = request.q ? own().where(containsText(SEARCHED_COLUMNS, request.q)) : own();
      return mapPage(await keysetPage(matching, JOB_ORDERS[request.sort ?? 'newest'], request), toJob);
    },

    find: async (id: number) => {
      const row = await own().where('jobs.id', '=', id).executeTakeFirst();
      return row && toJob(row);
    },

    insert: async (job: NewJob): Promise<JobDescription> => {
      const now = timestamp();
      const row = await db
        .insertInto('jobs')
        .values({ user_id: userId, ...job, submitted_at: now, updated_at: now })
        .returning(['id as jobId', 'job_title', 'company', 'text', 'submitted_at as submittedAt'])
        .executeTakeFirstOrThrow();
      // Nobody can have applied to a job that did not exist a moment ago.
      return { ...row, applied: false };
    },

    /** The pasted original (`raw_text`) is kept as it was. */
    update: async (id: number, changes: JobChanges) => {
      const result = await db
        .updateTable('jobs')
        .set({ ...changes, updated_at: timestamp() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Its applications go with it (ON DELETE CASCADE). */
    remove: async (id: number) => {
      const result = await db.deleteFrom('jobs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
