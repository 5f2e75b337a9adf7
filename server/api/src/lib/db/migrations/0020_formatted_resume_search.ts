import type { MigrationDb } from './columns';

/**
 * The formatted resumes are searched by label: their list's index (migration 0016) gets the label
 * after the id, so a search reads the index alone, as the generated resumes' search does with the
 * name, instead of each file's row.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('formatted_resumes_user_id_created_at_id_label_index').on('formatted_resumes').columns(['user_id', 'created_at', 'id', 'label']).execute();
  await db.schema.dropIndex('formatted_resumes_user_id_created_at_id_index').execute();
}
