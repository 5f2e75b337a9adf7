import { startTestApi, type TestApi } from './support/api';

const MINUTE = 60_000;

/** Only Date is faked: the server, its sockets and its timers keep running on real time. */
function fakeTheClockOnly(): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

describe('an identity provider outage', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startTestApi();
  });
  afterEach(async () => {
    jest.useRealTimers();
    await api.close();
  });

  it('does not stop the API accepting a valid token 15 minutes in', async () => {
    const user = await api.signIn('auth0|through-the-outage', { expiresIn: 60 * MINUTE });
    expect((await user.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);

    await api.identity.stop();
    fakeTheClockOnly();
    jest.setSystemTime(Date.now() + 15 * MINUTE);
    const during = await user.request('GET', '/api/resumes/skills/');
    expect({ status: during.statusCode, body: during.json() }).toEqual({ status: 200, body: { skills: [] } });
  });

  it('still refuses a forged token while the provider is down', async () => {
    const user = await api.signIn('auth0|through-the-outage', { expiresIn: 60 * MINUTE });
    expect((await user.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);
    const forged = await api.signIn('auth0|forger', { expiresIn: 60 * MINUTE, header: { kid: 'unknown-key' } });

    await api.identity.stop();
    fakeTheClockOnly();
    jest.setSystemTime(Date.now() + 15 * MINUTE);
    expect((await forged.request('GET', '/api/resumes/skills/')).statusCode).toBe(401);
  });

  it('answers 503 once the keys in hand are more than a day old', async () => {
    const user = await api.signIn('auth0|through-the-outage', { expiresIn: 48 * 60 * MINUTE });
    expect((await user.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);

    await api.identity.stop();
    fakeTheClockOnly();
    jest.setSystemTime(Date.now() + 25 * 60 * MINUTE);
    expect((await user.request('GET', '/api/resumes/skills/')).statusCode).toBe(503);
  });
});

describe('a key the API has not seen', () => {
  it('is fetched from the provider when a token names it (key rotation)', async () => {
    const api = await startTestApi();
    try {
      const before = await api.signIn('auth0|rotation', { expiresIn: 60 * MINUTE });
      expect((await before.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);
      await api.identity.rotateKey();
      const after = await api.signIn('auth0|rotation', { expiresIn: 60 * MINUTE });
      expect((await after.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});
