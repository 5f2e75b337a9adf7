import type { JobDescription, updateJobBodySchema } from '@careerforge/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { timestamp, type Database, type DatabaseEngine } from '../../lib/db';
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

/** FTS5's trigram index finds text of three characters or more only. */
const TRIGRAM = 3;

/**
 * Up to this many jobs holding the text, the search reads those jobs; beyond, it reads the caller's
 * jobs in the list's order, which then soon fills a page. Asking the index for more than this costs
 * about what it saves.
 */
const FEW_JOBS = 1000;

/** An FTS5 query for the text as it is: one phrase, its double quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The jobs containing `text` in their title, company or text, ignoring case. The LIKE decides on
 * both engines, so both find what they always found. PostgreSQL's trigram indexes (migration 0017)
 * serve the LIKE as it is written. SQLite's FTS5 trigram table (the same migration) does not; it
 * is asked first which jobs contain the text, in any case, and when they are few only those are
 * read. Text shorter than a trigram, or held by many jobs, is looked for in every job.
 */
async function containing(db: Kysely<Database>, engine: DatabaseEngine, text: string): Promise<RawBuilder<SqlBool>> {
  const matches = containsText(SEARCHED_COLUMNS, text);
  if (engine === 'postgres' || [...text].length < TRIGRAM) return matches;
  const { rows } = await sql<{ id: number }>`
    select rowid as id from jobs_search where jobs_search match ${ftsPhrase(text)} limit ${FEW_JOBS + 1}`.execute(db);
  if (rows.length > FEW_JOBS) return matches;
  if (rows.length === 0) return sql<SqlBool>`0 = 1`;
  return sql<SqlBool>`(jobs.id in (${sql.join(rows.map((row) => row.id))}) and ${matches})`;
}

/**
 * The caller's rows of `jobs`. Every statement is scoped by `userId`, so another user's job is never
 * found, changed or deleted.
 */
export function jobQueries(db: Kysely<Database>, userId: string) {
  const ownJobs = () =>
    db
      .selectFrom('jobs')
      .where('jobs.user_id', '=', userId)
      .select(['jobs.id as jobId', 'jobs.job_title', 'jobs.company', 'jobs.text', 'jobs.submitted_at as submittedAt']);
  const own = () =>
    ownJobs().select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('job_applications')
            .select('job_applications.id')
            .whereRef('job_applications.job_id', '=', 'jobs.id')
            .where('job_applications.user_id', '=', userId),
        )
        .as('applied'),
    );

  /** The ids among `jobIds` of the jobs the caller applied for. */
  const appliedAmong = async (jobIds: number[]): Promise<Set<number>> => {
    if (jobIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('job_applications')
      .select('job_id')
      .where('user_id', '=', userId)
      .where('job_id', 'in', jobIds)
      .execute();
    return new Set(rows.map((row) => row.job_id));
  };

  return {
    list: async () => (await orderedBy(own(), JOB_ORDERS.newest).execute()).map(toJob),

    /**
     * Whether the caller applied is read for the page's jobs alone: asked in the page's query,
     * PostgreSQL plans it for every job the index could return and reads all the caller's
     * applications for each page.
     */
    page: async (request: SearchedPageRequest, engine: DatabaseEngine) => {
      const matching = request.q ? ownJobs().where(await containing(db, engine, request.q)) : ownJobs();
      const page = await keysetPage(matching, JOB_ORDERS[request.sort ?? 'newest'], request);
      const applied = await appliedAmong(page.rows.map((job) => job.jobId));
      return mapPage(page, (job): JobDescription => ({ ...job, applied: applied.has(job.jobId) }));
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
