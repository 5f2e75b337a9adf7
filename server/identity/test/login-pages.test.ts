import { decodeJwt } from 'jose';
import { Browser } from './support/browser.js';
import { SPA_ORIGIN, startIdentity, uniqueEmail, type RunningIdentity } from './support/identity.js';
import { authorization, exchangeCode, logIn, openLoginPage, signUp } from './support/flows.js';

const PASSWORD = 'correct horse battery';
const unlimited = { failuresBeforeBackoff: 1_000, baseDelayMs: 1_000, maxDelayMs: 60 * 60_000, forgetAfterMs: 60 * 60_000 };

/** Submits the login form of a fresh authorization request. */
async function attemptLogin(identity: RunningIdentity, fields: { email: string; password: string }) {
  const browser = new Browser();
  const { pageUrl, html } = await openLoginPage(identity, browser);
  return browser.submit(pageUrl, html, fields);
}

/** Submits the sign-up form of a fresh authorization request. */
async function attemptSignup(identity: RunningIdentity, fields: { email: string; password: string; fullName?: string }) {
  const browser = new Browser();
  const { pageUrl, html } = await openLoginPage(identity, browser, { screen_hint: 'signup' });
  return browser.submit(pageUrl, html, { fullName: '', ...fields });
}

describe('login and sign-up pages', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity({}, { loginThrottle: { perClientIp: unlimited, perAccount: { ...unlimited, failuresBeforeBackoff: 3, baseDelayMs: 60_000 } } });
  });
  afterAll(() => identity.close());

  test('the login page is branded, labelled, focused, uncached and not frameable', async () => {
    const browser = new Browser();
    const auth = authorization(identity);
    const page = await browser.follow(auth.url);
    const response = page.response!;
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(page.html).toContain('<title>Log In · CareerForge</title>');
    expect(page.html).toContain('<p class="brand">CareerForge</p>');
    expect(page.html).toMatch(/<label for="field-email">Email address<\/label>\s*<input id="field-email" name="email" type="email"[^>]* autofocus>/);
    expect(page.html).toContain('<label for="field-password">Password</label>');
    expect(page.html).toMatch(/Don't have an account\? <a href="\/interaction\/[\w-]+\/signup">Sign Up<\/a>/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${SPA_ORIGIN} http://localhost:3001`);
    expect(csp).toContain("script-src 'none'");

    const stylesheet = await fetch(new URL('assets/identity.css', identity.issuer));
    expect(stylesheet.headers.get('content-type')).toContain('text/css');
  });

  test('screen_hint=signup opens Sign Up, which links back to Log In', async () => {
    const { html } = await openLoginPage(identity, new Browser(), { screen_hint: 'signup' });
    expect(html).toContain('<h1>Sign Up</h1>');
    expect(html).toContain('<label for="field-fullName">Full name (optional)</label>');
    expect(html).toContain('At least 12 characters and hard to guess: a few unrelated words work well.');
    expect(html).toMatch(/<input id="field-password"[^>]* minlength="12"/);
    expect(html).toMatch(/Already have an account\? <a href="\/interaction\/[\w-]+\/login">Log In<\/a>/);
  });

  test('the links switch between the two forms of one login', async () => {
    const browser = new Browser();
    const { pageUrl, html } = await openLoginPage(identity, browser);
    const signupPath = /<a href="([^"]+\/signup)">/.exec(html)![1]!;
    const signupPage = await browser.request(new URL(signupPath, pageUrl));
    expect(await signupPage.text()).toContain('<h1>Sign Up</h1>');
  });

  test('a wrong password and an unknown email get the same message', async () => {
    const browser = new Browser();
    const email = uniqueEmail('wrong');
    await signUp(identity, browser, { email, password: PASSWORD });

    for (const attempt of [
      { email, password: 'not the password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const attemptBrowser = new Browser();
      const { pageUrl, html } = await openLoginPage(identity, attemptBrowser);
      const result = await attemptBrowser.submit(pageUrl, html, attempt);
      expect(result.response?.status).toBe(401);
      expect(result.html).toContain('<p class="alert" role="alert" id="form-error">Wrong email or password.</p>');
      expect(result.html).toContain(`value="${attempt.email.toLowerCase()}"`);
      expect(result.html).not.toContain(attempt.password);
    }
  });

  test('logging in with the right password (any letter case in the email) returns to the SPA', async () => {
    const email = uniqueEmail('case');
    await signUp(identity, new Browser(), { email, password: PASSWORD });
    const { code } = await logIn(identity, new Browser(), { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(code).toBeTruthy();
  });

  test('sign-up validates the email and the password length', async () => {
    const browser = new Browser();
    const { pageUrl, html } = await openLoginPage(identity, browser, { screen_hint: 'signup' });
    const badEmail = await browser.submit(pageUrl, html, { email: 'not-an-email', password: PASSWORD, fullName: '' });
    expect(badEmail.response?.status).toBe(400);
    expect(badEmail.html).toContain('Enter a valid email address, like name@example.com.');

    const shortPassword = await browser.submit(pageUrl, html, { email: uniqueEmail('short'), password: 'password1', fullName: 'Sam' });
    expect(shortPassword.response?.status).toBe(400);
    expect(shortPassword.html).toContain('Password must be at least 12 characters.');
    expect(shortPassword.html).toMatch(/<input id="field-password"[^>]*aria-invalid="true" autofocus>/);
    expect(shortPassword.html).toContain('value="Sam"');
  });

  test('whatever the user typed comes back HTML-escaped', async () => {
    const browser = new Browser();
    const { pageUrl, html } = await openLoginPage(identity, browser, { screen_hint: 'signup' });
    const hostile = '"><script>alert(1)</script>';
    const result = await browser.submit(pageUrl, html, { email: `x${hostile}`, password: 'short', fullName: hostile });
    expect(result.response?.status).toBe(400);
    expect(result.html).not.toContain('<script>alert(1)</script>');
    expect(result.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(result.html).toContain('value="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const hinted = await openLoginPage(identity, new Browser(), { login_hint: hostile });
    expect(hinted.html).not.toContain('<script>alert(1)</script>');
    expect(hinted.html).toContain('&lt;script&gt;');
  });

  test('sign-up logs the user in; the trimmed full name, or else the email, becomes the name', async () => {
    const named = await signUp(identity, new Browser(), { email: uniqueEmail('named'), password: PASSWORD, fullName: '  Grace Hopper ' });
    const namedTokens = await exchangeCode(identity, named.code, named.auth);
    expect(decodeJwt(namedTokens.id_token).name).toBe('Grace Hopper');

    const email = uniqueEmail('unnamed');
    const unnamed = await signUp(identity, new Browser(), { email, password: PASSWORD });
    const unnamedTokens = await exchangeCode(identity, unnamed.code, unnamed.auth);
    expect(decodeJwt(unnamedTokens.id_token).name).toBe(email);
  });

  test('a long password that is easy to guess is refused, saying why', async () => {
    const email = uniqueEmail('weak');
    for (const [password, reason] of [
      ['Password1234', 'This password is too easy to guess. This is similar to a commonly used password.'],
      ['qwertyuiopasdf', 'This password is too easy to guess.'],
      [`${email.split('@')[0]!}`, 'This password is too easy to guess.'],
    ] as const) {
      const result = await attemptSignup(identity, { email, password });
      expect(result.response?.status).toBe(400);
      expect(result.html).toContain(reason);
      expect(result.html).toMatch(/<input id="field-password"[^>]*aria-invalid="true" autofocus>/);
    }
  });

  test('repeated failed logins for one account are stopped with a clear message', async () => {
    const email = uniqueEmail('limited');
    await signUp(identity, new Browser(), { email, password: PASSWORD });
    const attempt = (password: string) => attemptLogin(identity, { email, password });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong password')).response?.status).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.response?.status).toBe(429);
    expect(blocked.response?.headers.get('retry-after')).toBeTruthy();
    expect(blocked.html).toContain('Too many failed login attempts. Try again in 1 minute.');
  });

  test('an expired or foreign login page says so instead of failing obscurely', async () => {
    const response = await fetch(new URL('interaction/unknown-uid', identity.issuer));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This login page has expired. Go back to CareerForge and log in again.');
  });

  test('an unregistered redirect URI is shown on the provider, never redirected to', async () => {
    const auth = authorization(identity, { redirect_uri: 'https://evil.example/callback' });
    const response = await fetch(auth.url, { redirect: 'manual', headers: { Accept: 'text/html' } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain("redirect_uri did not match any of the client&#39;s registered redirect_uris");
  });

  test('discovery lists the Auth0 paths', async () => {
    const discovery = (await (await fetch(new URL('.well-known/openid-configuration', identity.issuer))).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: identity.issuer,
      authorization_endpoint: `${identity.issuer}authorize`,
      token_endpoint: `${identity.issuer}oauth/token`,
      end_session_endpoint: `${identity.issuer}v2/logout`,
      jwks_uri: `${identity.issuer}.well-known/jwks.json`,
      revocation_endpoint: `${identity.issuer}oauth/revoke`,
      userinfo_endpoint: `${identity.issuer}userinfo`,
    });
    const health = await fetch(new URL('healthz', identity.issuer));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});

describe('throttling by client address', () => {
  test('one address trying a password across many accounts is slowed down, exponentially', async () => {
    const identity = await startIdentity({}, {
      loginThrottle: { perClientIp: { ...unlimited, failuresBeforeBackoff: 3, baseDelayMs: 2_000 }, perAccount: unlimited },
    });
    try {
      const victim = uniqueEmail('victim');
      await signUp(identity, new Browser(), { email: victim, password: PASSWORD });
      for (let i = 0; i < 3; i += 1) {
        expect((await attemptLogin(identity, { email: uniqueEmail(`spray${i}`), password: 'Summer2024!' })).response?.status).toBe(401);
      }
      // Another account, even with its right password, waits too: the address is throttled.
      const blocked = await attemptLogin(identity, { email: victim, password: PASSWORD });
      expect(blocked.response?.status).toBe(429);
      expect(blocked.response?.headers.get('retry-after')).toBe('2');
      expect(blocked.html).toContain('Too many failed login attempts. Try again in 2 seconds.');

      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await attemptLogin(identity, { email: uniqueEmail('spray'), password: 'Summer2024!' })).response?.status).toBe(401);
      expect((await attemptLogin(identity, { email: victim, password: PASSWORD })).response?.headers.get('retry-after')).toBe('4');
    } finally {
      await identity.close();
    }
  });

  test('SIGNUP_LIMIT_PER_HOUR sign-ups per client address, then a clear message', async () => {
    const identity = await startIdentity({ config: { signupLimitPerHour: 2 } });
    try {
      for (let i = 0; i < 2; i += 1) await signUp(identity, new Browser(), { email: uniqueEmail(`limit${i}`), password: PASSWORD });
      const blocked = await attemptSignup(identity, { email: uniqueEmail('limit-over'), password: PASSWORD });
      expect(blocked.response?.status).toBe(429);
      expect(Number(blocked.response?.headers.get('retry-after'))).toBeGreaterThan(3_500);
      expect(blocked.html).toContain('Too many sign-ups from your network. Try again in 60 minutes.');
    } finally {
      await identity.close();
    }
  });
});
