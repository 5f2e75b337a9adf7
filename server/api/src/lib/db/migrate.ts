import { Migrator } from 'kysely';
import type { AppDatabase } from './index';
import { migrations } from './migrations';

/**
 * Brings the schema up to date. Safe to run from several API instances at once: Kysely holds a
 * lock while it migrates.
 */
export async function migrateToLatest({ db, engine }: AppDatabase): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, migration]) => [name, { up: (database) => migration.up(database, engine) }]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
}
