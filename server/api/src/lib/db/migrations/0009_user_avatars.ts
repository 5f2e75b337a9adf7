import type { MigrationDb } from './columns';

export async function up(db: MigrationDb): Promise<void> {
  // The avatar's bytes are in the blob store under this random key, which is also its public URL's last part.
  await db.schema.alterTable('users').addColumn('avatar_key', 'text').execute();
  await db.schema.alterTable('users').addColumn('avatar_content_type', 'text').execute();
  await db.schema.createIndex('users_avatar_key_index').on('users').column('avatar_key').execute();
}
