import path from 'node:path';
import { z } from 'zod';
import type { Database } from './database.js';
import { emailTokenSchema, toRow as emailTokenRow } from './email-token-store.js';
import { readJsonFile } from './json-file.js';
import { oidcModelRow } from './oidc-store.js';
import { userSchema, toRow as userRow } from './user-store.js';

/** The files the provider kept its state in before the database; read once, never changed. */
export const LEGACY_FILES = { users: 'users.json', oidc: 'oidc.json', emailTokens: 'email-tokens.json' } as const;

const IMPORT_SETTING = 'json-import';
/** Rows per INSERT: well under both engines' limit on bound parameters. */
const BATCH_ROWS = 500;

const usersFileSchema = z.strictObject({ users: z.array(userSchema) });
const oidcFileSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ payload: z.record(z.string(), z.unknown()), expiresAt: z.number().optional() })),
);
const tokensFileSchema = z.strictObject({ tokens: z.array(emailTokenSchema) });

export interface ImportedCounts {
  users: number;
  oidcEntries: number;
  emailTokens: number;
}

/**
 * Copies users.json, oidc.json and email-tokens.json of a data directory from before the database
 * into it, once: the import is recorded in the same transaction, so a later start (or a second
 * instance starting at the same time) does not import again. Expired entries are left behind.
 * Undefined when there was nothing to import or it was done before.
 */
export async function importJsonFilesOnce(db: Database, dataDir: string, now = Date.now()): Promise<ImportedCounts | undefined> {
  const users = readJsonFile(path.join(dataDir, LEGACY_FILES.users), usersFileSchema)?.users ?? [];
  const oidc = readJsonFile(path.join(dataDir, LEGACY_FILES.oidc), oidcFileSchema) ?? {};
  const tokens = readJsonFile(path.join(dataDir, LEGACY_FILES.emailTokens), tokensFileSchema)?.tokens ?? [];
  const oidcRows = Object.entries(oidc).flatMap(([model, entries]) =>
    Object.entries(entries)
      .filter(([, entry]) => entry.expiresAt === undefined || entry.expiresAt > now)
      .map(([id, entry]) => oidcModelRow(model, id, entry.payload, entry.expiresAt ?? null)),
  );
  const tokenRows = tokens.filter((token) => token.expiresAt > now).map(emailTokenRow);
  if (users.length === 0 && oidcRows.length === 0 && tokenRows.length === 0) return undefined;

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('identity_settings')
      .values({ name: IMPORT_SETTING, value: JSON.stringify({ importedAt: new Date(now).toISOString(), from: dataDir }) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
    for (const batch of batches(users.map(userRow))) await trx.insertInto('identity_users').values(batch).execute();
    for (const batch of batches(oidcRows)) await trx.insertInto('identity_oidc_models').values(batch).execute();
    for (const batch of batches(tokenRows)) await trx.insertInto('identity_email_tokens').values(batch).execute();
    return { users: users.length, oidcEntries: oidcRows.length, emailTokens: tokenRows.length };
  });
}

function batches<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) result.push(rows.slice(start, start + BATCH_ROWS));
  return result;
}
