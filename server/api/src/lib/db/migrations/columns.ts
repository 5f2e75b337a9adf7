import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DatabaseEngine } from '../index';

/**
 * The database a migration receives. A migration sees the schema as it was when it was written,
 * not the current `Database` type, so it knows no tables: it only uses the schema builder
 * (`db.schema`), which does not depend on the database type.
 */
export type MigrationDb = Kysely<unknown>;

/**
 * An auto-incrementing integer primary key named `id`. The engines spell it differently; on both,
 * an id is never reused after a delete, so a stale id can never reach a newer record.
 */
export function addIdColumn<Table extends string>(table: CreateTableBuilder<Table>, engine: DatabaseEngine) {
  return table.addColumn('id', 'integer', (column) =>
    engine === 'sqlite' ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
  );
}
