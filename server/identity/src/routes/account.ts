import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { default as Provider } from 'oidc-provider';
import { z } from 'zod';
import type { AttemptLimiter } from '../attempt-limiter.js';
import { HttpError, readBody, sendHtml } from '../http/responses.js';
import type { LoginThrottle } from '../login-throttle.js';
import type { MailMessage } from '../mail/mailer.js';
import { emailVerificationMail, noAccountMail, passwordResetMail } from '../mail/messages.js';
import { AMR_ONE_TIME_PASSWORD } from '../oidc.js';
import {
  ACCOUNT_PATH,
  accountPage,
  NEW_PASSWORD_PATH,
  newPasswordPage,
  passwordResetRequestPage,
  VERIFY_EMAIL_PATH,
  type AccountField,
} from '../pages/account-pages.js';
import { checkEmailPage, errorPage, noticePage, PASSWORD_MAX_LENGTH, PASSWORD_RESET_PATH } from '../pages/pages.js';
import { passwordWeakness } from '../password-strength.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import type { EmailTokenStore } from '../store/email-token-store.js';
import type { OidcStore } from '../store/oidc-store.js';
import { normalizeEmail, type User, type UserStore } from '../store/user-store.js';
import { emailAddressField, newPasswordField } from './form-fields.js';
import { retryLater } from './retry-later.js';

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const FORM_LIMIT_BYTES = 8 * 1024;

const RESET_LINK_EXPIRED = 'This link has expired or was already used. Ask for a new one from the Log In page.';
const VERIFY_LINK_EXPIRED = 'This link has expired or was already used. Send a new one from your account page.';
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const FORM_EXPIRED = 'This page has expired. Open your account page again.';

const resetRequestSchema = z.object({ email: emailAddressField });

const newPasswordSchema = z.object({ token: z.string().max(100), password: newPasswordField });

const formTokenSchema = z.object({ formToken: z.string().max(100) });

const changePasswordSchema = formTokenSchema.extend({
  currentPassword: z.string().min(1, { error: 'Enter your current password.' }).max(PASSWORD_MAX_LENGTH, { error: WRONG_CURRENT_PASSWORD }),
  newPassword: z.string().min(1, { error: 'Choose a new password.' }).max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
});

export interface AccountRoutesOptions {
  provider: Provider;
  users: UserStore;
  store: OidcStore;
  emailTokens: EmailTokenStore;
  sendMail: (message: MailMessage) => void;
  loginThrottle: LoginThrottle;
  /** Reset requests per client IP. */
  resetLimiter: AttemptLimiter;
  /** Key of the account forms' tokens. */
  formKey: string;
  pageHeaders: Record<string, string>;
  appUrl: string;
  issuer: string;
  clientIp: (req: IncomingMessage) => string;
  /** The outbox page, for a request allowed to read it; undefined when mail is really sent. */
  outboxPathFor: (req: IncomingMessage) => string | undefined;
}

interface SignedIn {
  sessionId: string;
  user: User;
}

function parseForm<S extends z.ZodType>(schema: S, body: string): { ok: true; data: z.output<S> } | { ok: false; error: string; field: string | undefined } {
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(body)));
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: issue?.message ?? 'Check the form and try again.', field: issue?.path[0]?.toString() };
}

/**
 * Password reset by mail (/password-reset…) and the account page (/account…): e-mail confirmation,
 * password change, and the list of sessions with 'Sign out everywhere'.
 */
