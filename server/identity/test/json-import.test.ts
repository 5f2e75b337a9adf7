import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../src/passwords.js';
import { Browser } from './support/browser.js';
import { TEST_ENGINE } from './support/database.js';
import { exchangeCode, logIn, openLoginPage, refresh } from './support/flows.js';
import { removeDataDir, startIdentity, temporaryDataDir } from './support/identity.js';

const PASSWORD = 'correct horse battery';
/** Two starts, a key pair and four scrypt hashes: more than one login test's work. */
const IMPORT_TEST_TIMEOUT_MS = 60_000;

/** A data directory as the provider wrote it before the database: keys.json and users.json. */
async function writeJsonDataDir(dataDir: string, email: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(12).toString('base64url');
  const keys = {
    signingKeys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
    secretEncryptionKey: randomBytes(32).toString('base64url'),
  };
  const now = new Date().toISOString();
  const user = { sub: `auth0|${randomBytes(12).toString('hex')}`, email, emailVerified: true, passwordHash: await hashPassword(PASSWORD), mfaEnabled: false, createdAt: now, updatedAt: now };
  fs.writeFileSync(path.join(dataDir, 'keys.json'), JSON.stringify(keys), { mode: 0o600 });
  fs.writeFileSync(path.join(dataDir, 'users.json'), JSON.stringify({ users: [user] }), { mode: 0o600 });
  return { kid };
}

test(`the JSON files of an older data directory are imported once and left as they were (${TEST_ENGINE})`, async () => {
  const dataDir = temporaryDataDir();
  try {
    const { kid } = await writeJsonDataDir(dataDir, 'kept@example.com');
    const usersFile = path.join(dataDir, 'users.json');
    const filesBefore = fs.readFileSync(usersFile, 'utf8');

    const first = await startIdentity({ dataDir });
    let refreshToken: string;
    try {
      const jwks = (await (await fetch(new URL('.well-known/jwks.json', first.issuer))).json()) as { keys: Array<{ kid: string }> };
      expect(jwks.keys.map((key) => key.kid)).toEqual([kid]);
      const { auth, code } = await logIn(first, new Browser(), { email: 'kept@example.com', password: PASSWORD });
      refreshToken = (await exchangeCode(first, code, auth)).refresh_token;
    } finally {
      await first.close();
    }
    expect(fs.readFileSync(usersFile, 'utf8')).toBe(filesBefore);

    // Not imported again: a change to the file afterwards is not read.
    const later = JSON.parse(filesBefore) as { users: Array<{ email: string }> };
    later.users[0]!.email = 'renamed@example.com';
    fs.writeFileSync(usersFile, JSON.stringify(later));
    const second = await startIdentity({ dataDir, port: first.config.port });
    try {
      expect((await refresh(second, refreshToken)).status).toBe(200);
      expect((await logIn(second, new Browser(), { email: 'kept@example.com', password: PASSWORD })).code).toBeTruthy();
      const browser = new Browser();
      const { pageUrl, html } = await openLoginPage(second, browser);
      expect((await browser.submit(pageUrl, html, { email: 'renamed@example.com', password: PASSWORD })).response?.status).toBe(401);
    } finally {
      await second.close();
    }
  } finally {
    await removeDataDir(dataDir);
  }
}, IMPORT_TEST_TIMEOUT_MS);
