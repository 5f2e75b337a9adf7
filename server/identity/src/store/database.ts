import path from 'node:path';
import { openSqliteFile } from '@careerforge/server-db';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.js';
import * as identityTables from './migrations/0001_identity_tables.js';
import type { IdentityDatabase } from './schema.js';

export type { IdentityDatabase } from './schema.js';

export type Database = Kysely<IdentityDatabase>;

export interface DatabaseLocation {
  /** PostgreSQL when set; its tables are prefixed `identity_`, so the API's database can hold them. */
  databaseUrl: string | undefined;
  /** Otherwise `identity.sqlite` in this directory. */
  dataDir: string;
  /** The most PostgreSQL connections the provider opens (DATABASE_POOL_SIZE); the default when not given. */
  databasePoolSize?: number;
}

/** How long a SQLite statement waits for another process's write lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export const SQLITE_FILE = 'identity.sqlite';

/** Every migration, by name; they run in name order. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_identity_tables': identityTables,
};

const PG_INT8_OID = 20;

/**
 * Times are epoch milliseconds in bigint columns; pg hands int8 out as text unless told otherwise.
 * Per pool, not pg's global parsers: another user of pg in the process keeps its own.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Opens the database and brings its tables up to date. */
export async function openIdentityDatabase({ databaseUrl, dataDir, databasePoolSize = DEFAULT_DATABASE_POOL_SIZE }: DatabaseLocation): Promise<Database> {
  const db = databaseUrl ? openPostgres(databaseUrl, databasePoolSize) : openSqlite(dataDir);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openPostgres(databaseUrl: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types: pgTypes });
  // Without a listener, an idle connection dropped by the server would end the process.
  pool.on('error', (error) => console.error(`identity database connection error: ${error.message}`));
  return new Kysely<IdentityDatabase>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(dataDir: string): Database {
  const sqlite = openSqliteFile(path.join(dataDir, SQLITE_FILE), { busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS });
  return new Kysely<IdentityDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Kysely locks while migrating, so instances starting together migrate once. */
async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Its own bookkeeping tables, apart from the API's kysely_migration in a shared database.
    migrationTableName: 'identity_kysely_migration',
    migrationLockTableName: 'identity_kysely_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Identity database migration ${failed} failed`, { cause: error });
  }
}
