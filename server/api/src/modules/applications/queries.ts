import { applicationContactSchema, type Application, type ApplicationContact, type ApplicationStage, type ApplicationStageEntry } from '@careerforge/contract';
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { timestamp, type Database } from '../../lib/db';
import { dateOrders, keysetPage, orderedBy, type PageRequest } from '../../lib/paging';

interface ApplicationRow {
  id: number;
  applied_at: string;
  job_id: number;
  job_title: string | null;
  company: string | null;
  resume_id: number | null;
  resume_label: string | null;
  resume_current_label: string | null;
  status: string;
  next_step_date: string | null;
  notes: string | null;
  contacts: string | null;
  posting_url: string | null;
}

/** Newest first. */
const APPLICATION_ORDER = dateOrders<{ id: number; applied_at: string }>('job_applications.applied_at', 'job_applications.id', (row) => ({
  time: row.applied_at,
  id: row.id,
})).newest;

/**
 * The stage a stored status is in, as the views show it (`applicationStageOf`): applications
 * written before the stages may still hold the old status 'Interviewing', which is the stage
 * 'Interview'. Migration 0019 indexes this very expression with the owner, applied_at and id, so a
 * stage's page is read from that index in the list's order; the two must stay written alike.
 */
const STORED_STAGE = sql<string>`case ${sql.ref('job_applications.status')} when 'Interviewing' then 'Interview' else ${sql.ref('job_applications.status')} end`;

/** How 'My Applications' narrows the list: one stage, and applied between two UTC days (yyyy-mm-dd), both included. */
export interface ApplicationFilters {
  stage?: ApplicationStage | undefined;
  applied_from?: string | undefined;
  applied_to?: string | undefined;
}

/**
 * The query kept to the applications matching the filters. applied_at is an ISO timestamp in UTC
 * (always 'yyyy-mm-ddThh:mm:ss.sssZ'), which compares as time on both engines, so a day range is a
 * range of the (user, applied_at, id) index: from the day's midnight to 24:00 of the last day
 * (ISO 8601's end of a day, which sorts before the next day's first timestamp).
 */
function narrowed<DB extends Pick<Database, 'job_applications'>, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB | 'job_applications', Row>,
  filters: ApplicationFilters,
): SelectQueryBuilder<DB, TB | 'job_applications', Row> {
  let matching = query;
  if (filters.stage !== undefined) matching = matching.where(sql<SqlBool>`${STORED_STAGE} = ${filters.stage}`);
  if (filters.applied_from !== undefined) matching = matching.where(sql<SqlBool>`${sql.ref('job_applications.applied_at')} >= ${`${filters.applied_from}T00:00:00.000Z`}`);
  if (filters.applied_to !== undefined) matching = matching.where(sql<SqlBool>`${sql.ref('job_applications.applied_at')} < ${`${filters.applied_to}T24:00:00.000Z`}`);
  return matching;
}

const storedContactsSchema = z.array(applicationContactSchema);

