import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await addIdColumn(db.schema.createTable('education'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('degree', 'text', (column) => column.notNull())
    .addColumn('institution', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text')
    // A float8 on PostgreSQL (read back as a JS number, unlike numeric) and a REAL on SQLite.
    .addColumn('gpa', 'double precision')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('education_user_id_index').on('education').column('user_id').execute();
}
