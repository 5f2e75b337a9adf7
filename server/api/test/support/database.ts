import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** A database of its own for one test file: the env that points the API at it, and its removal. */
export interface TestDatabase {
  env: { DATABASE_URL: string } | { SQLITE_PATH: string };
  drop(): Promise<void>;
}

async function withAdminClient<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL when TEST_DATABASE_URL names a server (a fresh database on it), else a temporary SQLite file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `careerforge_test_${randomUUID().replaceAll('-', '')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      drop: async () => {
        await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      },
    };
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), 'careerforge-api-test-'));
  return {
    env: { SQLITE_PATH: path.join(directory, 'careerforge.sqlite') },
    drop: async () => rmSync(directory, { recursive: true, force: true }),
  };
}