/** The stored contacts; a value that is not a list of contacts reads as none rather than failing the whole list. */
function parseContacts(json: string | null): ApplicationContact[] {
  if (!json) return [];
  try {
    const parsed = storedContactsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** What an application calls its job: the job's title, or 'Untitled Job'. */
export function jobSummaryOf(jobTitle: string | null): string {
  return jobTitle ?? 'Untitled Job';
}

function toApplication(row: ApplicationRow, history: ApplicationStageEntry[]): Application {
  return {
    id: row.id,
    applied_at: row.applied_at,
    job_id: row.job_id,
    jobSummary: jobSummaryOf(row.job_title),
    companyName: row.company,
    resumeId: row.resume_id,
    resume_id: row.resume_id,
    resumeLabel: row.resume_label,
    resumeCurrentLabel: row.resume_current_label,
    status: row.status,
    stage_history: history,
    next_step_date: row.next_step_date,
    notes: row.notes ?? '',
    contacts: parseContacts(row.contacts),
    posting_url: row.posting_url,
  };
}

/** Today's date in UTC (yyyy-mm-dd). */
export function today(): string {
  return timestamp().slice(0, 10);
}

/** The fields of an application a user edits besides its stage; a field left out keeps its value. */
export interface ApplicationDetails {
  next_step_date?: string | null;
  notes?: string | null;
  contacts?: ApplicationContact[];
  posting_url?: string | null;
}

/**
 * The caller's job applications. Every statement is scoped by `userId`, so another user's
 * application is never found, changed or deleted.
 */
export function applicationQueries(db: Kysely<Database>, userId: string) {
  const own = () =>
    db
      .selectFrom('job_applications')
      .innerJoin('jobs', 'jobs.id', 'job_applications.job_id')
      .leftJoin('formatted_resumes', (join) =>
        join.onRef('formatted_resumes.id', '=', 'job_applications.resume_id').on('formatted_resumes.user_id', '=', userId),
      )
      .where('job_applications.user_id', '=', userId)
      .select([
        'job_applications.id',
        'job_applications.applied_at',
        'job_applications.job_id',
        'jobs.job_title',
        'jobs.company',
        'job_applications.resume_id',
        'job_applications.resume_label',
        'formatted_resumes.label as resume_current_label',
        'job_applications.status',
        'job_applications.next_step_date',
        'job_applications.notes',
        'job_applications.contacts',
        'job_applications.posting_url',
      ]);

  /** The stage histories of the caller's applications (of those listed, given their ids), in the order reached. */
  const histories = async (ids?: readonly number[]) => {
    let query = db
      .selectFrom('application_stages')
      .innerJoin('job_applications', 'job_applications.id', 'application_stages.application_id')
      .where('job_applications.user_id', '=', userId)
      .select(['application_stages.application_id', 'application_stages.stage', 'application_stages.reached_on'])
      .orderBy('application_stages.id');
    if (ids !== undefined) {
      if (ids.length === 0) return new Map<number, ApplicationStageEntry[]>();
      // Named on the applications' side too, so the database looks them up by id instead of reading all the user's.
      query = query.where('application_stages.application_id', 'in', ids).where('job_applications.id', 'in', ids);
    }
    const byApplication = new Map<number, ApplicationStageEntry[]>();
    for (const row of await query.execute()) {
      const entries = byApplication.get(row.application_id) ?? [];
      entries.push({ stage: row.stage, reached_on: row.reached_on });
      byApplication.set(row.application_id, entries);
    }
    return byApplication;
  };

  const find = async (id: number) => {
    const row = await own().where('job_applications.id', '=', id).executeTakeFirst();
    return row && toApplication(row, (await histories([id])).get(id) ?? []);
  };

  /**
   * Moves an owned application to a stage reached on `reachedOn`. A stage reached before rewinds the
   * history to it (the stages reached after it are forgotten, so undoing a move leaves no trace) and
   * keeps its first date unless another is given.
   */
  const moveToStage = async (id: number, stage: ApplicationStage, reachedOn: string | undefined) => {
    const earlier = await db
      .selectFrom('application_stages')
      .where('application_id', '=', id)
      .where('stage', '=', stage)
      .select('id')
      .executeTakeFirst();
    if (earlier) {
      await db.deleteFrom('application_stages').where('application_id', '=', id).where('id', '>', earlier.id).execute();
      if (reachedOn) await db.updateTable('application_stages').set({ reached_on: reachedOn }).where('id', '=', earlier.id).execute();
    } else {
      await db.insertInto('application_stages').values({ application_id: id, stage, reached_on: reachedOn ?? today() }).execute();
    }
    await db.updateTable('job_applications').set({ status: stage }).where('id', '=', id).where('user_id', '=', userId).execute();
  };

  return {
    /** The applications with a next step planned before `dayAfterLast` (yyyy-mm-dd), soonest first: what /home's reminders list. */
    nextStepsBefore: (dayAfterLast: string) =>
      own()
        .where('job_applications.next_step_date', 'is not', null)
        .where('job_applications.next_step_date', '<', dayAfterLast)
        .orderBy('job_applications.next_step_date')
        .orderBy('job_applications.id')
        .execute(),

    list: async () => {
      const rows = await orderedBy(own(), APPLICATION_ORDER).execute();
      const byApplication = await histories();
      return rows.map((row) => toApplication(row, byApplication.get(row.id) ?? []));
    },

    /**
     * One page of the applications matching the filters. A cursor holds only applied_at and the id,
     * so one written under other filters still continues after that row: the page holds the rows
     * that match the filters sent, after it in the order, never a row they exclude.
     */
    page: async (request: PageRequest & ApplicationFilters) => {
      // Every application has its job (deleting a job deletes its applications), so the join counts no row twice or never.
      const counted = narrowed(db.selectFrom('job_applications').where('job_applications.user_id', '=', userId), request);
      const page = await keysetPage(narrowed(own(), request), APPLICATION_ORDER, request, counted);
      const byApplication = await histories(page.rows.map((row) => row.id));
      return { ...page, rows: page.rows.map((row) => toApplication(row, byApplication.get(row.id) ?? [])) };
    },

    find,

    /** Throws a unique violation when the caller already applied to the job with this resume. */
    insert: async (jobId: number, resume: { id: number; label: string }) => {
      const appliedAt = timestamp();
      const row = await db
        .insertInto('job_applications')
        .values({ user_id: userId, job_id: jobId, resume_id: resume.id, resume_label: resume.label, applied_at: appliedAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('application_stages').values({ application_id: row.id, stage: 'Applied', reached_on: appliedAt.slice(0, 10) }).execute();
      return find(row.id);
    },

    /** Call only for an application `find` returned, inside a transaction. */
    moveToStage,

    /** Call only for an application `find` returned. */
    setDetails: async (id: number, details: ApplicationDetails) => {
      const values = {
        ...(details.next_step_date !== undefined && { next_step_date: details.next_step_date }),
        ...(details.notes !== undefined && { notes: details.notes || null }),
        ...(details.contacts !== undefined && { contacts: details.contacts.length > 0 ? JSON.stringify(details.contacts) : null }),
        ...(details.posting_url !== undefined && { posting_url: details.posting_url }),
      };
      if (Object.keys(values).length === 0) return;
      await db.updateTable('job_applications').set(values).where('id', '=', id).where('user_id', '=', userId).execute();
    },

    remove: async (id: number) => {
      const result = await db.deleteFrom('job_applications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** What the insights are computed from: each application with its formatted resume's generated resume and template. */
    forInsights: async () => {
      const rows = await db
        .selectFrom('job_applications')
        .leftJoin('formatted_resumes', (join) =>
          join.onRef('formatted_resumes.id', '=', 'job_applications.resume_id').on('formatted_resumes.user_id', '=', userId),
        )
        .where('job_applications.user_id', '=', userId)
        .select([
          'job_applications.id',
          'job_applications.applied_at',
          'job_applications.resume_label',
          'formatted_resumes.resume_id as generated_resume_id',
          'formatted_resumes.template_id',
        ])
        .execute();
      const byApplication = await histories();
      return rows.map((row) => ({ ...row, history: byApplication.get(row.id) ?? [] }));
    },
  };
}
