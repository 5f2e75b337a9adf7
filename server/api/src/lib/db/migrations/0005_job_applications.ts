import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await addIdColumn(db.schema.createTable('job_applications'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    // Deleting a job deletes its applications (SQLite enforces this because openDatabase turns foreign keys on).
    .addColumn('job_id', 'integer', (column) => column.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('resume_id', 'integer')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('Applied'))
    .addColumn('applied_at', 'text', (column) => column.notNull())
    .execute();
  // Serves both the cascade from jobs and the "has the user applied to this job" check.
  await db.schema.createIndex('job_applications_job_id_user_id_index').on('job_applications').columns(['job_id', 'user_id']).execute();
}
