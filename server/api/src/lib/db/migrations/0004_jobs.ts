import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await addIdColumn(db.schema.createTable('jobs'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('job_title', 'text')
    .addColumn('company', 'text')
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('raw_text', 'text')
    .addColumn('submitted_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // The history is listed per user, newest first.
  await db.schema.createIndex('jobs_user_id_submitted_at_index').on('jobs').columns(['user_id', 'submitted_at']).execute();
}
