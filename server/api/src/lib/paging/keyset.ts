import { CURSOR_WITH_OFFSET_MESSAGE, type DateSortOrder } from '@careerforge/contract';
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../errors';
import { decodeCursor, encodeCursor, type SortValue } from './cursor';

/** One column (or expression) of a list's order, and how to read its value from a listed row. */
export interface KeysetColumn<Row> {
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  /** What a value read back from a cursor must be. */
  schema: z.ZodType<SortValue>;
  valueOf(row: Row): SortValue;
}

/**
 * A list's order, as keyset pagination needs it: the columns sorted on, the last one the row's id,
 * so that every row has a key of its own and a page can start right after the last row shown.
 */
export interface KeysetOrder<Row> {
  /** Written into the cursor, so that a cursor of one order is refused by another. */
  name: string;
  columns: readonly KeysetColumn<Row>[];
}

/**
 * The page asked for: how many rows and, after the first page, the previous page's cursor, or
 * instead of a cursor how many rows of the order to skip (a numbered page).
 */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  offset?: number | undefined;
}

/** A page of a list its screen searches and sorts by date. */
export interface SearchedPageRequest extends PageRequest {
  q?: string | undefined;
  sort?: DateSortOrder | undefined;
}

export interface Page<Row> {
  rows: Row[];
  /** Null on the last page. */
  nextCursor: string | null;
  /** How many rows the list holds in all (those matching its search). */
  total: number;
}

// Ids are 32-bit integer columns; the timestamps and dates sorted on are far shorter than 100 characters.
const ID_KEY = z.number().int().positive().max(2_147_483_647);
const TEXT_KEY = z.string().max(100);

function idColumn<Row>(column: string, direction: 'asc' | 'desc', idOf: (row: Row) => number): KeysetColumn<Row> {
  return { expression: sql.ref(column), direction, schema: ID_KEY, valueOf: idOf };
}

/** Oldest first: by id, which grows with each row added. */
export function insertionOrder<Row>(idRef: string, idOf: (row: Row) => number): KeysetOrder<Row> {
  return { name: 'added', columns: [idColumn(idRef, 'asc', idOf)] };
}

/**
 * 'newest' and 'oldest' by a timestamp column (ISO text, which sorts as time on both engines); the
 * id breaks ties between rows written in the same millisecond.
 */
export function dateOrders<Row>(timestampRef: string, idRef: string, keyOf: (row: Row) => { time: string; id: number }): Record<DateSortOrder, KeysetOrder<Row>> {
  const order = (name: DateSortOrder, direction: 'asc' | 'desc'): KeysetOrder<Row> => ({
    name,
    columns: [
      { expression: sql.ref(timestampRef), direction, schema: TEXT_KEY, valueOf: (row) => keyOf(row).time },
      idColumn(idRef, direction, (row) => keyOf(row).id),
    ],
  });
  return { newest: order('newest', 'desc'), oldest: order('oldest', 'asc') };
}

/**
 * Periods (a job held, a degree studied) most recent first: ongoing ones (no end date) first, then
 * by start date, newest first, then by id, newest first. Dates are 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd'
 * text, so within one year or month the more precise date comes first.
 */
export function mostRecentPeriodFirst<Row>(
  table: string,
  keyOf: (row: Row) => { startDate: string; endDate: string | null; id: number },
): KeysetOrder<Row> {
  return {
    name: 'recent',
    columns: [
      {
        expression: sql`case when ${sql.ref(`${table}.end_date`)} is null then 0 else 1 end`,
        direction: 'asc',
        schema: z.union([z.literal(0), z.literal(1)]),
        valueOf: (row) => (keyOf(row).endDate === null ? 0 : 1),
      },
      { expression: sql.ref(`${table}.start_date`), direction: 'desc', schema: TEXT_KEY, valueOf: (row) => keyOf(row).startDate },
      idColumn(`${table}.id`, 'desc', (row) => keyOf(row).id),
    ],
  };
}

/** The query sorted in the order. */
export function orderedBy<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>, order: KeysetOrder<NoInfer<Row>>) {
  return order.columns.reduce((sorted, column) => sorted.orderBy(column.expression, column.direction), query);
}

function beyond(column: KeysetColumn<unknown>, value: SortValue, orEqual: boolean): RawBuilder<SqlBool> {
  const operator = column.direction === 'desc' ? '<' : '>';
  return sql<SqlBool>`${column.expression} ${sql.raw(orEqual ? `${operator}=` : operator)} ${value}`;
}

/**
 * Rows after `key` in the order: (a, b, id) after (x, y, z) is a beyond x, or a = x and b beyond y,
 * or a = x, b = y and id beyond z. Written out rather than as a row comparison, so that columns may
 * run in different directions; the leading bound on the first column alone lets the database start
 * in its index at the cursor instead of reading from the top.
 */
