import fs from 'node:fs';
import path from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { Browser } from './support/browser.js';
import { SQLITE_FILE } from '../src/store/database.js';
import { TEST_ENGINE } from './support/database.js';
import { AUDIENCE, CLIENT_ID, removeDataDir, SPA_ORIGIN, startIdentity, temporaryDataDir, uniqueEmail, type RunningIdentity } from './support/identity.js';
import { authorization, exchangeCode, logIn, refresh, signUp, silentAuthorization, tokenRequest, type TokenResponse } from './support/flows.js';

const PASSWORD = 'correct horse battery';

describe('authorization code flow for the SPA', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  test('sign-up through the form ends in tokens the API and the SPA can verify', async () => {
    const browser = new Browser();
    const email = uniqueEmail('Ada.Lovelace');
    const { auth, code } = await signUp(identity, browser, { email, password: PASSWORD, fullName: 'Ada Lovelace' });
    const tokens = await exchangeCode(identity, code, auth);
    const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', identity.issuer));

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(900);
    expect(typeof tokens.refresh_token).toBe('string');

    const access = await jwtVerify(tokens.access_token, jwks, {
      issuer: identity.issuer,
      audience: AUDIENCE,
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    expect(access.payload.iss).toBe(`http://localhost:${identity.config.port}/`);
    expect(access.payload.aud).toBe(AUDIENCE);
    expect(access.payload.sub).toMatch(/^auth0\|[0-9a-f]{24}$/);
    expect(access.payload.client_id).toBe(CLIENT_ID);
    expect(access.payload.scope).toBe('read:current_user update:current_user_metadata');
    expect(access.payload.exp! - access.payload.iat!).toBe(900);

    const id = await jwtVerify(tokens.id_token, jwks, { issuer: identity.issuer, audience: CLIENT_ID, algorithms: ['RS256'] });
    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
    expect(id.payload).toMatchObject({
      sub: access.payload.sub,
      email: email.toLowerCase(),
      email_verified: true,
      name: 'Ada Lovelace',
      nickname: email.toLowerCase().split('@')[0],
      nonce: auth.nonce,
      amr: ['pwd'],
    });
    expect(id.payload).not.toHaveProperty('picture');
    expect(id.payload.exp! - id.payload.iat!).toBe(3600);
  });

  test('the token endpoint answers the SPA with CORS, including the Auth0-Client preflight', async () => {
    const preflight = await fetch(new URL('oauth/token', identity.issuer), {
      method: 'OPTIONS',
      headers: { Origin: SPA_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'auth0-client,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('auth0-client');

    const foreign = await fetch(new URL('oauth/token', identity.issuer), {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const browser = new Browser();
    const { auth, code } = await signUp(identity, browser, { email: uniqueEmail('cors'), password: PASSWORD });
    const response = await tokenRequest(identity, {
      client_id: CLIENT_ID,
      grant_type: 'authorization_code',
      code,
      code_verifier: auth.verifier,
      redirect_uri: SPA_ORIGIN,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
  });

  test('refresh tokens rotate, and reusing a spent one fails and revokes the whole grant', async () => {
    const browser = new Browser();
    const { auth, code } = await signUp(identity, browser, { email: uniqueEmail('refresh'), password: PASSWORD });
    const first = await exchangeCode(identity, code, auth);

    const rotated = await refresh(identity, first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as TokenResponse;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', identity.issuer));
    await expect(jwtVerify(second.access_token, jwks, { issuer: identity.issuer, audience: AUDIENCE })).resolves.toBeTruthy();

    const reuse = await refresh(identity, first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' });

    const afterReuse = await refresh(identity, second.refresh_token);
    expect(afterReuse.status).toBe(400);
    expect(((await afterReuse.json()) as { error_description: string }).error_description).toBe('Unknown or invalid refresh token.');
  });

  test('logout through /v2/logout ends the provider session and its refresh tokens', async () => {
    const browser = new Browser();
    const { auth, code } = await signUp(identity, browser, { email: uniqueEmail('logout'), password: PASSWORD });
    const tokens = await exchangeCode(identity, code, auth);
    expect((await silentAuthorization(identity, browser)).searchParams.get('code')).toBeTruthy();

    const logoutUrl = new URL('v2/logout', identity.issuer);
    logoutUrl.search = new URLSearchParams({ client_id: CLIENT_ID, returnTo: SPA_ORIGIN }).toString();
    // The SPA's logout is a navigation from the app's site.
    const confirmation = await browser.follow(logoutUrl, { headers: { 'Sec-Fetch-Site': 'same-site' } });
    expect(confirmation.response?.status).toBe(200);
    const csp = confirmation.response?.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[^']+'/);
    expect(csp).toContain(`form-action 'self' ${SPA_ORIGIN}`);
    expect(confirmation.html).toContain('document.forms[0].submit();');

    // What the page's script does at once.
    const done = await browser.submit(logoutUrl, confirmation.html, {});
    expect(done.leftTo?.href).toBe(`${SPA_ORIGIN}/`);

    const silent = await silentAuthorization(identity, browser);
    expect(silent.searchParams.get('error')).toBe('login_required');
    expect((await refresh(identity, tokens.refresh_token)).status).toBe(400);
  });

  test('a logout opened by a foreign site needs the user to press the button', async () => {
    const browser = new Browser();
    await signUp(identity, browser, { email: uniqueEmail('csrf'), password: PASSWORD });
    const logoutUrl = new URL('v2/logout', identity.issuer);
    logoutUrl.search = new URLSearchParams({ client_id: CLIENT_ID, returnTo: SPA_ORIGIN }).toString();

    const foreignOpenings: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site' }, { Referer: 'https://evil.example/page' }, {}];
    for (const headers of foreignOpenings) {
      const page = await browser.follow(logoutUrl, { headers });
      expect(page.response?.status).toBe(200);
      expect(page.response?.headers.get('content-security-policy')).toContain("script-src 'none'");
      expect(page.html).not.toContain('<script>');
      expect(page.html).toContain('<h1>Log out of CareerForge?</h1>');
      expect(page.html).toContain('<button type="submit" autofocus>Log Out</button>');
      // Still logged in: nothing happened without the click.
      expect((await silentAuthorization(identity, browser)).searchParams.get('code')).toBeTruthy();
    }

    const fromApp = await browser.follow(logoutUrl, { headers: { Referer: `${SPA_ORIGIN}/home` } });
    expect(fromApp.html).toContain('document.forms[0].submit();');

    // The user presses the button: the form posts with the session's xsrf token.
    const page = await browser.follow(logoutUrl, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    const done = await browser.submit(logoutUrl, page.html, {});
    expect(done.leftTo?.href).toBe(`${SPA_ORIGIN}/`);
    expect((await silentAuthorization(identity, browser)).searchParams.get('error')).toBe('login_required');
  });

  test("a logout form posted without the session's xsrf token logs nobody out", async () => {
    const browser = new Browser();
    await signUp(identity, browser, { email: uniqueEmail('forged'), password: PASSWORD });
    const forged = await browser.request(new URL('v2/logout/confirm', identity.issuer), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout: 'yes', xsrf: 'guessed' }).toString(),
    });
    expect(forged.status).toBe(400);
    expect((await silentAuthorization(identity, browser)).searchParams.get('code')).toBeTruthy();
  });

  test('silent authentication answers by web message for the iframe', async () => {
    const browser = new Browser();
    await signUp(identity, browser, { email: uniqueEmail('iframe'), password: PASSWORD });
    const auth = authorization(identity, { prompt: 'none', response_mode: 'web_message' });
    const response = await browser.request(auth.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("type: 'authorization_response'");
    expect(html).toContain(`"state":"${auth.state}"`);
    expect(html).toMatch(/"code":"[^"]+"/);

    const anonymous = await new Browser().request(auth.url);
    expect(await anonymous.text()).toContain('"error":"login_required"');
  });
});

describe('restart', () => {
  test('a restarted provider keeps the user, the session and the refresh token', async () => {
    const dataDir = temporaryDataDir();
    const first = await startIdentity({ dataDir });
    const browser = new Browser();
    const email = uniqueEmail('restart');
    const { auth, code } = await signUp(first, browser, { email, password: PASSWORD });
    const tokens = await exchangeCode(first, code, auth);
    await first.close();

    // Everything is in the database: on SQLite one owner-only file in the data directory.
    if (TEST_ENGINE === 'SQLite') expect(fs.statSync(path.join(dataDir, SQLITE_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir).filter((file) => file.endsWith('.json'))).toEqual([]);

    const second = await startIdentity({ dataDir, port: first.config.port });
    try {
      const refreshed = await refresh(second, tokens.refresh_token);
      expect(refreshed.status).toBe(200);
      expect((await silentAuthorization(second, browser)).searchParams.get('code')).toBeTruthy();
      const again = await logIn(second, new Browser(), { email, password: PASSWORD });
      expect(again.code).toBeTruthy();
    } finally {
      await second.close();
      await removeDataDir(dataDir);
    }
  });
});
