import type { MigrationDb } from './columns';

export async function up(db: MigrationDb): Promise<void> {
  // The formatted resume's label when the application was made, shown after the file is gone.
  await db.schema.alterTable('job_applications').addColumn('resume_label', 'text').execute();
  // One application per job and formatted resume; the database refuses a second one, even from concurrent requests.
  await db.schema
    .createIndex('job_applications_user_id_job_id_resume_id_unique')
    .on('job_applications')
    .columns(['user_id', 'job_id', 'resume_id'])
    .unique()
    .execute();
}
