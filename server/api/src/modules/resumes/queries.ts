import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';
import { dateOrders, keysetPage, mapPage, orderedBy, type PageRequest } from '../../lib/paging';

const RESUME_COLUMNS = ['id', 'filename', 'blob_key', 'content_type', 'freeform', 'raw_text', 'created_at'] as const;
/** What a page of the list shows: not the text, which can be long. */
const LISTED_COLUMNS = ['id', 'filename', 'blob_key', 'content_type', 'freeform', 'size_bytes', 'created_at'] as const;

/** Newest first; the id breaks ties between resumes stored in the same millisecond. */
const RESUME_ORDER = dateOrders<{ id: number; created_at: string }>('resumes.created_at', 'resumes.id', (row) => ({ time: row.created_at, id: row.id })).newest;

/** A stored resume as the service sees it; the parsed JSON stays in the table. */
export interface ResumeRow {
  id: number;
  filename: string;
  /** Null for pasted text. */
  blobKey: string | null;
  contentType: string;
  freeform: boolean;
  rawText: string;
}

/** A resume as a page of the list shows it. */
export interface ListedResumeRow extends Omit<ResumeRow, 'rawText'> {
  sizeBytes: number;
  createdAt: string;
}

interface NewResume {
  filename: string;
  blobKey: string | null;
  contentType: string;
  sizeBytes: number;
  freeform: boolean;
  rawText: string;
  parsedJson: string;
  contentHash: string;
}

function toRow(row: { id: number; filename: string; blob_key: string | null; content_type: string; freeform: number; raw_text: string }): ResumeRow {
  return {
    id: row.id,
    filename: row.filename,
    blobKey: row.blob_key,
    contentType: row.content_type,
    freeform: row.freeform === 1,
    rawText: row.raw_text,
  };
}

function toListedRow(row: {
  id: number;
  filename: string;
  blob_key: string | null;
  content_type: string;
  freeform: number;
  size_bytes: number;
  created_at: string;
}): ListedResumeRow {
  return {
    id: row.id,
    filename: row.filename,
    blobKey: row.blob_key,
    contentType: row.content_type,
    freeform: row.freeform === 1,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  };
}

/**
 * The caller's rows of `resumes`. Every statement is scoped by `userId`, so another user's resume
 * is never found, changed or deleted.
 */
export function resumeQueries(db: Kysely<Database>, userId: string) {
  const mine = () => db.selectFrom('resumes').where('user_id', '=', userId);
  const own = () => mine().select(RESUME_COLUMNS);

  return {
    list: async () => (await orderedBy(own(), RESUME_ORDER).execute()).map(toRow),

    page: async (request: PageRequest) => mapPage(await keysetPage(mine().select(LISTED_COLUMNS), RESUME_ORDER, request), toListedRow),

    find: async (id: number) => {
      const row = await own().where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    /** The caller's earliest resume with this content, if any. */
    findByContentHash: async (contentHash: string) => {
      const row = await own().where('content_hash', '=', contentHash).orderBy('id', 'asc').executeTakeFirst();
      return row && toRow(row);
    },

    insert: async (resume: NewResume) => {
      const row = await db
        .insertInto('resumes')
        .values({
          user_id: userId,
          filename: resume.filename,
          blob_key: resume.blobKey,
          content_type: resume.contentType,
          size_bytes: resume.sizeBytes,
          freeform: resume.freeform ? 1 : 0,
          raw_text: resume.rawText,
          parsed_json: resume.parsedJson,
          content_hash: resume.contentHash,
          created_at: timestamp(),
        })
        .returning(RESUME_COLUMNS)
        .executeTakeFirstOrThrow();
      return toRow(row);
    },

    replaceText: async (id: number, text: { rawText: string; parsedJson: string; sizeBytes: number; contentHash: string }) => {
      const row = await db
        .updateTable('resumes')
        .set({ raw_text: text.rawText, parsed_json: text.parsedJson, size_bytes: text.sizeBytes, content_hash: text.contentHash })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(RESUME_COLUMNS)
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** The deleted resume, or undefined when the caller has none with this id. */
    remove: async (id: number) => {
      const row = await db
        .deleteFrom('resumes')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(RESUME_COLUMNS)
        .executeTakeFirst();
      return row && toRow(row);
    },
  };
}
