import { sql } from 'kysely';
import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

/**
 * Tracking an application through a search: the date each stage was reached, the next step's date,
 * notes, contacts and the posting's address. Existing applications start their history at 'Applied'
 * on the day they were made (and, if they moved on, at their current stage the same day, the only
 * date known); the old status 'Interviewing' becomes the stage 'Interview'.
 */
export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('next_step_date', 'text').execute();
  await db.schema.alterTable('job_applications').addColumn('notes', 'text').execute();
  // A JSON array of { name, role, email }; null when none.
  await db.schema.alterTable('job_applications').addColumn('contacts', 'text').execute();
  await db.schema.alterTable('job_applications').addColumn('posting_url', 'text').execute();

  await addIdColumn(db.schema.createTable('application_stages'), engine)
    .addColumn('application_id', 'integer', (column) => column.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('stage', 'text', (column) => column.notNull())
    // The day the stage was reached (yyyy-mm-dd).
    .addColumn('reached_on', 'text', (column) => column.notNull())
    .execute();
  // A stage is reached once per application; going back to it rewinds the history to it.
  await db.schema
    .createIndex('application_stages_application_id_stage_unique')
    .on('application_stages')
    .columns(['application_id', 'stage'])
    .unique()
    .execute();

  await sql`update job_applications set status = 'Interview' where status = 'Interviewing'`.execute(db);
  await sql`insert into application_stages (application_id, stage, reached_on)
    select id, 'Applied', substr(applied_at, 1, 10) from job_applications`.execute(db);
  await sql`insert into application_stages (application_id, stage, reached_on)
    select id, status, substr(applied_at, 1, 10) from job_applications where status <> 'Applied'`.execute(db);
}
