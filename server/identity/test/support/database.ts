import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openIdentityDatabase, type Database } from '../../src/store/database.js';

/** The engine this run tests: PostgreSQL when TEST_DATABASE_URL names a server (test:pg), else SQLite. */
export const TEST_ENGINE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One database per data directory, so a provider restarted on the same directory finds its state. */
function databaseNameFor(dataDir: string): string {
  return `identity_test_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
}

/**
 * The DATABASE_URL of a provider using this data directory: undefined on SQLite (the file lives in
 * the directory); on PostgreSQL, a database of its own on the test server, created on first use.
 */
export async function databaseUrlFor(dataDir: string): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = databaseNameFor(dataDir);
  await onServer(async (client) => {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Removes what databaseUrlFor() created for this directory. */
export async function dropDatabaseFor(dataDir: string): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${databaseNameFor(dataDir)}" WITH (FORCE)`));
}

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/** A fresh, migrated database of the engine under test, for the stores' own tests. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-db-'));
  const db = await openIdentityDatabase({ dataDir, databaseUrl: await databaseUrlFor(dataDir) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await dropDatabaseFor(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens the database a provider with this configuration uses, to look at what it stored. */
export async function withStoredState<T>(location: { dataDir: string; databaseUrl: string | undefined }, look: (db: Database) => Promise<T>): Promise<T> {
  const db = await openIdentityDatabase(location);
  try {
    return await look(db);
  } finally {
    await db.destroy();
  }
}
