import { PASSWORD_MIN_LENGTH } from '../password-strength.js';
import { TOTP_DIGITS } from '../totp.js';
import { escapeHtml } from './html.js';
import { STYLESHEET_PATH } from './stylesheet.js';

export const BRAND = 'CareerForge';
export const PASSWORD_RESET_PATH = '/password-reset';

export function layout(title: string, content: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${BRAND}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="brand">${BRAND}</p>
${content}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

export function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  /** The on-screen keyboard to offer, e.g. digits for a one-time code. */
  inputMode?: 'numeric';
  autocomplete: string;
  value?: string | undefined;
  required?: boolean;
  minLength?: number;
  maxLength: number;
  hint?: string;
  invalid: boolean;
  autofocus: boolean;
}

export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : '', options.invalid ? 'form-error' : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${options.name}"`,
    `type="${options.type}"`,
    options.inputMode ? `inputmode="${options.inputMode}"` : '',
    `autocomplete="${options.autocomplete}"`,
    `maxlength="${options.maxLength}"`,
    options.minLength ? `minlength="${options.minLength}"` : '',
    options.required ? 'required' : '',
    options.type === 'email' ? 'spellcheck="false" autocapitalize="none"' : '',
    options.value ? `value="${escapeHtml(options.value)}"` : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    options.invalid ? 'aria-invalid="true"' : '',
    options.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  const hint = options.hint ? `\n<span class="hint" id="${id}-hint">${escapeHtml(options.hint)}</span>` : '';
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}${options.required ? '' : ' (optional)'}</label>
<input ${attributes.join(' ')}>${hint}
</div>`;
}

export type LoginField = 'email' | 'password';

export interface LoginPage {
  uid: string;
  email?: string | undefined;
  error?: string | undefined;
  /** The field the error is about; it gets the focus. */
  errorField?: LoginField | undefined;
}

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
export const FULL_NAME_MAX_LENGTH = 100;

export function loginPage({ uid, email, error, errorField }: LoginPage): string {
  const focus: LoginField = errorField ?? (email ? 'password' : 'email');
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return layout(
    'Log In',
    `<h1>Log In</h1>
<p class="lead">Log in to ${BRAND} to continue.</p>
${alert(error)}
<form method="post" action="${base}/login">
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: email, required: true, maxLength: EMAIL_MAX_LENGTH, invalid: errorField === 'email', autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, maxLength: PASSWORD_MAX_LENGTH, invalid: errorField === 'password', autofocus: focus === 'password' })}
<button type="submit">Log In</button>
</form>
<p class="switch"><a href="${PASSWORD_RESET_PATH}">Forgot your password?</a></p>
<p class="switch">Don't have an account? <a href="${base}/signup">Sign Up</a></p>`,
  );
}

export type SignupField = 'email' | 'password' | 'fullName';

export interface SignupPage {
  uid: string;
  email?: string | undefined;
  fullName?: string | undefined;
  error?: string | undefined;
  errorField?: SignupField | undefined;
}

export function signupPage({ uid, email, fullName, error, errorField }: SignupPage): string {
  const focus: SignupField = errorField ?? 'email';
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return layout(
    'Sign Up',
    `<h1>Sign Up</h1>
<p class="lead">Create your ${BRAND} account.</p>
${alert(error)}
<form method="post" action="${base}/signup">
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: email, required: true, maxLength: EMAIL_MAX_LENGTH, invalid: errorField === 'email', autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, hint: `At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`, invalid: errorField === 'password', autofocus: focus === 'password' })}
${field({ name: 'fullName', label: 'Full name', type: 'text', autocomplete: 'name', value: fullName, maxLength: FULL_NAME_MAX_LENGTH, invalid: errorField === 'fullName', autofocus: focus === 'fullName' })}
<button type="submit">Sign Up</button>
</form>
<p class="switch">Already have an account? <a href="${base}/login">Log In</a></p>`,
  );
}

export interface TotpPage {
  uid: string;
  error?: string | undefined;
}

function totpForm(uid: string, error: string | undefined, hint: string): string {
  return `${alert(error)}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/mfa">
${field({ name: 'code', label: 'Authentication code', type: 'text', inputMode: 'numeric', autocomplete: 'one-time-code', required: true, maxLength: TOTP_DIGITS, hint, invalid: Boolean(error), autofocus: true })}
<button type="submit">Verify</button>
</form>`;
}