export function createAccountRoutes(options: AccountRoutesOptions) {
  const { provider, users, store, emailTokens, sendMail, loginThrottle, resetLimiter, formKey, pageHeaders, appUrl, issuer, clientIp, outboxPathFor } = options;
  const html = (res: ServerResponse, status: number, page: string) => sendHtml(res, status, page, pageHeaders);
  const logInLink = { href: appUrl, text: 'Log in to CareerForge' };
  const backLink = { href: appUrl, text: 'Back to CareerForge' };

  /** Account forms carry a MAC of the session id: a page of another site cannot know it. */
  const formTokenFor = (sessionId: string) => createHmac('sha256', formKey).update(`account-form\u0000${sessionId}`).digest('base64url');
  const formTokenMatches = (sessionId: string, token: string) => {
    const expected = Buffer.from(formTokenFor(sessionId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** The signed-in user of this browser's provider session (with its second factor, when MFA is on). */
  async function signedIn(req: IncomingMessage, res: ServerResponse): Promise<SignedIn | undefined> {
    const cookies = provider.createContext(req, res).cookies;
    const sessionId = cookies.get(provider.cookieName('session'), { signed: true });
    const session = sessionId ? await provider.Session.find(sessionId) : undefined;
    const user = session?.accountId ? await users.findBySub(session.accountId) : undefined;
    if (!session || !user) return undefined;
    if (user.mfaEnabled && !session.amr?.includes(AMR_ONE_TIME_PASSWORD)) return undefined;
    return { sessionId: session.jti, user };
  }

  async function showAccount(
    res: ServerResponse,
    status: number,
    { sessionId, user }: SignedIn,
    extra: { notice?: string; error?: string; errorField?: AccountField } = {},
  ): Promise<void> {
    const sessions = await store.sessionsOf(user.sub);
    html(
      res,
      status,
      accountPage({
        email: user.email,
        emailVerified: user.emailVerified,
        sessions,
        currentSessionId: sessionId,
        appUrl,
        formToken: formTokenFor(sessionId),
        ...extra,
      }),
    );
  }

  async function requestReset(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const ip = clientIp(req);
    const retryAfterMs = await resetLimiter.retryAfterMs(ip);
    if (retryAfterMs > 0) return html(res, 429, passwordResetRequestPage({ error: retryLater(res, retryAfterMs, 'reset requests from your network') }));
    const body = await readBody(req, FORM_MEDIA_TYPE, FORM_LIMIT_BYTES);
    const form = parseForm(resetRequestSchema, body);
    if (!form.ok) return html(res, 400, passwordResetRequestPage({ email: new URLSearchParams(body).get('email') ?? undefined, error: form.error }));
    await resetLimiter.record(ip);
    const email = normalizeEmail(form.data.email);
    // The answer leaves before the account is even looked up: it cannot differ, in content or time.
    html(res, 200, checkEmailPage(email, outboxPathFor(req)));
    const user = await users.findByEmail(email);
    if (!user) return sendMail(noAccountMail(email, appUrl));
    const link = new URL(NEW_PASSWORD_PATH.slice(1), issuer);
    link.searchParams.set('token', await emailTokens.issue({ purpose: 'password-reset', sub: user.sub }));
    sendMail(passwordResetMail(user.email, link.href));
  }

  async function setNewPassword(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = parseForm(newPasswordSchema, await readBody(req, FORM_MEDIA_TYPE, FORM_LIMIT_BYTES));
    const token = form.ok ? form.data.token : '';
    const reset = await emailTokens.peek('password-reset', token);
    const user = reset && (await users.findBySub(reset.sub));
    if (!user) return html(res, 400, errorPage('Link expired', RESET_LINK_EXPIRED, appUrl));
    if (!form.ok) return html(res, 400, newPasswordPage({ token, error: form.error }));
    const weakness = passwordWeakness(form.data.password, user);
    if (weakness) return html(res, 400, newPasswordPage({ token, error: weakness }));
    if (!(await emailTokens.consume('password-reset', token))) return html(res, 400, errorPage('Link expired', RESET_LINK_EXPIRED, appUrl));
    await users.setPasswordHash(user.sub, await hashPassword(form.data.password));
    // Whoever knew the old password, or holds a session, is out.
    await store.endSessionsOf(user.sub);
    html(res, 200, noticePage('Password changed', 'Your new password is set and every device was signed out. Log in with the new password.', logInLink));
  }

  async function changePassword(req: IncomingMessage, res: ServerResponse, account: SignedIn, body: string): Promise<void> {
    const form = parseForm(changePasswordSchema, body);
    if (!form.ok) return showAccount(res, 400, account, { error: form.error, errorField: form.field === 'currentPassword' ? 'currentPassword' : 'newPassword' });
    const { user } = account;
    const ip = clientIp(req);
    // The same throttle as the Log In page: a borrowed session must not become a password oracle.
    const retryAfterMs = await loginThrottle.retryAfterMs(ip, user.email);
    if (retryAfterMs > 0) return showAccount(res, 429, account, { error: retryLater(res, retryAfterMs, 'wrong passwords'), errorField: 'currentPassword' });
    if (!(await verifyPassword(form.data.currentPassword, user.passwordHash))) {
      await loginThrottle.recordFailure(ip, user.email);
      return showAccount(res, 401, account, { error: WRONG_CURRENT_PASSWORD, errorField: 'currentPassword' });
    }
    const weakness = passwordWeakness(form.data.newPassword, user);
    if (weakness) return showAccount(res, 400, account, { error: weakness, errorField: 'newPassword' });
    const updated = (await users.setPasswordHash(user.sub, await hashPassword(form.data.newPassword))) ?? user;
    const ended = await store.endSessionsOf(user.sub, account.sessionId);
    const others = ended === 1 ? '1 other device was' : `${ended} other devices were`;
    showAccount(res, 200, { ...account, user: updated }, { notice: `Your password is changed; ${others} signed out.` });
  }

  async function handleAccountPost(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const account = await signedIn(req, res);
    const body = await readBody(req, FORM_MEDIA_TYPE, FORM_LIMIT_BYTES);
    const token = formTokenSchema.safeParse(Object.fromEntries(new URLSearchParams(body)));
    if (!account || !token.success || !formTokenMatches(account.sessionId, token.data.formToken)) {
      return html(res, 403, errorPage('Page expired', FORM_EXPIRED, appUrl));
    }
    if (pathname === `${ACCOUNT_PATH}/password`) return changePassword(req, res, account, body);
    if (pathname === `${ACCOUNT_PATH}/sign-out-everywhere`) {
      await store.endSessionsOf(account.user.sub);
      return html(res, 200, noticePage('Signed out everywhere', 'Every device, this one included, is signed out of CareerForge.', logInLink));
    }
    if (pathname === VERIFY_EMAIL_PATH) {
      await sendVerificationLink(account.user);
      return showAccount(res, 200, account, { notice: `We sent a confirmation link to ${account.user.email}.` });
    }
    throw new HttpError(404, 'There is nothing at this address.');
  }

  async function sendVerificationLink(user: User): Promise<void> {
    const link = new URL(VERIFY_EMAIL_PATH.slice(1), issuer);
    link.searchParams.set('token', await emailTokens.issue({ purpose: 'email-verification', sub: user.sub, email: user.email }));
    sendMail(emailVerificationMail(user.email, link.href));
  }

  async function verifyEmail(res: ServerResponse, url: URL): Promise<void> {
    const verification = await emailTokens.consume('email-verification', url.searchParams.get('token') ?? '');
    const user = verification && (await users.findBySub(verification.sub));
    // The link confirms the address it was sent to, not whatever the account has now.
    if (!user || user.email !== verification.email) return html(res, 400, errorPage('Link expired', VERIFY_LINK_EXPIRED, appUrl));
    await users.markEmailVerified(user.sub);
    html(res, 200, noticePage('Email address confirmed', `Thank you: ${user.email} is confirmed.`, backLink));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { pathname } = url;
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (pathname === PASSWORD_RESET_PATH && reading) return html(res, 200, passwordResetRequestPage({}));
    if (pathname === PASSWORD_RESET_PATH && req.method === 'POST') return requestReset(req, res);
    if (pathname === NEW_PASSWORD_PATH && reading) {
      const token = url.searchParams.get('token') ?? '';
      if (!(await emailTokens.peek('password-reset', token))) return html(res, 400, errorPage('Link expired', RESET_LINK_EXPIRED, appUrl));
      return html(res, 200, newPasswordPage({ token }));
    }
    if (pathname === NEW_PASSWORD_PATH && req.method === 'POST') return setNewPassword(req, res);
    if (pathname === VERIFY_EMAIL_PATH && req.method === 'GET') return verifyEmail(res, url);
    if (pathname === ACCOUNT_PATH && reading) {
      const account = await signedIn(req, res);
      if (!account) return html(res, 401, noticePage('Log in first', 'Log in to CareerForge to see your account.', logInLink));
      return showAccount(res, 200, account);
    }
    if (pathname.startsWith(`${ACCOUNT_PATH}/`) && req.method === 'POST') return handleAccountPost(req, res, pathname);
    throw new HttpError(req.method === 'POST' || reading ? 404 : 405, 'There is nothing at this address.');
  }

  return { handle, sendVerificationLink };
}

export const ACCOUNT_ROUTE_PREFIXES = [PASSWORD_RESET_PATH, ACCOUNT_PATH];
