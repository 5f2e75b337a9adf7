import { Browser } from './support/browser.js';
import { exchangeCode, logIn, openLoginPage, refresh, signUp, silentAuthorization } from './support/flows.js';
import { withStoredState } from './support/database.js';
import { removeDataDir, startIdentity, temporaryDataDir, uniqueEmail, type RunningIdentity } from './support/identity.js';
import { linkIn } from './support/mail.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple elephant kitchen';

/** Submits the first form of a page (with its hidden fields), as a browser does. */
function submitForm(browser: Browser, identity: RunningIdentity, html: string, fields: Record<string, string>, formIndex = 0) {
  const form = html.split('<form').slice(1)[formIndex];
  if (!form) throw new Error(`No form ${formIndex} on the page:\n${html}`);
  return browser.submit(new URL(identity.issuer), `<form${form}`, fields);
}

async function accountPage(browser: Browser, identity: RunningIdentity) {
  const page = await browser.follow(new URL('account', identity.issuer));
  return { status: page.response?.status, html: page.html };
}

describe('password reset by mail', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  test('Forgot your password? leads to a link that sets a new password once and signs every device out', async () => {
    const email = uniqueEmail('reset');
    const browser = new Browser();
    const { auth, code } = await signUp(identity, browser, { email, password: PASSWORD });
    const tokens = await exchangeCode(identity, code, auth);

    const { html: loginHtml } = await openLoginPage(identity, new Browser());
    expect(loginHtml).toContain('<a href="/password-reset">Forgot your password?</a>');
    const resetBrowser = new Browser();
    const request = await resetBrowser.follow(new URL('password-reset', identity.issuer));
    expect(request.html).toContain('<h1>Reset your password</h1>');
    const sent = await submitForm(resetBrowser, identity, request.html, { email: email.toUpperCase() });
    expect(sent.response?.status).toBe(200);
    expect(sent.html).toContain('<h1>Check your email</h1>');

    const mail = await identity.mail.next(email);
    expect(mail.subject).toBe('Reset your CareerForge password');
    const link = linkIn(mail, identity.issuer);
    const form = await resetBrowser.follow(link);
    expect(form.html).toContain('<h1>Choose a new password</h1>');

    const weak = await submitForm(resetBrowser, identity, form.html, { password: 'password1234' });
    expect(weak.response?.status).toBe(400);
    expect(weak.html).toContain('This password is too easy to guess.');

    const done = await submitForm(resetBrowser, identity, weak.html, { password: NEW_PASSWORD });
    expect(done.response?.status).toBe(200);
    expect(done.html).toContain('<h1>Password changed</h1>');

    expect((await refresh(identity, tokens.refresh_token)).status).toBe(400);
    expect((await silentAuthorization(identity, browser)).searchParams.get('error')).toBe('login_required');
    const oldPassword = await openLoginPage(identity, resetBrowser);
    expect((await resetBrowser.submit(oldPassword.pageUrl, oldPassword.html, { email, password: PASSWORD })).response?.status).toBe(401);
    expect((await logIn(identity, new Browser(), { email, password: NEW_PASSWORD })).code).toBeTruthy();

    const reused = await new Browser().follow(link);
    expect(reused.response?.status).toBe(400);
    expect(reused.html).toContain('This link has expired or was already used. Ask for a new one from the Log In page.');
  });

  test('an address without an account gets the same answer; the mail says there is no account', async () => {
    const registered = uniqueEmail('has-account');
    await signUp(identity, new Browser(), { email: registered, password: PASSWORD });
    const nobody = uniqueEmail('nobody');
    const answers = [];
    for (const email of [registered, nobody]) {
      const browser = new Browser();
      const page = await browser.follow(new URL('password-reset', identity.issuer));
      const result = await submitForm(browser, identity, page.html, { email });
      answers.push({ status: result.response?.status, html: result.html.replaceAll(email.toLowerCase(), '<email>') });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect((await identity.mail.next(registered)).subject).toBe('Reset your CareerForge password');
    const toNobody = await identity.mail.next(nobody);
    expect(toNobody.subject).toBe('CareerForge password reset');
    expect(toNobody.text).toContain('no account uses it');
  });
});

