import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { errors, type default as Provider } from 'oidc-provider';
import { HttpError, readBody, redirect, sendHtml } from '../http/responses.js';
import type { AttemptLimiter } from '../attempt-limiter.js';
import type { LoginThrottle } from '../login-throttle.js';
import { passwordWeakness } from '../password-strength.js';
import { AMR_ONE_TIME_PASSWORD, AMR_PASSWORD, MFA_PROMPT } from '../oidc.js';
import {
  checkEmailPage,
  EMAIL_MAX_LENGTH,
  errorPage,
  noticePage,
  FULL_NAME_MAX_LENGTH,
  loginPage,
  PASSWORD_MAX_LENGTH,
  signupPage,
  totpChallengePage,
  totpEnrollmentPage,
} from '../pages/pages.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { accountExistsMail, signupConfirmationMail } from '../mail/messages.js';
import type { MailMessage } from '../mail/mailer.js';
import type { EmailTokenStore } from '../store/email-token-store.js';
import { EmailTakenError, normalizeEmail, type User, type UserStore } from '../store/user-store.js';
import type { TotpAuthenticator, TotpVerification } from '../totp-authenticator.js';
import { TOTP_DIGITS } from '../totp.js';
import { emailAddressField, newPasswordField } from './form-fields.js';
import { retryLater } from './retry-later.js';

const WRONG_CREDENTIALS = 'Wrong email or password.';
const LINK_EXPIRED = 'This link has expired or was already used. Go back to CareerForge and sign up again.';
const ALREADY_CONFIRMED = 'This email address already has an account. Log in to continue.';
const SIGNUP_CONFIRMED = 'Your account is ready. Log in to continue.';
const LOGIN_EXPIRED = 'This login page has expired. Go back to CareerForge and log in again.';
const INVALID_CODE = 'That code is not valid. Try the current code from your app.';
const UNSUPPORTED_STEP = 'This sign-in step is not supported. Go back to CareerForge and try again.';

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const FORM_LIMIT_BYTES = 8 * 1024;

const loginFormSchema = z.object({
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, { error: 'Enter your email address.' })
    .max(EMAIL_MAX_LENGTH, { error: WRONG_CREDENTIALS }),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(PASSWORD_MAX_LENGTH, { error: WRONG_CREDENTIALS }),
});

