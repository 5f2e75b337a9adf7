import { preparedQuery as preparedQueryOf, type PreparedQuery } from '@careerforge/server-db';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/** The server database package's preparedQuery (built once, run with new values) on the API's tables. */
export function preparedQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): PreparedQuery<Database, Values, Row> {
  return preparedQueryOf(build);
}