describe('the account page', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  test('lists the sessions; changing the password needs the current one and signs the other devices out', async () => {
    const email = uniqueEmail('change');
    const here = new Browser();
    const { auth, code } = await signUp(identity, here, { email, password: PASSWORD });
    const hereTokens = await exchangeCode(identity, code, auth);
    const elsewhere = new Browser();
    const other = await logIn(identity, elsewhere, { email, password: PASSWORD });
    const elsewhereTokens = await exchangeCode(identity, other.code, other.auth);

    const page = await accountPage(here, identity);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Your account</h1>');
    expect(page.html.match(/<li>Signed in /g)).toHaveLength(2);
    expect(page.html).toContain('(this browser)');
    expect(page.html).not.toContain('not confirmed');

    const wrong = await submitForm(here, identity, page.html, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.response?.status).toBe(401);
    expect(wrong.html).toContain('Your current password is not right.');
    const weak = await submitForm(here, identity, page.html, { currentPassword: PASSWORD, newPassword: 'Password1234' });
    expect(weak.response?.status).toBe(400);
    expect(weak.html).toContain('This password is too easy to guess.');

    const changed = await submitForm(here, identity, page.html, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.response?.status).toBe(200);
    expect(changed.html).toContain('Your password is changed; 1 other device was signed out.');
    expect(changed.html.match(/<li>Signed in /g)).toHaveLength(1);

    expect((await silentAuthorization(identity, elsewhere)).searchParams.get('error')).toBe('login_required');
    expect((await refresh(identity, elsewhereTokens.refresh_token)).status).toBe(400);
    expect((await silentAuthorization(identity, here)).searchParams.get('code')).toBeTruthy();
    expect((await refresh(identity, hereTokens.refresh_token)).status).toBe(200);
    expect((await logIn(identity, new Browser(), { email, password: NEW_PASSWORD })).code).toBeTruthy();
  });

  test('Sign out everywhere ends every session, this one too', async () => {
    const email = uniqueEmail('everywhere');
    const here = new Browser();
    await signUp(identity, here, { email, password: PASSWORD });
    const elsewhere = new Browser();
    await logIn(identity, elsewhere, { email, password: PASSWORD });

    const page = await accountPage(here, identity);
    const done = await submitForm(here, identity, page.html, {}, 1);
    expect(done.response?.status).toBe(200);
    expect(done.html).toContain('<h1>Signed out everywhere</h1>');
    for (const browser of [here, elsewhere]) {
      expect((await silentAuthorization(identity, browser)).searchParams.get('error')).toBe('login_required');
    }
  });

  test('without a session it asks to log in; a form posted from elsewhere is refused', async () => {
    expect((await accountPage(new Browser(), identity)).status).toBe(401);

    const browser = new Browser();
    await signUp(identity, browser, { email: uniqueEmail('forged'), password: PASSWORD });
    const forged = await browser.request(new URL('account/sign-out-everywhere', identity.issuer), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'formToken=guessed',
    });
    expect(forged.status).toBe(403);
    expect((await silentAuthorization(identity, browser)).searchParams.get('code')).toBeTruthy();
  });
});

describe('e-mail verification of older accounts', () => {
  test('a reminder until confirmed; with REQUIRE_EMAIL_VERIFICATION login sends a link instead of a session', async () => {
    const dataDir = temporaryDataDir();
    const email = uniqueEmail('legacy');
    try {
      const before = await startIdentity({ dataDir });
      await signUp(before, new Browser(), { email, password: PASSWORD });
      await before.close();
      // Accounts made before sign-up was confirmed by mail have an unconfirmed address.
      await withStoredState(before.config, (db) => db.updateTable('identity_users').set({ email_verified: 0 }).execute());

      const signedInBefore = new Browser();
      const lenient = await startIdentity({ dataDir });
      try {
        await logIn(lenient, signedInBefore, { email, password: PASSWORD });
        const page = await accountPage(signedInBefore, lenient);
        expect(page.html).toContain('Your email address is not confirmed yet.');
      } finally {
        await lenient.close();
      }

      const strict = await startIdentity({ dataDir, port: lenient.config.port, config: { requireEmailVerification: true } });
      try {
        // A session from before the setting gets no more codes either.
        expect((await silentAuthorization(strict, signedInBefore)).searchParams.get('error')).toBe('login_required');

        const browser = new Browser();
        const { pageUrl, html } = await openLoginPage(strict, browser);
        const refused = await browser.submit(pageUrl, html, { email, password: PASSWORD });
        expect(refused.response?.status).toBe(403);
        expect(refused.html).toContain('<h1>Check your email</h1>');

        const confirmed = await new Browser().follow(linkIn(await strict.mail.next(email), strict.issuer));
        expect(confirmed.html).toContain('<h1>Email address confirmed</h1>');
        expect((await logIn(strict, new Browser(), { email, password: PASSWORD })).code).toBeTruthy();
      } finally {
        await strict.close();
      }
    } finally {
      await removeDataDir(dataDir);
    }
  });
});
