import type { FormatType, FormattedResume } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';
import { containsText, dateOrders, keysetPage, mapPage, orderedBy, type PageRequest } from '../../lib/paging';

export interface NewFormattedResume {
  resumeId: number;
  formatType: FormatType;
  styleId: string;
  templateId: string | null;
  label: string;
  blobKey: string;
  contentType: string;
  sizeBytes: number;
}

const LISTED_COLUMNS = ['id', 'label', 'created_at', 'resume_id', 'format_type'] as const;

/** Newest first. */
const FORMATTED_ORDER = dateOrders<{ id: number; created_at: string }>('formatted_resumes.created_at', 'formatted_resumes.id', (row) => ({
  time: row.created_at,
  id: row.id,
})).newest;

function toFormattedResume(row: { id: number; label: string; created_at: string; resume_id: number; format_type: string }): FormattedResume {
  return { ...row, format_type: row.format_type as FormatType };
}

/**
 * The caller's formatted resumes. Every statement is scoped by `userId`, so another user's file is
 * never found, listed or downloaded.
 */
export function formattedResumeQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('formatted_resumes').where('user_id', '=', userId);

  return {
    insert: async (file: NewFormattedResume): Promise<FormattedResume> => {
      const row = await db
        .insertInto('formatted_resumes')
        .values({
          user_id: userId,
          resume_id: file.resumeId,
          format_type: file.formatType,
          style_id: file.styleId,
          template_id: file.templateId,
          label: file.label,
          blob_key: file.blobKey,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
          created_at: timestamp(),
        })
        .returning(LISTED_COLUMNS)
        .executeTakeFirstOrThrow();
      return toFormattedResume(row);
    },

    list: async (): Promise<FormattedResume[]> => (await orderedBy(own().select(LISTED_COLUMNS), FORMATTED_ORDER).execute()).map(toFormattedResume),

    /** One page, newest first; with `q`, only the files whose label contains it, ignoring case. */
    page: async (request: PageRequest & { q?: string | undefined }) => {
      const matching = request.q ? own().where(containsText(['formatted_resumes.label'], request.q)) : own();
      return mapPage(await keysetPage(matching.select(LISTED_COLUMNS), FORMATTED_ORDER, request), toFormattedResume);
    },

    find: async (id: number): Promise<FormattedResume | undefined> => {
      const row = await own().select(LISTED_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toFormattedResume(row);
    },

    findFile: async (id: number) => {
      const row = await own().select(['format_type', 'blob_key', 'content_type']).where('id', '=', id).executeTakeFirst();
      return row && { formatType: row.format_type as FormatType, blobKey: row.blob_key, contentType: row.content_type };
    },

    blobKeysOfResume: async (resumeId: number): Promise<string[]> =>
      (await own().select('blob_key').where('resume_id', '=', resumeId).execute()).map((row) => row.blob_key),
  };
}
