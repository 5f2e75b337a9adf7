import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from './database.js';
import { readJsonFile, writeJsonFile } from './json-file.js';

const rsaSigningKeySchema = z.strictObject({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
  n: z.string(),
  e: z.string(),
  d: z.string(),
  p: z.string(),
  q: z.string(),
  dp: z.string(),
  dq: z.string(),
  qi: z.string(),
});

const keysFileSchema = z.strictObject({
  /** Private JWKs; the first one signs, the others still verify (rotation). */
  signingKeys: z.array(rsaSigningKeySchema).min(1),
  /** Keys for the signed session and interaction cookies; the first one signs. */
  cookieKeys: z.array(z.string().min(32)).min(1),
  /** AES-256 key (base64url) for the users' TOTP secrets; added to keys from older keys.json files. */
  secretEncryptionKey: z.string().length(43).optional(),
});

export type ProviderKeys = z.output<typeof keysFileSchema> & { secretEncryptionKey: string };

const adminClientFileSchema = z.strictObject({
  client_id: z.string(),
  client_secret: z.string().min(32),
});

function generateSigningKey(): ProviderKeys['signingKeys'][number] {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return rsaSigningKeySchema.parse({ ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' });
}

/** 32 random bytes, base64url: 43 characters. */
const randomSecret = () => randomBytes(32).toString('base64url');

const PROVIDER_KEYS_SETTING = 'provider-keys';
const providerKeysSchema = keysFileSchema.extend({ secretEncryptionKey: z.string().length(43) });

/**
 * Signing, cookie and secret-encryption keys, kept in the database so every instance on it signs
 * and publishes the same keys and reads the same cookies. Created on first start: taken from an
 * older keys.json in the data directory when there is one (tokens and sessions stay valid), else
 * generated. When instances start together, the first to store its keys wins and all use those.
 */
export async function loadOrCreateProviderKeys(db: Database, dataDir: string): Promise<ProviderKeys> {
  const stored = await readProviderKeys(db);
  if (stored) return stored;
  const existing = readJsonFile(path.join(dataDir, 'keys.json'), keysFileSchema);
  const keys: ProviderKeys = {
    signingKeys: existing?.signingKeys ?? [generateSigningKey()],
    cookieKeys: existing?.cookieKeys ?? [randomSecret()],
    secretEncryptionKey: existing?.secretEncryptionKey ?? randomSecret(),
  };
  await db
    .insertInto('identity_settings')
    .values({ name: PROVIDER_KEYS_SETTING, value: JSON.stringify(keys) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const winner = await readProviderKeys(db);
  if (!winner) throw new Error('The provider keys were not stored.');
  return winner;
}

async function readProviderKeys(db: Database): Promise<ProviderKeys | undefined> {
  const row = await db.selectFrom('identity_settings').select('value').where('name', '=', PROVIDER_KEYS_SETTING).executeTakeFirst();
  return row && providerKeysSchema.parse(JSON.parse(row.value));
}

/**
 * The secret of the API's confidential client: the configured one, or one generated on first start
 * and kept in the database (every instance accepts it), and in admin-client.json of the data
 * directory, where the API can read it when both run on one machine. A secret an older data
 * directory's admin-client.json holds is kept.
 */
export async function resolveAdminClientSecret(db: Database, dataDir: string, clientId: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const setting = `admin-client:${clientId}`;
  const file = path.join(dataDir, 'admin-client.json');
  const existing = readJsonFile(file, adminClientFileSchema);
  const read = async () => {
    const row = await db.selectFrom('identity_settings').select('value').where('name', '=', setting).executeTakeFirst();
    return row && adminClientFileSchema.parse(JSON.parse(row.value));
  };
  let stored = await read();
  if (!stored) {
    const candidate = existing?.client_id === clientId ? existing : { client_id: clientId, client_secret: randomSecret() };
    await db
      .insertInto('identity_settings')
      .values({ name: setting, value: JSON.stringify(candidate) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    stored = await read();
    if (!stored) throw new Error('The admin client secret was not stored.');
  }
  if (existing?.client_id !== stored.client_id || existing.client_secret !== stored.client_secret) writeJsonFile(file, stored);
  return stored.client_secret;
}
