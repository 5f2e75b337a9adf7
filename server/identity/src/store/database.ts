import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import { ensureDataDir } from './json-file.js';
import * as identityTables from './migrations/0001_identity_tables.js';
import type { IdentityDatabase } from './schema.js';

export type { IdentityDatabase } from './schema.js';

export type Database = Kysely<IdentityDatabase>;

export interface DatabaseLocation {
  /** PostgreSQL when set; its tables are prefixed `identity_`, so the API's database can hold them. */
  databaseUrl: string | undefined;
  /** Otherwise `identity.sqlite` in this directory. */
  dataDir: string;
}

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
export async function openIdentityDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types: pgTypes });
  // Without a listener, an idle connection dropped by the server would end the process.
  pool.on('error', (error) => console.error(`identity database connection error: ${error.message}`));
  return new Kysely<IdentityDatabase>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(dataDir: string): Database {
  ensureDataDir(dataDir);
  const file = path.join(dataDir, SQLITE_FILE);
  // Owner-only like every file of the data directory; SQLite gives its -wal and -shm files this mode.
  closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // With WAL, NORMAL loses no committed write to a process crash, only to a power loss.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<IdentityDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * The SQLite handle as Kysely sees it, preparing each distinct SQL text once: Kysely prepares a
 * statement for every query, and preparing costs about as much as running one of these small
 * queries. The provider's SQL texts are a few dozen, so the cache needs no bound. Sharing a
 * statement is safe: Kysely runs one query at a time on its single SQLite connection.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
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

/** True when a write broke a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
