import { sql } from 'kysely';
import type { AppDatabase, DatabaseEngine } from '../../lib/db';
import { HttpError } from '../../lib/errors';

/** 'ok' and the engine when the database answers; 503 when it does not. */
export async function checkHealth({ db, engine }: AppDatabase): Promise<{ status: 'ok'; database: DatabaseEngine }> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new HttpError(503, 'Database unavailable.', { cause: error });
  }
  return { status: 'ok', database: engine };
}
