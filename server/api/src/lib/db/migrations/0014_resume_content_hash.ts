import type { MigrationDb } from './columns';

/**
 * The SHA-256 of each stored resume's content (the uploaded bytes, or the pasted text), so the same
 * document sent again is recognised. Null for resumes stored before it was kept.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('resumes').addColumn('content_hash', 'text').execute();
  await db.schema.createIndex('resumes_user_content_hash_index').on('resumes').columns(['user_id', 'content_hash']).execute();
}
