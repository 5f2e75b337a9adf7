import { decodeJwt } from 'jose';
import { base32Decode, timeStep, totpCode } from '../src/totp.js';
import { Browser } from './support/browser.js';
import { withStoredState } from './support/database.js';
import { startIdentity, uniqueEmail, type RunningIdentity } from './support/identity.js';
import {
  authorization,
  callbackCode,
  exchangeCode,
  openLoginPage,
  refresh,
  setMfaEnabled,
  signUp,
  silentAuthorization,
  type Authorization,
} from './support/flows.js';

const PASSWORD = 'correct horse battery';
const STEP_MS = 30_000;
const INVALID_CODE = 'That code is not valid. Try the current code from your app.';

describe('TOTP multi-factor login', () => {
  let identity: RunningIdentity;
  /** The time the provider checks codes against; tests move it by whole steps. */
  let nowMs: number;

  beforeAll(async () => {
    identity = await startIdentity({}, { clock: () => nowMs, totpRateLimit: { maxAttempts: 3, windowMs: 60_000 } });
  });
  beforeEach(() => {
    // The middle of a step, so ±1 step is unambiguous.
    nowMs = timeStep(Date.now()) * STEP_MS + STEP_MS / 2;
  });
  afterAll(() => identity.close());

  /** The user's row as stored, to see what is kept at rest. */
  const storedUser = (sub: string) =>
    withStoredState(identity.config, (db) => db.selectFrom('identity_users').selectAll().where('sub', '=', sub).executeTakeFirstOrThrow());
  const codeAt = (secret: string, stepOffset = 0) => totpCode(base32Decode(secret), timeStep(nowMs) + stepOffset);
  const nextStep = () => {
    nowMs += STEP_MS;
  };

  /** Signs a user up and returns its id; the sign-up browser is thrown away. */
  async function newUser(label: string): Promise<{ email: string; sub: string }> {
    const email = uniqueEmail(label);
    const { auth, code } = await signUp(identity, new Browser(), { email, password: PASSWORD });
    const tokens = await exchangeCode(identity, code, auth);
    return { email, sub: decodeJwt(tokens.id_token).sub! };
  }

  /** Logs in with the password and returns the page that follows (the TOTP step, for MFA users). */
  async function submitPassword(browser: Browser, email: string) {
    const { auth, pageUrl, html } = await openLoginPage(identity, browser);
    const result = await browser.submit(pageUrl, html, { email, password: PASSWORD });
    return { auth, result, pageUrl: result.response ? new URL(result.response.url) : undefined };
  }

  async function submitCode(browser: Browser, step: { pageUrl?: URL | undefined; html: string }, code: string) {
    if (!step.pageUrl) throw new Error('Not on a page of the provider');
    const result = await browser.submit(step.pageUrl, step.html, { code });
    return { result, pageUrl: result.response ? new URL(result.response.url) : step.pageUrl, html: result.html };
  }

  async function idTokenAfter(leftTo: URL | undefined, auth: Authorization) {
    const tokens = await exchangeCode(identity, callbackCode(leftTo, auth), auth);
    return { tokens, claims: decodeJwt(tokens.id_token) };
  }

  const secretOn = (html: string) => /<code data-testid="totp-secret">([A-Z2-7]+)<\/code>/.exec(html)?.[1];

  /** Enables MFA, enrolls an authenticator, and returns its secret and the logged-in browser. */
  async function enrolledUser(label: string) {
    const user = await newUser(label);
    await setMfaEnabled(identity, user.sub, true);
    const browser = new Browser();
    const { auth, result, pageUrl } = await submitPassword(browser, user.email);
    const secret = secretOn(result.html)!;
    const done = await submitCode(browser, { pageUrl, html: result.html }, codeAt(secret));
    await idTokenAfter(done.result.leftTo, auth);
    return { ...user, secret, browser };
  }

  test('enabling MFA makes the next login enroll an authenticator; a confirmed code completes it with amr pwd+otp', async () => {
    const { email, sub } = await newUser('enroll');
    await setMfaEnabled(identity, sub, true);

    const browser = new Browser();
    const { auth, result, pageUrl } = await submitPassword(browser, email);
    expect(result.response?.status).toBe(200);
    expect(pageUrl?.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    const headers = result.response!.headers;
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('content-security-policy')).toContain("script-src 'none'");

    const enrollment = result.html;
    expect(enrollment).toContain('<title>Set up two-step verification · CareerForge</title>');
    expect(enrollment).toMatch(/<svg class="qr-code" role="img" aria-label="QR code to scan with your authenticator app" [^>]*viewBox/);
    expect(enrollment).toMatch(/<label for="field-code">Authentication code<\/label>\s*<input id="field-code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code"[^>]* autofocus>/);
    expect(enrollment).toContain('<button type="submit">Verify</button>');
    const secret = secretOn(enrollment)!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const otpauth = new URL(/<a href="(otpauth:[^"]+)">/.exec(enrollment)![1]!.replaceAll('&amp;', '&'));
    expect(decodeURIComponent(otpauth.pathname)).toBe(`/CareerForge:${email}`);
    expect(otpauth.searchParams.get('secret')).toBe(secret);
    expect(otpauth.searchParams.get('issuer')).toBe('CareerForge');

    // Reloading shows the same secret (it may already be scanned); until confirmed it is only pending,
    // and encrypted at rest.
    const reloaded = await browser.request(pageUrl!);
    expect(secretOn(await reloaded.text())).toBe(secret);
    const stored = await storedUser(sub);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored.pending_totp_secret).toMatch(/^aes256gcm\./);
    expect(stored.totp_secret).toBeNull();

    const wrong = await submitCode(browser, { pageUrl, html: enrollment }, codeAt(secret, 5));
    expect(wrong.result.response?.status).toBe(401);
    expect(wrong.html).toContain(`<p class="alert" role="alert" id="form-error">${INVALID_CODE}</p>`);
    expect(wrong.html).toMatch(/<input id="field-code"[^>]*aria-invalid="true" autofocus>/);
    expect(secretOn(wrong.html)).toBe(secret);

    const confirmed = await submitCode(browser, wrong, codeAt(secret));
    const { claims, tokens } = await idTokenAfter(confirmed.result.leftTo, auth);
    expect(claims.amr).toEqual(['pwd', 'otp']);
    expect(claims.sub).toBe(sub);
    const confirmedRow = await storedUser(sub);
    expect(confirmedRow.pending_totp_secret).toBeNull();
    expect(confirmedRow.totp_secret).toMatch(/^aes256gcm\./);
    expect(JSON.stringify(confirmedRow)).not.toContain(secret);

    // The session passed the second factor: silent authentication and refresh need no code.
    const silent = await silentAuthorization(identity, browser);
    expect(silent.searchParams.get('code')).toBeTruthy();
    expect((await refresh(identity, tokens.refresh_token)).status).toBe(200);
  });

  test('later logins ask for a code; wrong and replayed codes are refused', async () => {
    const { email, secret } = await enrolledUser('challenge');

    const browser = new Browser();
    const { auth, result, pageUrl } = await submitPassword(browser, email);
    expect(result.response?.status).toBe(200);
    expect(result.html).toContain('<h1>Two-step verification</h1>');
    expect(result.html).toContain('Enter the 6-digit code from your authenticator app.');
    expect(result.html).toContain('<label for="field-code">Authentication code</label>');
    expect(result.html).not.toContain('totp-secret');

    // The enrollment code is still current, but it was used already.
    const replayed = await submitCode(browser, { pageUrl, html: result.html }, codeAt(secret));
    expect(replayed.result.response?.status).toBe(401);
    expect(replayed.html).toContain(INVALID_CODE);

    const empty = await submitCode(browser, replayed, ' ');
    expect(empty.result.response?.status).toBe(400);
    expect(empty.html).toContain('Enter the 6-digit code from your authenticator app.');

    const spaced = codeAt(secret, 1);
    const accepted = await submitCode(browser, empty, `${spaced.slice(0, 3)} ${spaced.slice(3)}`);
    const { claims } = await idTokenAfter(accepted.result.leftTo, auth);
    expect(claims.amr).toEqual(['pwd', 'otp']);

    // That code cannot be used again, even in another browser and on the next step.
    nextStep();
    const other = new Browser();
    const again = await submitPassword(other, email);
    const replayedElsewhere = await submitCode(other, { pageUrl: again.pageUrl, html: again.result.html }, spaced);
    expect(replayedElsewhere.result.response?.status).toBe(401);
    const fresh = await submitCode(other, replayedElsewhere, codeAt(secret, 1));
    expect((await idTokenAfter(fresh.result.leftTo, again.auth)).claims.amr).toEqual(['pwd', 'otp']);
  });

  test('too many wrong codes block the user, even with the right code, and from any browser', async () => {
    const { email, secret } = await enrolledUser('blocked');
    const browser = new Browser();
    const { result, pageUrl } = await submitPassword(browser, email);
    let step = { pageUrl, html: result.html };
    for (let i = 0; i < 3; i += 1) {
      const wrong = await submitCode(browser, step, codeAt(secret, 10 + i));
      expect(wrong.result.response?.status).toBe(401);
      step = wrong;
    }
    const blocked = await submitCode(browser, step, codeAt(secret, 1));
    expect(blocked.result.response?.status).toBe(429);
    expect(blocked.result.response?.headers.get('retry-after')).toBeTruthy();
    expect(blocked.html).toContain('Too many wrong codes. Try again in 1 minute.');
    expect(blocked.html).toContain('<label for="field-code">Authentication code</label>');

    const other = new Browser();
    const again = await submitPassword(other, email);
    const stillBlocked = await submitCode(other, { pageUrl: again.pageUrl, html: again.result.html }, codeAt(secret, 1));
    expect(stillBlocked.result.response?.status).toBe(429);
  });

  test('a password-only session of a user who turned MFA on gets no code silently, and the code page interactively', async () => {
    const { email, sub } = await newUser('stepup');
    const browser = new Browser();
    const first = await submitPassword(browser, email);
    expect(first.result.leftTo?.origin).toBe('http://localhost:3000');
    await setMfaEnabled(identity, sub, true);

    const silent = await silentAuthorization(identity, browser);
    expect(silent.searchParams.get('error')).toBe('interaction_required');
    expect(silent.searchParams.get('code')).toBeNull();

    // The provider session knows the password already: the login goes straight to enrollment.
    const auth = authorization(identity);
    const page = await browser.follow(auth.url);
    const secret = secretOn(page.html)!;
    expect(secret).toBeTruthy();
    const done = await submitCode(browser, { pageUrl: new URL(page.response!.url), html: page.html }, codeAt(secret));
    expect((await idTokenAfter(done.result.leftTo, auth)).claims.amr).toEqual(['pwd', 'otp']);
  });

  test('turning MFA off removes the step and the authenticator; turning it on again enrolls a new one', async () => {
    const { email, sub, secret } = await enrolledUser('off');
    await setMfaEnabled(identity, sub, false);
    expect(await storedUser(sub)).toMatchObject({ mfa_enabled: 0, totp_secret: null, totp_last_used_step: null, pending_totp_secret: null });

    const browser = new Browser();
    const withoutMfa = await submitPassword(browser, email);
    expect((await idTokenAfter(withoutMfa.result.leftTo, withoutMfa.auth)).claims.amr).toEqual(['pwd']);

    await setMfaEnabled(identity, sub, true);
    const reenroll = await submitPassword(new Browser(), email);
    const newSecret = secretOn(reenroll.result.html);
    expect(newSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret).not.toBe(secret);
  });

  test('MFA turned off between the password and the code lets the login finish', async () => {
    const { email, sub } = await enrolledUser('midway');
    const browser = new Browser();
    const { auth, pageUrl } = await submitPassword(browser, email);
    await setMfaEnabled(identity, sub, false);
    const page = await browser.follow(pageUrl!);
    expect((await idTokenAfter(page.leftTo, auth)).claims.amr).toEqual(['pwd']);
  });

  test('a code page of an expired or foreign login says so', async () => {
    const response = await fetch(new URL('interaction/unknown-uid/mfa', identity.issuer), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'code=123456',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This login page has expired. Go back to CareerForge and log in again.');
  });
});
