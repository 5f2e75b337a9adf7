import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as SqliteDatabaseHandle } from 'kysely';
import { Pool } from 'pg';
import { DATABASE_POOL_DEFAULTS, type ApiConfig } from '../../config';
import { LruMap } from '../lru-map';
import type { Database } from './schema';

export type { Database } from './schema';

export type DatabaseEngine = 'sqlite' | 'postgres';

/** The PostgreSQL pool's connections now. */
export interface DatabasePoolStats {
  /** Open connections, in use or idle. */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface AppDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** The PostgreSQL pool's use; null on SQLite, which has one connection and no pool. */
  poolStats(): DatabasePoolStats | null;
}

/** Pool size and statement time limit; `openDatabase` uses the defaults when they are not given. */
type DatabaseLimits = Pick<ApiConfig, 'databasePool'>;

/**
 * PostgreSQL when `databaseUrl` is set, else the embedded SQLite file. A statement that runs longer
 * than `statementTimeoutMs` is cancelled by PostgreSQL (`statement_timeout`); on SQLite a statement
 * waits that long at most for another connection's write lock (`busy_timeout`). Either fails the
 * query with an error rather than holding the request.
 */
export function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'sqlitePath'> & Partial<DatabaseLimits>, logger: FastifyBaseLogger): AppDatabase {
  const { size, statementTimeoutMs } = config.databasePool ?? DATABASE_POOL_DEFAULTS;
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: size, statement_timeout: statementTimeoutMs });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL connection error'));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      poolStats: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: size }),
    };
  }
  // Readable by the API's user alone: the directory 0700, the file 0600 (SQLite gives its -wal and
  // -shm files the database file's mode). Modes apply only to what is created here.
  mkdirSync(path.dirname(config.sqlitePath), { recursive: true, mode: 0o700 });
  closeSync(openSync(config.sqlitePath, 'a', 0o600));
  const sqlite = new SqliteDatabase(config.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.round(statementTimeoutMs)}`);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    engine: 'sqlite',
    poolStats: () => null,
  };
}

/** Distinct SQL texts kept prepared; the API's queries are a few hundred at most. */
const SQLITE_STATEMENT_CACHE_SIZE = 1_000;

/**
 * The SQLite handle as Kysely sees it, preparing each distinct SQL text once: Kysely prepares a
 * statement for every query, and preparing costs more than running a small one. Sharing a
 * statement is safe because Kysely runs one query at a time on its single SQLite connection, and
 * SQLite prepares a statement again by itself when a migration changed the schema.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabaseHandle {
  const statements = new LruMap<string, SqliteDatabase.Statement>(SQLITE_STATEMENT_CACHE_SIZE);
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * True when the database gave up on a statement for time: PostgreSQL cancelled it
 * (statement_timeout), or SQLite's busy timeout ran out waiting for a lock.
 */
export function isStatementTimeout(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === '57014' || code === 'SQLITE_BUSY';
}

/** True when a write broke a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The value of a created_at / updated_at column. */
export function timestamp(): string {
  return new Date().toISOString();
}
