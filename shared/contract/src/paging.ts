import { z } from 'zod';

/** The most rows one page of a list holds. */
export const PAGE_LIMIT_MAX = 200;

/** The answer to a cursor the API did not write, or one that was altered. */
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor.';

export const LIST_SEARCH_MAX_LENGTH = 200;

/** The answer to a page asked for by both a cursor and an offset. */
export const CURSOR_WITH_OFFSET_MESSAGE = 'Send cursor or offset, not both.';

// Errors name the parameter before the message ('limit: Must be …').
const LIMIT_MESSAGE = `Must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`;
const OFFSET_MESSAGE = 'Must be a whole number from 0.';

/**
 * The query of one page of a list. `cursor` is the `next_cursor` of the page before (none for the
 * first page): pages continue after the last row shown, so rows added meanwhile neither repeat nor
 * push rows out of the walk. `offset` instead skips that many rows of the order, for a screen
 * that shows numbered pages and jumps to page N (`offset = (N - 1) × limit`); a row added
 * meanwhile shifts such pages by one, which a screen of numbered pages shows anyway. A page may
 * have a cursor or an offset, not both (CURSOR_WITH_OFFSET_MESSAGE).
 */
export const pagedListQuery = z.object({
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(PAGE_LIMIT_MAX, LIMIT_MESSAGE),
  // Only the API can tell a cursor it wrote; it answers INVALID_CURSOR_MESSAGE for any other.
  cursor: z.string({ error: INVALID_CURSOR_MESSAGE }).optional(),
  offset: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).max(Number.MAX_SAFE_INTEGER, OFFSET_MESSAGE).optional(),
});
export type PagedListQuery = z.input<typeof pagedListQuery>;

/** The orders of a dated list's screen ('Newest First', 'Oldest First'). */
export const DATE_SORTS = ['newest', 'oldest'] as const;
export type DateSortOrder = (typeof DATE_SORTS)[number];

/**
 * One page of a list its screen searches and sorts by date: `q` keeps the rows containing it in a
 * field the screen shows, ignoring case (blank: all rows); `sort` is newest first unless 'oldest'.
 */
export const searchedPagedListQuery = pagedListQuery.extend({
  q: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(LIST_SEARCH_MAX_LENGTH, `Must be at most ${LIST_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
  sort: z.enum(DATE_SORTS, { error: `Must be one of ${DATE_SORTS.join(', ')}.` }).optional(),
});
export type SearchedPagedListQuery = z.input<typeof searchedPagedListQuery>;

/**
 * The answer of one page: the rows under the list's own key (as the whole list answers them), the
 * cursor of the next page (null after the last) and how many rows match in all.
 */
export function pagedAnswer<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({
    [key]: z.array(item),
    next_cursor: z.string().nullable(),
    total: z.number().int().min(0),
  } as { [K in Key]: z.ZodArray<Item> } & { next_cursor: z.ZodNullable<z.ZodString>; total: z.ZodNumber });
}
