import type { CreateTableBuilder } from 'kysely';
import type { DatabaseEngine } from '../index';

/**
 * An auto-incrementing integer primary key named `id`. The engines spell it differently; on both,
 * an id is never reused after a delete, so a stale id can never reach a newer record.
 */
export function addIdColumn<Table extends string>(table: CreateTableBuilder<Table>, engine: DatabaseEngine) {
  return table.addColumn('id', 'integer', (column) =>
    engine === 'sqlite' ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
  );
}