export interface TotpEnrollmentPage extends TotpPage {
  /** Base32, shown for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** Generated by the server from the otpauth URI; inserted as markup. */
  qrCodeSvg: string;
}

export function totpEnrollmentPage({ uid, error, secret, otpauthUri, qrCodeSvg }: TotpEnrollmentPage): string {
  const qrCode = qrCodeSvg.trim().replace(/^<svg /, '<svg class="qr-code" role="img" aria-label="QR code to scan with your authenticator app" ');
  return layout(
    'Set up two-step verification',
    `<h1>Set up two-step verification</h1>
<p class="lead">Your account asks for a code from an authenticator app at each login.</p>
<ol class="steps">
<li>Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.</li>
</ol>
<div class="qr-frame">${qrCode}</div>
<p class="manual">Can't scan it? <a href="${escapeHtml(otpauthUri)}">Open it in an app on this device</a>, or enter this key in the app:</p>
<p class="secret"><code data-testid="totp-secret">${escapeHtml(secret)}</code></p>
<ol class="steps" start="2">
<li>Enter the 6-digit code the app shows for ${BRAND}.</li>
</ol>
${totpForm(uid, error, 'The code changes every 30 seconds.')}`,
  );
}

export function totpChallengePage({ uid, error }: TotpPage): string {
  return layout(
    'Two-step verification',
    `<h1>Two-step verification</h1>
<p class="lead">Enter the 6-digit code from your authenticator app.</p>
${totpForm(uid, error, `Open the app and use the current code for ${BRAND}.`)}`,
  );
}

/** Submits the logout confirmation at once, so the provider session really ends (as Auth0 does). */
export const LOGOUT_SCRIPT = 'document.forms[0].submit();';

export function logoutPage(confirmationForm: string): string {
  return layout(
    'Log Out',
    `<h1>Logging out…</h1>
${confirmationForm}`,
    LOGOUT_SCRIPT,
  );
}

/** The inputs and the no-script button added inside oidc-provider's logout confirmation form. */
export const LOGOUT_FORM_ADDITIONS = `<input type="hidden" name="logout" value="yes"/>
<noscript><p class="lead">JavaScript is off: press the button to finish logging out.</p><button type="submit" autofocus>Log Out</button></noscript>`;

/** The inputs and the button added inside the logout form when it must be confirmed by hand. */
export const LOGOUT_CONFIRMATION_ADDITIONS = `<input type="hidden" name="logout" value="yes"/>
<button type="submit" autofocus>Log Out</button>`;

/** Shown when the logout was not started from CareerForge itself: only the user's click logs out. */
export function logoutConfirmationPage(confirmationForm: string, appUrl: string): string {
  return layout(
    'Log Out',
    `<h1>Log out of ${BRAND}?</h1>
<p class="lead">Press the button to log out.</p>
${confirmationForm}
<p class="switch"><a href="${escapeHtml(appUrl)}">Stay logged in</a></p>`,
  );
}

export function loggedOutPage(appUrl: string): string {
  return layout(
    'Logged Out',
    `<h1>You are logged out</h1>
<p class="lead"><a href="${escapeHtml(appUrl)}">Back to ${BRAND}</a></p>`,
  );
}

/** `outboxPath`: where the mail can be read on this machine, when it goes to the outbox. */
export function checkEmailPage(email: string, outboxPath?: string): string {
  const outbox = outboxPath
    ? `\n<p class="notice">No mail server is set up, so the message is in this machine's outbox. <a href="${escapeHtml(outboxPath)}">Open the outbox</a></p>`
    : '';
  return layout(
    'Check your email',
    `<h1>Check your email</h1>
<p class="lead">We sent a message to <strong>${escapeHtml(email)}</strong>. Open the link in it to continue.</p>
<p>The link works once, for 30 minutes. Nothing arrived? Look in your spam folder, or try again.</p>${outbox}`,
  );
}

export interface PageLink {
  href: string;
  text: string;
}

/** A page that tells what happened and where to go next. */
export function noticePage(title: string, message: string, next: PageLink): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead" role="status">${escapeHtml(message)}</p>
<p class="switch"><a href="${escapeHtml(next.href)}">${escapeHtml(next.text)}</a></p>`,
  );
}

export function errorPage(title: string, message: string, appUrl: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="alert" role="alert">${escapeHtml(message)}</p>
<p class="switch"><a href="${escapeHtml(appUrl)}">Back to ${BRAND}</a></p>`,
  );
}
