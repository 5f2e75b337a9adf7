import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  // A generated resume is also its own generation job: the lease columns let any worker take it,
  // and let a worker that lost its lease be kept from writing.
  await addIdColumn(db.schema.createTable('generated_resumes'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    // Deleting the job keeps the resume; it then names no job.
    .addColumn('job_id', 'integer', (column) => column.references('jobs.id').onDelete('set null'))
    .addColumn('history_ids', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('content_json', 'text')
    .addColumn('match_report_json', 'text')
    .addColumn('engine', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('lease_token', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('generated_resumes_user_id_created_at_index').on('generated_resumes').columns(['user_id', 'created_at']).execute();
  // Workers look for unfinished work by status.
  await db.schema.createIndex('generated_resumes_status_index').on('generated_resumes').columns(['status', 'lease_expires_at']).execute();

  await addIdColumn(db.schema.createTable('formatted_resumes'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('resume_id', 'integer', (column) => column.notNull().references('generated_resumes.id').onDelete('cascade'))
    .addColumn('format_type', 'text', (column) => column.notNull())
    .addColumn('style_id', 'text', (column) => column.notNull())
    .addColumn('template_id', 'text')
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('blob_key', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('formatted_resumes_user_id_index').on('formatted_resumes').column('user_id').execute();
  await db.schema.createIndex('formatted_resumes_resume_id_index').on('formatted_resumes').column('resume_id').execute();
}
