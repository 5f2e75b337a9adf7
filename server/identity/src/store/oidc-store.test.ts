import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OidcStore } from './oidc-store.js';

describe('OidcStore', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oidc-store-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('writes every change to an owner-only file that a new instance reads back', async () => {
    const adapter = new OidcStore(dataDir).adapterFactory('RefreshToken');
    await adapter.upsert('token-1', { grantId: 'grant-1', accountId: 'auth0|a' }, 60);
    await adapter.consume('token-1');

    const file = path.join(dataDir, 'oidc.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['oidc.json']);

    const reloaded = new OidcStore(dataDir).adapterFactory('RefreshToken');
    expect(await reloaded.find('token-1')).toMatchObject({ grantId: 'grant-1', consumed: expect.any(Number) });
  });

  test('finds sessions by uid and revokes every token of a grant', async () => {
    const store = new OidcStore(dataDir);
    const sessions = store.adapterFactory('Session');
    const codes = store.adapterFactory('AuthorizationCode');
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'auth0|a' }, 60);
    await codes.upsert('code-1', { grantId: 'grant-1' }, 60);
    await codes.upsert('code-2', { grantId: 'grant-2' }, 60);

    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'auth0|a' });
    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('code-1')).toBeUndefined();
    expect(await codes.find('code-2')).toBeDefined();
  });

  test('hands out copies and drops expired entries', async () => {
    const store = new OidcStore(dataDir);
    const grants = store.adapterFactory('Grant');
    await grants.upsert('grant-1', { accountId: 'auth0|a' }, 60);
    const found = await grants.find('grant-1');
    if (found) found.accountId = 'changed';
    expect(await grants.find('grant-1')).toMatchObject({ accountId: 'auth0|a' });

    jest.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await grants.find('grant-1')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
