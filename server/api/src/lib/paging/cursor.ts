import { INVALID_CURSOR_MESSAGE } from '@careerforge/contract';
import { z } from 'zod';
import { HttpError } from '../errors';

/** One value of a row's sort key: a text column (a timestamp, a date) or a number (an id, a flag). */
export type SortValue = string | number;

/** What a cursor holds: the order it was written for and the last row's sort key, its id last. */
const cursorContentSchema = z.strictObject({
  order: z.string(),
  key: z.array(z.union([z.string(), z.number()])).min(1),
});

/** The cursor after a row: base64url of the order's name and the row's sort key (its id last). */
export function encodeCursor(order: string, key: readonly SortValue[]): string {
  return Buffer.from(JSON.stringify({ order, key })).toString('base64url');
}

function invalidCursor(): HttpError {
  return new HttpError(400, INVALID_CURSOR_MESSAGE);
}

/**
 * The sort key a cursor continues after, each value checked by its column's schema. A cursor of
 * another order, or one not exactly as the API wrote it (base64url has several spellings of the
 * same bytes, and an altered one rarely keeps the form), is refused with 400 'Invalid cursor.'.
 */
export function decodeCursor(cursor: string, order: string, columns: readonly z.ZodType<SortValue>[]): SortValue[] {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorContentSchema.safeParse(content);
  if (!parsed.success || parsed.data.order !== order || parsed.data.key.length !== columns.length) throw invalidCursor();
  const key = parsed.data.key;
  if (!columns.every((schema, index) => schema.safeParse(key[index]).success)) throw invalidCursor();
  if (encodeCursor(order, key) !== cursor) throw invalidCursor();
  return key;
}
