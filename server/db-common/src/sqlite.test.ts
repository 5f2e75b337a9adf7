import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { isUniqueViolation } from './errors';
import { openSqliteFile } from './sqlite';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function open(file: string) {
  return new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: openSqliteFile(file, { busyTimeoutMs: 1234 }) }) });
}

async function pragma(db: Kysely<Record<string, never>>, name: string): Promise<unknown> {
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`PRAGMA ${name}`));
  return Object.values(rows[0] ?? {})[0];
}

test('creates the directory and the file for their owner alone, in WAL mode with the given busy timeout and foreign keys', async () => {
  const file = path.join(dir, 'nested', 'app.sqlite');
  const db = open(file);
  try {
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await pragma(db, 'journal_mode')).toBe('wal');
    expect(await pragma(db, 'busy_timeout')).toBe(1234);
    expect(await pragma(db, 'foreign_keys')).toBe(1);
  } finally {
    await db.destroy();
  }
});

test('a statement prepared once keeps answering after the schema changes, and a duplicate key is a unique violation', async () => {
  const db = open(path.join(dir, 'app.sqlite'));
  try {
    await db.executeQuery(CompiledQuery.raw('CREATE TABLE skills (name TEXT PRIMARY KEY)'));
    const insert = (name: string) => db.executeQuery(CompiledQuery.raw('INSERT INTO skills (name) VALUES (?)', [name]));
    const names = async () => (await db.executeQuery<{ name: string }>(CompiledQuery.raw('SELECT name FROM skills ORDER BY name'))).rows.map((row) => row.name);
    await insert('SQL');
    expect(await names()).toEqual(['SQL']);
    await db.executeQuery(CompiledQuery.raw('ALTER TABLE skills ADD COLUMN level INTEGER'));
    await insert('Go');
    expect(await names()).toEqual(['Go', 'SQL']);
    const duplicate = await insert('Go').catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  } finally {
    await db.destroy();
  }
});
