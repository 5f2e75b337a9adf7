import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  // A cover letter is also its own job, with the lease columns of generated resumes. Deleting the
  // job or the resume it was written from keeps the letter; it then names neither.
  await addIdColumn(db.schema.createTable('cover_letters'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('job_id', 'integer', (column) => column.references('jobs.id').onDelete('set null'))
    .addColumn('resume_id', 'integer', (column) => column.references('generated_resumes.id').onDelete('set null'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('content_json', 'text')
    .addColumn('engine', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('lease_token', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('cover_letters_user_id_created_at_index').on('cover_letters').columns(['user_id', 'created_at']).execute();
  // Workers look for unfinished work by status.
  await db.schema.createIndex('cover_letters_status_index').on('cover_letters').columns(['status', 'lease_expires_at']).execute();
}
