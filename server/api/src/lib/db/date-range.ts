import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/** Tables of periods (a job held, a degree studied): a start date and an end date that is null while ongoing. */
type PeriodTable = {
  [Table in keyof Database]: Database[Table] extends { id: unknown; start_date: string; end_date: string | null } ? Table : never;
}[keyof Database];

/**
 * Most recent first: ongoing periods (no end date) first, then by start date, newest first; the id,
 * newest first, keeps equal dates in a stable order. Dates are 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd'
 * text, so they sort as text: within one year or month, the more precise date comes first
 * ('2019-05-01', then '2019-05', then '2019').
 */
export function mostRecentFirst<Table extends PeriodTable, Row>(query: SelectQueryBuilder<Database, Table, Row>, table: Table) {
  return query
    .orderBy(sql`case when ${sql.ref(`${table}.end_date`)} is null then 0 else 1 end`)
    .orderBy(sql.ref(`${table}.start_date`), 'desc')
    .orderBy(sql.ref(`${table}.id`), 'desc');
}
