import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('full_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  // No foreign key to users: skill calls may arrive before the first save-user of a new account.
  await addIdColumn(db.schema.createTable('skills'), engine)
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('skill', 'text', (column) => column.notNull())
    .addColumn('skill_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('skills_user_id_skill_key_unique', ['user_id', 'skill_key'])
    .execute();
}
