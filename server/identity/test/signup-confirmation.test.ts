import { decodeJwt } from 'jose';
import { Browser } from './support/browser.js';
import { exchangeCode, logIn, openLoginPage, signUp } from './support/flows.js';
import { startIdentity, uniqueEmail, type RunningIdentity } from './support/identity.js';
import { linkIn } from './support/mail.js';

const PASSWORD = 'correct horse battery';
/** Eleven sign-ups, each hashing a password with scrypt on purpose: on a busy machine more than the default. */
const TIMING_TEST_TIMEOUT_MS = 60_000;

/** Submits Sign Up in a fresh browser; returns the answer, its time, and the browser for the link. */
async function submitSignup(identity: RunningIdentity, email: string, password = PASSWORD) {
  const browser = new Browser();
  const { auth, pageUrl, html } = await openLoginPage(identity, browser, { screen_hint: 'signup' });
  const started = performance.now();
  const result = await browser.submit(pageUrl, html, { email, password, fullName: '' });
  return { browser, auth, result, elapsedMs: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-up confirmed by mail', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  test('a registered and an unregistered address get the same answer; only the mail differs', async () => {
    const registered = uniqueEmail('registered');
    await signUp(identity, new Browser(), { email: registered, password: PASSWORD });
    const fresh = uniqueEmail('fresh');

    const forRegistered = await submitSignup(identity, registered, 'a different passphrase here');
    const forFresh = await submitSignup(identity, fresh, 'a different passphrase here');
    expect(forRegistered.result.response?.status).toBe(200);
    expect(forFresh.result.response?.status).toBe(200);
    const withoutAddress = (html: string, email: string) => html.replaceAll(email.toLowerCase(), '<email>');
    expect(withoutAddress(forRegistered.result.html, registered)).toBe(withoutAddress(forFresh.result.html, fresh));
    expect(forFresh.result.html).toContain('<h1>Check your email</h1>');
    // Mail goes to an SMTP server here: no outbox to point at.
    expect(forFresh.result.html).not.toContain('outbox');

    const toRegistered = await identity.mail.next(registered);
    expect(toRegistered.subject).toBe('You already have a CareerForge account');
    expect(toRegistered.text).not.toContain(identity.issuer);
    const toFresh = await identity.mail.next(fresh);
    expect(toFresh.subject).toBe('Confirm your email address for CareerForge');
    // The registered account kept its password.
    expect((await logIn(identity, new Browser(), { email: registered, password: PASSWORD })).code).toBeTruthy();
  });

  test('the answer takes about as long for a registered address as for a new one', async () => {
    const registered = uniqueEmail('timing');
    await signUp(identity, new Browser(), { email: registered, password: PASSWORD });
    const registeredTimes: number[] = [];
    const freshTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      registeredTimes.push((await submitSignup(identity, registered)).elapsedMs);
      freshTimes.push((await submitSignup(identity, uniqueEmail(`timing${i}`))).elapsedMs);
    }
    const ratio = median(registeredTimes) / median(freshTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, TIMING_TEST_TIMEOUT_MS);

  test('the link opened in the same browser finishes the login; the account has a confirmed address', async () => {
    const email = uniqueEmail('Same.Browser');
    const { auth, code } = await signUp(identity, new Browser(), { email, password: PASSWORD, fullName: 'Ada Lovelace' });
    const tokens = await exchangeCode(identity, code, auth);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: email.toLowerCase(), email_verified: true, name: 'Ada Lovelace' });
  });

  test('no account exists before the link is opened; in another browser it asks to log in; it works once', async () => {
    const email = uniqueEmail('other');
    const { result } = await submitSignup(identity, email);
    expect(result.response?.status).toBe(200);
    const link = linkIn(await identity.mail.next(email), identity.issuer);

    const loginBrowser = new Browser();
    const before = await openLoginPage(identity, loginBrowser);
    const beforeLogin = await loginBrowser.submit(before.pageUrl, before.html, { email, password: PASSWORD });
    expect(beforeLogin.response?.status).toBe(401);

    const elsewhere = await new Browser().follow(link);
    expect(elsewhere.response?.status).toBe(200);
    expect(elsewhere.html).toContain('<h1>Email address confirmed</h1>');
    expect(elsewhere.html).toContain('Your account is ready. Log in to continue.');
    expect((await logIn(identity, new Browser(), { email, password: PASSWORD })).code).toBeTruthy();

    const again = await new Browser().follow(link);
    expect(again.response?.status).toBe(400);
    expect(again.html).toContain('This link has expired or was already used. Go back to CareerForge and sign up again.');
  });

  test('a made-up confirmation link is refused', async () => {
    const { pageUrl } = await openLoginPage(identity, new Browser(), { screen_hint: 'signup' });
    const forged = new URL(pageUrl.pathname.replace(/\/signup$/, '/confirm'), identity.issuer);
    forged.searchParams.set('token', 'x'.repeat(43));
    const response = await new Browser().follow(forged);
    expect(response.response?.status).toBe(400);
  });
});

describe('the outbox of the embedded default', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity({ config: { smtpUrl: undefined } });
  });
  afterAll(() => identity.close());

  test('without SMTP_URL mail lands in the outbox, shown to local requests only', async () => {
    const email = uniqueEmail('outbox');
    const { browser, auth, result } = await submitSignup(identity, email);
    expect(result.html).toContain('<a href="/outbox">Open the outbox</a>');
    // The mail is written in the background, just after the answer.
    let listHtml = '';
    for (let tries = 0; tries < 50 && !listHtml.includes(`to ${email.toLowerCase()}`); tries += 1) {
      const list = await fetch(new URL('outbox', identity.issuer));
      expect(list.status).toBe(200);
      listHtml = await list.text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(listHtml).toContain(`to ${email.toLowerCase()}`);
    const messagePath = /<a href="(\/outbox\/[\w-]+)">Confirm your email address for CareerForge<\/a>/.exec(listHtml)?.[1];
    expect(messagePath).toBeDefined();

    const message = await (await fetch(new URL(messagePath!, identity.issuer))).text();
    const link = /<a href="([^"]+\/confirm\?token=[^"]+)">/.exec(message)?.[1];
    expect(link).toBeDefined();
    const confirmed = await browser.follow(link!.replaceAll('&amp;', '&'));
    expect(confirmed.leftTo?.searchParams.get('state')).toBe(auth.state);

    const proxied = await fetch(new URL('outbox', identity.issuer), { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    expect(identity.mail.received).toHaveLength(0);
  });
});
