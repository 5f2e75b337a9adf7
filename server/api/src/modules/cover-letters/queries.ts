import { coverLetterContentSchema, type CoverLetterContent, type CoverLetterRecord, type CoverLetterStatusResponse } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';
import { dateOrders, keysetPage, mapPage, orderedBy, type PageRequest } from '../../lib/paging';
import { currentTraceParent } from '../../lib/telemetry';

/** JSON written by this module, read back through its schema so a damaged row fails loudly, not silently. */
const readContent = (json: string | null): CoverLetterContent | null => (json ? coverLetterContentSchema.parse(JSON.parse(json)) : null);

/** Newest first. */
const COVER_LETTER_ORDER = dateOrders<{ id: number; created_at: string }>('cover_letters.created_at', 'cover_letters.id', (row) => ({
  time: row.created_at,
  id: row.id,
})).newest;

interface ListedRow {
  id: number;
  created_at: string;
  updated_at: string;
  job_id: number | null;
  resume_id: number | null;
  status: CoverLetterRecord['status'];
  content_json: string | null;
  error: string | null;
  job_title: string | null;
  company: string | null;
}

function toRecord(row: ListedRow): CoverLetterRecord {
  return {
    id: row.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    job_id: row.job_id,
    resume_id: row.resume_id,
    job_title: row.job_title ?? null,
    company: row.company ?? null,
    status: row.status,
    cover_letter: row.status === 'completed' ? readContent(row.content_json) : null,
    error: row.status === 'failed' ? row.error : null,
  };
}

/**
 * The caller's cover letters. Every statement is scoped by `userId`, so another user's letter is
 * never found, listed, changed or deleted.
 */
export function coverLetterQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('cover_letters').where('cover_letters.user_id', '=', userId);
  const listed = () =>
    own()
      .leftJoin('jobs', 'jobs.id', 'cover_letters.job_id')
      .select([
        'cover_letters.id',
        'cover_letters.created_at',
        'cover_letters.updated_at',
        'cover_letters.job_id',
        'cover_letters.resume_id',
        'cover_letters.status',
        'cover_letters.content_json',
        'cover_letters.error',
        'jobs.job_title',
        'jobs.company',
      ]);

  return {
    /** A new letter, waiting for a worker. */
    insert: async (jobId: number, resumeId: number): Promise<number> => {
      const now = timestamp();
      const row = await db
        .insertInto('cover_letters')
        .values({ user_id: userId, job_id: jobId, resume_id: resumeId, status: 'processing', trace_parent: currentTraceParent(), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    status: async (id: number): Promise<CoverLetterStatusResponse | undefined> => {
      const row = await own().select(['status', 'content_json', 'error']).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        status: row.status,
        cover_letter: row.status === 'completed' ? readContent(row.content_json) : null,
        error: row.status === 'failed' ? row.error : null,
      };
    },

    /** Every letter, newest first, with its job's title and company as they are now. */
    list: async (): Promise<CoverLetterRecord[]> => (await orderedBy(listed(), COVER_LETTER_ORDER).execute()).map(toRecord),

    page: async (request: PageRequest) => mapPage(await keysetPage(listed(), COVER_LETTER_ORDER, request, own()), toRecord),

    /** The letter's status and, once completed, its content. */
    find: async (id: number): Promise<{ status: CoverLetterStatusResponse['status']; content: CoverLetterContent | null } | undefined> => {
      const row = await own().select(['status', 'content_json']).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return { status: row.status, content: row.status === 'completed' ? readContent(row.content_json) : null };
    },

    /** Replaces a completed letter's content; false when there is no completed letter of that id. */
    replaceContent: async (id: number, content: CoverLetterContent): Promise<boolean> => {
      const result = await db
        .updateTable('cover_letters')
        .set({ content_json: JSON.stringify(content), updated_at: timestamp() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    remove: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('cover_letters').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** What a worker reads of a claimed letter, across users: what it is to be written from. */
export async function coverLetterSource(db: Kysely<Database>, id: number): Promise<{ jobId: number | null; resumeId: number | null } | undefined> {
  const row = await db.selectFrom('cover_letters').select(['job_id', 'resume_id']).where('id', '=', id).executeTakeFirst();
  return row && { jobId: row.job_id, resumeId: row.resume_id };
}
