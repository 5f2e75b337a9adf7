import { Browser } from './support/browser.js';
import { startIdentity, uniqueEmail, type RunningIdentity } from './support/identity.js';
import { adminAccessToken, adminTokenRequest, exchangeCode, signUp } from './support/flows.js';

describe('admin MFA endpoint', () => {
  let identity: RunningIdentity;
  let sub: string;
  let spaAccessToken: string;

  const adminToken = (scope: string, secret?: string) => adminTokenRequest(identity, scope, secret);
  const accessTokenWith = (scope: string) => adminAccessToken(identity, scope);
  const mfaUrl = (userId: string) => new URL(`admin/users/${encodeURIComponent(userId)}/mfa`, identity.issuer);
  const put = (userId: string, token: string, body: string) =>
    fetch(mfaUrl(userId), { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body });

  beforeAll(async () => {
    identity = await startIdentity();
    const { auth, code } = await signUp(identity, new Browser(), { email: uniqueEmail('mfa'), password: 'correct horse battery' });
    const tokens = await exchangeCode(identity, code, auth);
    spaAccessToken = tokens.access_token;
    sub = (JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  });
  afterAll(() => identity.close());

  test('the API client gets an admin token with client_credentials; a wrong secret gets none', async () => {
    const response = await adminToken('read:users update:users');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 600, scope: 'read:users update:users' });
    expect((await adminToken('read:users', 'wrong-secret-0123456789abcdefghijklmnop')).status).toBe(401);
  });

  test('reads and writes a user’s MFA setting, which starts off', async () => {
    const token = await accessTokenWith('read:users update:users');
    const read = await fetch(mfaUrl(sub), { headers: { Authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ mfaEnabled: false });

    const write = await put(sub, token, JSON.stringify({ mfaEnabled: true }));
    expect(write.status).toBe(200);
    expect(await write.json()).toEqual({ mfaEnabled: true });
    expect(await (await fetch(mfaUrl(sub), { headers: { Authorization: `Bearer ${token}` } })).json()).toEqual({ mfaEnabled: true });
  });

  test('refuses callers without a valid admin token, or without the scope', async () => {
    expect((await fetch(mfaUrl(sub))).status).toBe(401);
    const withSpaToken = await fetch(mfaUrl(sub), { headers: { Authorization: `Bearer ${spaAccessToken}` } });
    expect(withSpaToken.status).toBe(401);
    expect(await withSpaToken.json()).toEqual({ error: 'Invalid or expired access token.' });

    const readOnly = await accessTokenWith('read:users');
    const write = await put(sub, readOnly, JSON.stringify({ mfaEnabled: true }));
    expect(write.status).toBe(403);
    expect(write.headers.get('www-authenticate')).toContain('insufficient_scope');
  });

  test('answers unknown users and bad bodies with clear JSON errors', async () => {
    const token = await accessTokenWith('read:users update:users');
    const unknown = await fetch(mfaUrl('auth0|000000000000000000000000'), { headers: { Authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'User not found.' });

    const bad = await put(sub, token, JSON.stringify({ mfaEnabled: 'yes' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The body must be {"mfaEnabled": true} or {"mfaEnabled": false}.' });

    const notJson = await fetch(mfaUrl(sub), { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' }, body: 'x' });
    expect(notJson.status).toBe(415);
  });
});