const signupFormSchema = z.object({
  email: emailAddressField,
  password: newPasswordField,
  fullName: z
    .string()
    .trim()
    .max(FULL_NAME_MAX_LENGTH, { error: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.` })
    .regex(/^\P{Cc}*$/u, { error: 'Full name cannot contain control characters.' })
    .optional()
    .transform((value) => value || undefined),
});

const totpFormSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app.' })
    // Apps often show the code as two groups of three digits.
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Enter the 6-digit code from your authenticator app.' })
        .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: INVALID_CODE }),
    ),
});

type FormResult<T, F> = { ok: true; data: T } | { ok: false; error: string; field: F | undefined };

function parseForm<S extends z.ZodType, F extends string>(schema: S, body: string, fields: readonly F[]): FormResult<z.output<S>, F> {
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(body)));
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = fields.find((name) => name === issue?.path[0]);
  return { ok: false, error: issue?.message ?? 'Check the form and try again.', field };
}

export interface InteractionRoutesOptions {
  provider: Provider;
  users: UserStore;
  totp: TotpAuthenticator;
  loginThrottle: LoginThrottle;
  /** Sign-ups per client IP; undefined when unlimited. */
  signupLimiter: AttemptLimiter | undefined;
  /** Checked when the email is unknown, so both failures take the same time. */
  dummyPasswordHash: string;
  emailTokens: EmailTokenStore;
  /** Sends in the background: a slow mail server must not show in the page's timing. */
  sendMail: (message: MailMessage) => void;
  pageHeaders: Record<string, string>;
  appUrl: string;
  /** The public base of the links in mail. */
  issuer: string;
  clientIp: (req: IncomingMessage) => string;
  /** REQUIRE_EMAIL_VERIFICATION: an account with an unconfirmed address gets a link instead of a session. */
  requireEmailVerification: boolean;
  sendVerificationLink: (user: User) => Promise<void>;
  /** The outbox page, for a request allowed to read it; undefined when mail is really sent. */
  outboxPathFor: (req: IncomingMessage) => string | undefined;
}

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(?:\/(login|signup|mfa|confirm))?$/;

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The pages of the interaction prompts at /interaction/:uid[/login|/signup|/mfa]: Log In and Sign Up
 * for `login`, then TOTP enrollment or the code for `mfa`; /confirm is the link of the sign-up mail.
 */
export function createInteractionRoutes(options: InteractionRoutesOptions) {
  const { provider, users, totp, loginThrottle, signupLimiter, dummyPasswordHash, emailTokens, sendMail, pageHeaders, appUrl, issuer, clientIp } =
    options;
  const { requireEmailVerification, sendVerificationLink, outboxPathFor } = options;
  const logInLink = { href: appUrl, text: 'Log in to CareerForge' };
  const html = (res: ServerResponse, status: number, page: string) => sendHtml(res, status, page, pageHeaders);
  const fail = (res: ServerResponse, status: number, title: string, message: string) =>
    html(res, status, errorPage(title, message, appUrl));

  async function finishLogin(req: IncomingMessage, res: ServerResponse, user: User, amr = [AMR_PASSWORD]): Promise<void> {
    const location = await provider.interactionResult(
      req,
      res,
      { login: { accountId: user.sub, amr, remember: true } },
      { mergeWithLastSubmission: false },
    );
    redirect(res, location);
  }

  async function logIn(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const body = await readBody(req, FORM_MEDIA_TYPE, FORM_LIMIT_BYTES);
    const form = parseForm(loginFormSchema, body, ['email', 'password']);
    if (!form.ok) {
      const email = new URLSearchParams(body).get('email') ?? undefined;
      return html(res, 400, loginPage({ uid, email, error: form.error, errorField: form.field }));
    }
    const email = normalizeEmail(form.data.email);
    const ip = clientIp(req);
    // Checked before the password, so a blocked client learns nothing from its guesses.
    const retryAfterMs = await loginThrottle.retryAfterMs(ip, email);
    if (retryAfterMs > 0) {
      return html(res, 429, loginPage({ uid, email, error: retryLater(res, retryAfterMs, 'failed login attempts') }));
    }
    const user = await users.findByEmail(email);
    const passwordMatches = await verifyPassword(form.data.password, user?.passwordHash ?? dummyPasswordHash);
    if (!user || !passwordMatches) {
      await loginThrottle.recordFailure(ip, email);
      return html(res, 401, loginPage({ uid, email, error: WRONG_CREDENTIALS, errorField: 'password' }));
    }
    await loginThrottle.recordSuccess(email);
    if (requireEmailVerification && !user.emailVerified) {
      await sendVerificationLink(user);
      return html(res, 403, checkEmailPage(user.email, outboxPathFor(req)));
    }
    await finishLogin(req, res, user);
  }

  async function signUp(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const body = await readBody(req, FORM_MEDIA_TYPE, FORM_LIMIT_BYTES);
    const submitted = new URLSearchParams(body);
    const typed = { uid, email: submitted.get('email') ?? undefined, fullName: submitted.get('fullName') ?? undefined };
    const ip = clientIp(req);
    const retryAfterMs = (await signupLimiter?.retryAfterMs(ip)) ?? 0;
    if (retryAfterMs > 0) return html(res, 429, signupPage({ ...typed, error: retryLater(res, retryAfterMs, 'sign-ups from your network') }));
    const form = parseForm(signupFormSchema, body, ['email', 'password', 'fullName']);
    if (!form.ok) return html(res, 400, signupPage({ ...typed, error: form.error, errorField: form.field }));
    const { email, password, fullName } = form.data;
    const weakness = passwordWeakness(password, { email, fullName });
    if (weakness) return html(res, 400, signupPage({ ...typed, error: weakness, errorField: 'password' }));
    await signupLimiter?.record(ip);

    // The answer leaves before the address is even looked up, so neither the page nor its timing
    // tells whether the address has an account; only its owner learns it, from the one message sent.
    const normalized = normalizeEmail(email);
    const passwordHash = await hashPassword(password);
    html(res, 200, checkEmailPage(normalized, outboxPathFor(req)));
    if (await users.findByEmail(normalized)) return sendMail(accountExistsMail(normalized, appUrl));
    const token = await emailTokens.issue({ purpose: 'signup', email: normalized, fullName, passwordHash, interactionUid: uid });
    const link = new URL(`interaction/${encodeURIComponent(uid)}/confirm`, issuer);
    link.searchParams.set('token', token);
    sendMail(signupConfirmationMail(normalized, link.href));
  }

  /**
   * The link of the confirmation mail: creates the account, then finishes the login it was started
   * from when opened in the same browser, else asks to log in.
   */
  async function confirmSignup(req: IncomingMessage, res: ServerResponse, uid: string, url: URL): Promise<void> {
    const pending = await emailTokens.consume('signup', url.searchParams.get('token') ?? '');
    if (!pending || pending.interactionUid !== uid) return fail(res, 400, 'Link expired', LINK_EXPIRED);
    let user: User;
    try {
      user = await users.create({ email: pending.email, fullName: pending.fullName, passwordHash: pending.passwordHash, emailVerified: true });
    } catch (error) {
      // Another confirmation link of the same address was opened first.
      if (error instanceof EmailTakenError) return html(res, 200, noticePage('Already confirmed', ALREADY_CONFIRMED, logInLink));
      throw error;
    }
    const details = await provider.interactionDetails(req, res).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    });
    if (details?.uid === uid && details.prompt.name === 'login') return finishLogin(req, res, user);
    html(res, 200, noticePage('Email address confirmed', SIGNUP_CONFIRMED, logInLink));
  }

  /** The second step: the password was right, and the user has MFA on. */
  async function handleMfa(req: IncomingMessage, res: ServerResponse, uid: string, details: InteractionDetails): Promise<void> {
    const user = details.session?.accountId ? await users.findBySub(details.session.accountId) : undefined;
    if (!user) return fail(res, 400, 'Login expired', LOGIN_EXPIRED);
    // MFA was turned off after the password step: the check no longer asks for a code.
    if (!user.mfaEnabled) return redirect(res, await provider.interactionResult(req, res, {}, { mergeWithLastSubmission: false }));

    const enrolled = totp.isEnrolled(user);
    const page = async (error?: string) =>
      enrolled ? totpChallengePage({ uid, error }) : totpEnrollmentPage({ uid, error, ...(await totp.enrollment(user)) });

    if (req.method === 'GET' || req.method === 'HEAD') return html(res, 200, await page());
    if (req.method !== 'POST') throw new HttpError(405, 'This page does not accept that kind of request.');

    const body = await readBody(req, FORM_MEDIA_TYPE, FORM_LIMIT_BYTES);
    const form = parseForm(totpFormSchema, body, ['code']);
    if (!form.ok) return html(res, 400, await page(form.error));
    const verification: TotpVerification = enrolled ? await totp.verify(user, form.data.code) : await totp.confirmEnrollment(user, form.data.code);
    if (verification.outcome === 'blocked') {
      return html(res, 429, await page(retryLater(res, verification.retryAfterMs, 'wrong codes')));
    }
    if (verification.outcome === 'rejected') return html(res, 401, await page(INVALID_CODE));
    await finishLogin(req, res, user, [AMR_PASSWORD, AMR_ONE_TIME_PASSWORD]);
  }

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = INTERACTION_PATH.exec(url.pathname);
    if (!match?.[1]) return fail(res, 404, 'Page not found', 'There is nothing at this address.');
    const uid = match[1];
    const screen = match[2] as 'login' | 'signup' | 'mfa' | 'confirm' | undefined;
    // The mailed link may be opened in another browser, where there is no login to continue.
    if (screen === 'confirm') {
      if (req.method !== 'GET') throw new HttpError(405, 'This page does not accept that kind of request.');
      return confirmSignup(req, res, uid, url);
    }

    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        return fail(res, 400, 'Login expired', LOGIN_EXPIRED);
      }
      throw error;
    }
    // The cookie belongs to a newer login started in another tab.
    if (details.uid !== uid) return fail(res, 400, 'Login expired', LOGIN_EXPIRED);
    if (details.prompt.name === MFA_PROMPT && screen !== 'login' && screen !== 'signup') return handleMfa(req, res, uid, details);
    if (details.prompt.name !== 'login' || screen === 'mfa') return fail(res, 400, 'Something went wrong', UNSUPPORTED_STEP);

    if (req.method === 'GET' || req.method === 'HEAD') {
      const { screen_hint: screenHint, login_hint: loginHint } = details.params;
      const showSignup = screen ? screen === 'signup' : screenHint === 'signup';
      const email = typeof loginHint === 'string' ? loginHint : undefined;
      return html(res, 200, showSignup ? signupPage({ uid, email }) : loginPage({ uid, email }));
    }
    if (req.method === 'POST' && screen === 'login') return logIn(req, res, uid);
    if (req.method === 'POST' && screen === 'signup') return signUp(req, res, uid);
    throw new HttpError(405, 'This page does not accept that kind of request.');
  };
}
