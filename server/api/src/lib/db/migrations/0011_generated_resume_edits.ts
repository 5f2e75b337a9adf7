import type { MigrationDb } from './columns';

/** When the user last edited a generated resume's content; null while it is as generated. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('generated_resumes').addColumn('edited_at', 'text').execute();
}