function after<Row>(order: KeysetOrder<Row>, key: readonly SortValue[]): RawBuilder<SqlBool> {
  const columns = order.columns as readonly KeysetColumn<unknown>[];
  const alternatives = columns.map((column, index) => {
    const equalBefore = columns.slice(0, index).map((earlier, earlierIndex) => sql`${earlier.expression} = ${key[earlierIndex]}`);
    return sql`(${sql.join([...equalBefore, beyond(column, key[index] as SortValue, false)], sql` and `)})`;
  });
  const [first] = columns;
  if (!first) throw new Error(`The order ${order.name} has no columns.`);
  return sql<SqlBool>`(${beyond(first, key[0] as SortValue, true)} and (${sql.join(alternatives, sql` or `)}))`;
}

async function countOf<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>): Promise<number> {
  // Kysely cannot name the selection of a query whose tables are a type parameter, hence the cast.
  const row = (await query.clearSelect().select(sql`count(*)`.as('total')).executeTakeFirstOrThrow()) as { total: number | string | bigint };
  // PostgreSQL answers count(*) as a bigint, which pg passes as text.
  return Number(row.total);
}

/**
 * One page of a list: `query` selects the caller's rows (and applies the search) without an order;
 * the page holds up to `limit` rows after the cursor's (or after the first `offset` rows), in the
 * order, with the cursor after its last row when more follow, and the count of all the query's
 * rows. `counted` is the same rows without the joins that only add columns: counting through a
 * join reads every row rather than an index.
 */
export async function keysetPage<DB, TB extends keyof DB, Row, CountedDB = DB, CountedTB extends keyof CountedDB = keyof CountedDB>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: KeysetOrder<NoInfer<Row>>,
  request: PageRequest,
  counted?: SelectQueryBuilder<CountedDB, CountedTB, unknown>,
): Promise<Page<Row>> {
  if (request.cursor !== undefined && request.offset !== undefined) throw new HttpError(400, CURSOR_WITH_OFFSET_MESSAGE);
  const key = request.cursor === undefined ? undefined : decodeCursor(request.cursor, order.name, order.columns.map((column) => column.schema));
  const total = counted ? await countOf(counted) : await countOf(query);
  const offset = request.offset ?? 0;
  // The database walks its index past skipped rows, so a numbered page in the second half of a
  // long list is read from the other end: its rows in the reversed order, turned back.
  const fromTheEnd = offset > 0 && offset > total / 2;
  const pageQuery = orderedBy(key ? query.where(after(order, key)) : query, fromTheEnd ? reversed(order) : order);
  const rows = fromTheEnd
    ? await readFromTheEnd(pageQuery, total, offset, request.limit)
    : // One row more than asked tells whether another page follows, without counting again.
      await (offset ? pageQuery.limit(request.limit + 1).offset(offset) : pageQuery.limit(request.limit + 1)).execute();
  const shown = rows.slice(0, request.limit);
  const last = shown.at(-1);
  const more = fromTheEnd ? offset + shown.length < total : rows.length > request.limit;
  return {
    rows: shown,
    nextCursor: more && last ? encodeCursor(order.name, order.columns.map((column) => column.valueOf(last))) : null,
    total,
  };
}

/** The same columns, each in the other direction. */
function reversed<Row>(order: KeysetOrder<Row>): KeysetOrder<Row> {
  return { name: order.name, columns: order.columns.map((column) => ({ ...column, direction: column.direction === 'asc' ? 'desc' : 'asc' })) };
}

/** Rows `offset` to `offset + limit` of the order, read from a query sorted the other way. */
async function readFromTheEnd<DB, TB extends keyof DB, Row>(reversedQuery: SelectQueryBuilder<DB, TB, Row>, total: number, offset: number, limit: number): Promise<Row[]> {
  const count = Math.max(0, Math.min(limit, total - offset));
  if (count === 0) return [];
  const rows = await reversedQuery.limit(count).offset(total - offset - count).execute();
  return rows.reverse();
}

/**
 * Text as a search compares it: one form for the same characters, and lower case in every script.
 * A column written through it can be searched ignoring case on both engines (`containsFoldedText`).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** `%text%` for LIKE, with %, _ and \ in the text matching themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Rows where any of the columns contains `text`, ignoring case: `lower(column) like '%text%'` on
 * both engines. PostgreSQL lowers every script; SQLite's lower() only ASCII letters, so a column
 * that must match ignoring case in any script is kept folded and searched with `containsFoldedText`.
 */
export function containsText(columnRefs: readonly string[], text: string): RawBuilder<SqlBool> {
  const pattern = likePattern(text.toLowerCase());
  const matches = columnRefs.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** Rows whose column, written through `foldForSearch`, contains `text` in any case. */
export function containsFoldedText(columnRef: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(columnRef)} like ${likePattern(foldForSearch(text))} escape '\\'`;
}

/** A page as the API answers it: the rows under the list's own key, `next_cursor` and `total`. */
export function pageAnswer<Key extends string, Row>(key: Key, page: Page<Row>) {
  // TypeScript cannot follow a computed key to its name.
  return { [key]: page.rows, next_cursor: page.nextCursor, total: page.total } as Record<Key, Row[]> & { next_cursor: string | null; total: number };
}

/** The same page with each row mapped. */
export function mapPage<Row, Mapped>(page: Page<Row>, map: (row: Row) => Mapped): Page<Mapped> {
  return { ...page, rows: page.rows.map(map) };
}
