import { openSqliteFile } from '@careerforge/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { DATABASE_POOL_DEFAULTS, type ApiConfig } from '../../config';
import type { Database } from './schema';

export { isStatementTimeout, isUniqueViolation } from '@careerforge/server-db';
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
  const sqlite = openSqliteFile(config.sqlitePath, { busyTimeoutMs: statementTimeoutMs });
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    engine: 'sqlite',
    poolStats: () => null,
  };
}

/** The value of a created_at / updated_at column. */
export function timestamp(): string {
  return new Date().toISOString();
}
