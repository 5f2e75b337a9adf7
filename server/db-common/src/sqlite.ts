import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { LruMap } from './lru-map';

export interface SqliteFileOptions {
  /** How long a statement waits for another connection's write lock before failing (`busy_timeout`). */
  busyTimeoutMs: number;
}

/** Distinct SQL texts kept prepared: far more than either service's queries, so the bound only guards against SQL built from data. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * The SQLite database in `file`, as Kysely's `SqliteDialect` takes it. The file and its directory
 * are created readable by the process's user alone (directory 0700, file 0600; SQLite gives its
 * -wal and -shm files the file's mode); modes apply only to what is created here. Write-ahead
 * logging lets readers go on while one connection writes, and with it `synchronous = NORMAL` loses
 * no committed write to a process crash, only to a power loss. Foreign keys are enforced (the
 * better-sqlite3 build's default, set here so it does not depend on the build).
 */
export function openSqliteFile(file: string, options: SqliteFileOptions): KyselySqliteDatabase {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.round(options.busyTimeoutMs)}`);
  return withStatementCache(sqlite);
}

/**
 * The SQLite handle as Kysely sees it, preparing each distinct SQL text once: Kysely prepares a
 * statement for every query, and preparing costs about as much as running a small one. Sharing a
 * statement is safe because Kysely runs one query at a time on its single SQLite connection, and
 * SQLite prepares a statement again by itself when a migration changed the schema.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new LruMap<string, SqliteDatabase.Statement>(STATEMENT_CACHE_SIZE);
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
