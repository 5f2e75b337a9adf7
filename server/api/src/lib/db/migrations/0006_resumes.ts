import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await addIdColumn(db.schema.createTable('resumes'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('blob_key', 'text')
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    // 0 or 1: better-sqlite3 cannot bind booleans, so both engines store an integer.
    .addColumn('freeform', 'integer', (column) => column.notNull())
    .addColumn('raw_text', 'text', (column) => column.notNull())
    .addColumn('parsed_json', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('resumes_user_id_index').on('resumes').column('user_id').execute();
}
