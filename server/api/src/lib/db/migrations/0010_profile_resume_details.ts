import type { MigrationDb } from './columns';

/** What a resume's header and summary show besides the name, e-mail and phone, and the user's paper size. */
const COLUMNS = ['headline', 'location', 'summary', 'links', 'page_size'] as const;

export async function up(db: MigrationDb): Promise<void> {
  // One column per statement: SQLite adds only one at a time. `links` is a JSON array as text, like
  // the achievements of a career entry, so both engines store it the same way.
  for (const column of COLUMNS) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }
}
