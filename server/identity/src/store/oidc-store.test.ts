import { errors } from 'oidc-provider';
import { openTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/support/database.js';
import { OidcStore } from './oidc-store.js';

describe(`OidcStore (${TEST_ENGINE})`, () => {
  let database: TestDatabase;
  let now: number;
  const clock = () => now;
  beforeEach(async () => {
    database = await openTestDatabase();
    now = Date.now();
  });
  afterEach(() => database.close());

  test('keeps what is stored for a store opened later on the same database', async () => {
    const adapter = new OidcStore(database.db).adapterFactory('RefreshToken');
    await adapter.upsert('token-1', { grantId: 'grant-1', accountId: 'auth0|a' }, 60);
    await adapter.consume('token-1');

    const reloaded = new OidcStore(database.db).adapterFactory('RefreshToken');
    expect(await reloaded.find('token-1')).toMatchObject({ grantId: 'grant-1', consumed: expect.any(Number) });
  });

  test('finds sessions by uid and revokes every token of a grant', async () => {
    const store = new OidcStore(database.db);
    const sessions = store.adapterFactory('Session');
    const codes = store.adapterFactory('AuthorizationCode');
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'auth0|a' }, 60);
    await codes.upsert('code-1', { grantId: 'grant-1' }, 60);
    await codes.upsert('code-2', { grantId: 'grant-2' }, 60);

    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'auth0|a' });
    expect(await codes.findByUid('uid-1')).toBeUndefined();
    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('code-1')).toBeUndefined();
    expect(await codes.find('code-2')).toBeDefined();
  });

  test('an upsert replaces the stored payload', async () => {
    const grants = new OidcStore(database.db).adapterFactory('Grant');
    await grants.upsert('grant-1', { accountId: 'auth0|a', openid: { scope: 'openid' } }, 60);
    await grants.upsert('grant-1', { accountId: 'auth0|a', openid: { scope: 'openid email' } }, 60);
    expect(await grants.find('grant-1')).toEqual({ accountId: 'auth0|a', openid: { scope: 'openid email' } });
  });

  test('an expired entry is never returned, and deleteExpired removes it', async () => {
    const store = new OidcStore(database.db, clock);
    const grants = store.adapterFactory('Grant');
    await grants.upsert('grant-1', { accountId: 'auth0|a', uid: 'uid-1' }, 60);
    await grants.upsert('grant-2', { accountId: 'auth0|a' }, 600);
    now += 61_000;
    expect(await grants.find('grant-1')).toBeUndefined();
    expect(await grants.findByUid('uid-1')).toBeUndefined();
    expect(await store.deleteExpired()).toBe(1);
    now -= 61_000;
    expect(await grants.find('grant-1')).toBeUndefined();
    expect(await grants.find('grant-2')).toBeDefined();
  });

  test('a second consume of the same token revokes its grant and is refused', async () => {
    const store = new OidcStore(database.db);
    const tokens = store.adapterFactory('RefreshToken');
    const grants = store.adapterFactory('Grant');
    await grants.upsert('grant-1', { accountId: 'auth0|a' }, 60);
    await tokens.upsert('token-1', { grantId: 'grant-1' }, 60);
    await tokens.upsert('token-2', { grantId: 'grant-1' }, 60);

    await tokens.consume('token-1');
    await expect(tokens.consume('token-1')).rejects.toBeInstanceOf(errors.InvalidGrant);
    expect(await tokens.find('token-2')).toBeUndefined();
    expect(await grants.find('grant-1')).toBeUndefined();
  });

  test("lists an account's live sessions and ends all but one", async () => {
    const store = new OidcStore(database.db, clock);
    const sessions = store.adapterFactory('Session');
    await sessions.upsert('session-b', { accountId: 'auth0|a', loginTs: 200, authorizations: { spa: {} } }, 60);
    await sessions.upsert('session-a', { accountId: 'auth0|a', loginTs: 100 }, 60);
    await sessions.upsert('session-old', { accountId: 'auth0|a', loginTs: 50 }, 1);
    await sessions.upsert('session-other', { accountId: 'auth0|b', loginTs: 100 }, 60);
    now += 2_000;

    expect(await store.sessionsOf('auth0|a')).toEqual([
      { id: 'session-a', loginTs: 100, clientIds: [] },
      { id: 'session-b', loginTs: 200, clientIds: ['spa'] },
    ]);
    expect(await store.endSessionsOf('auth0|a', 'session-b')).toBe(1);
    expect((await store.sessionsOf('auth0|a')).map((session) => session.id)).toEqual(['session-b']);
    expect(await store.sessionsOf('auth0|b')).toHaveLength(1);
  });
});
