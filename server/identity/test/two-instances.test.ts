import fs from 'node:fs';
import path from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Browser } from './support/browser.js';
import { TEST_ENGINE } from './support/database.js';
import { adminTokenRequest, exchangeCode, openLoginPage, refresh, signUp, silentAuthorization, type TokenResponse } from './support/flows.js';
import { AUDIENCE, removeDataDir, startIdentity, temporaryDataDir, uniqueEmail, type RunningIdentity } from './support/identity.js';

const PASSWORD = 'correct horse battery';
const unlimited = { failuresBeforeBackoff: 1_000, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 1 };
/** Two wrong passwords for one account, then a minute's wait. */
const loginThrottle = { perClientIp: unlimited, perAccount: { ...unlimited, failuresBeforeBackoff: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 } };

/**
 * Two providers on one database, as behind a load balancer: one issuer, each instance its own port.
 * (Under test:pg both use one PostgreSQL database; on SQLite both open the same file.)
 */
interface Pair {
  a: RunningIdentity;
  b: RunningIdentity;
  /** Instance B reached at its own port; what it issues names the shared issuer. */
  atB: RunningIdentity;
  close(): Promise<void>;
}

/**
 * Two providers on one database, as behind a load balancer: one issuer, each instance its own port.
 * (Under test:pg both use one PostgreSQL database; on SQLite both open the same file.)
 */
async function startPair(settings: { signupLimitPerHour: number }): Promise<Pair> {
  const dataDir = temporaryDataDir();
  // No configured admin secret: the instances must agree on a generated one.
  const config = { ...settings, adminClientSecret: undefined };
  const a = await startIdentity({ dataDir, config }, { loginThrottle });
  // On PostgreSQL each instance has a data directory of its own, as on two machines; SQLite's file is in the directory.
  const dataDirOfB = a.config.databaseUrl ? temporaryDataDir() : dataDir;
  const b = await startIdentity({ dataDir: dataDirOfB, config: { ...config, issuer: a.issuer, databaseUrl: a.config.databaseUrl } }, { loginThrottle });
  return {
    a,
    b,
    atB: { ...b, issuer: b.url },
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await removeDataDir(dataDir);
      fs.rmSync(dataDirOfB, { recursive: true, force: true });
    },
  };
}

describe(`two provider instances on one database (${TEST_ENGINE})`, () => {
  let pair: Pair;
  let a: RunningIdentity;
  let atB: RunningIdentity;

  beforeAll(async () => {
    pair = await startPair({ signupLimitPerHour: 0 });
    ({ a, atB } = pair);
  });
  afterAll(() => pair.close());
  test('both publish the same signing keys', async () => {
    const keysOf = async (identity: RunningIdentity) => (await fetch(new URL('.well-known/jwks.json', identity.issuer))).json();
    const [keysOfA, keysOfB] = await Promise.all([keysOf(a), keysOf(atB)]);
    expect(keysOfA).toEqual(keysOfB);
    expect((keysOfA as { keys: unknown[] }).keys).toHaveLength(1);
  });

  test('both accept the admin client secret one of them generated', async () => {
    const { client_secret: secret } = JSON.parse(fs.readFileSync(path.join(a.config.dataDir, 'admin-client.json'), 'utf8')) as { client_secret: string };
    for (const instance of [a, atB]) {
      expect((await adminTokenRequest(instance, 'read:users', secret)).status).toBe(200);
    }
  });

  test('signed up on A, the code is redeemed and the session used on B, the refresh token refreshed on B', async () => {
    const browser = new Browser();
    const { auth, code } = await signUp(a, browser, { email: uniqueEmail('two'), password: PASSWORD });
    const tokens = await exchangeCode(atB, code, auth);
    const jwksOfA = createRemoteJWKSet(new URL('.well-known/jwks.json', a.issuer));
    await jwtVerify(tokens.access_token, jwksOfA, { issuer: a.issuer, audience: AUDIENCE });

    expect((await silentAuthorization(atB, browser)).searchParams.get('code')).toBeTruthy();
    const refreshed = await refresh(atB, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const { access_token: accessToken } = (await refreshed.json()) as TokenResponse;
    await jwtVerify(accessToken, jwksOfA, { issuer: a.issuer, audience: AUDIENCE });
  });

  test('a refresh token rotated on A is refused as reused on B, and its grant is revoked', async () => {
    const browser = new Browser();
    const { auth, code } = await signUp(a, browser, { email: uniqueEmail('reuse'), password: PASSWORD });
    const first = await exchangeCode(a, code, auth);
    const rotated = await refresh(a, first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as TokenResponse;

    const reused = await refresh(atB, first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' });
    // The reuse ended the whole grant: the newest token is refused on either instance.
    expect((await refresh(a, second.refresh_token)).status).toBe(400);
    expect((await refresh(atB, second.refresh_token)).status).toBe(400);
  });

  test('wrong passwords counted on A throttle the account on B', async () => {
    const email = uniqueEmail('throttled');
    await signUp(a, new Browser(), { email, password: PASSWORD });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const browser = new Browser();
      const { pageUrl, html } = await openLoginPage(a, browser);
      expect((await browser.submit(pageUrl, html, { email, password: 'wrong password here' })).response?.status).toBe(401);
    }
    const browser = new Browser();
    const { pageUrl, html } = await openLoginPage(atB, browser);
    const blocked = await browser.submit(pageUrl, html, { email, password: PASSWORD });
    expect(blocked.response?.status).toBe(429);
    expect(blocked.response?.headers.get('retry-after')).toBe('60');
  });

});

test(`the sign-up limit per address counts sign-ups on both instances (${TEST_ENGINE})`, async () => {
  const { a, atB, close } = await startPair({ signupLimitPerHour: 1 });
  try {
    const signUpAt = async (identity: RunningIdentity) => {
      const browser = new Browser();
      const { pageUrl, html } = await openLoginPage(identity, browser, { screen_hint: 'signup' });
      return browser.submit(pageUrl, html, { fullName: '', email: uniqueEmail('limit'), password: PASSWORD });
    };
    expect((await signUpAt(a)).response?.status).toBe(200);
    expect((await signUpAt(atB)).response?.status).toBe(429);
  } finally {
    await close();
  }
});
