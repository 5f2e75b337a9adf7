import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await addIdColumn(db.schema.createTable('career_history'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('position', 'text', (column) => column.notNull())
    .addColumn('company', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text')
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('accomplishments', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('career_history_user_id_index').on('career_history').column('user_id').execute();
}
