import { PASSWORD_MIN_LENGTH } from '../password-strength.js';
import type { AccountSession } from '../store/oidc-store.js';
import { escapeHtml } from './html.js';
import { alert, BRAND, EMAIL_MAX_LENGTH, field, layout, PASSWORD_MAX_LENGTH, PASSWORD_RESET_PATH } from './pages.js';

export const ACCOUNT_PATH = '/account';
export const NEW_PASSWORD_PATH = `${PASSWORD_RESET_PATH}/new`;
export const VERIFY_EMAIL_PATH = `${ACCOUNT_PATH}/verify-email`;

const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`;

export function passwordResetRequestPage({ email, error }: { email?: string | undefined; error?: string | undefined }): string {
  return layout(
    'Reset your password',
    `<h1>Reset your password</h1>
<p class="lead">Enter the email address of your account. We will send you a link to choose a new password.</p>
${alert(error)}
<form method="post" action="${PASSWORD_RESET_PATH}">
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: email, required: true, maxLength: EMAIL_MAX_LENGTH, invalid: Boolean(error), autofocus: true })}
<button type="submit">Send link</button>
</form>`,
  );
}

export function newPasswordPage({ token, error }: { token: string; error?: string | undefined }): string {
  return layout(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p class="lead">Every device signed in to your account will be signed out.</p>
${alert(error)}
<form method="post" action="${NEW_PASSWORD_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, hint: NEW_PASSWORD_HINT, invalid: Boolean(error), autofocus: true })}
<button type="submit">Set new password</button>
</form>`,
  );
}

export type AccountField = 'currentPassword' | 'newPassword';

export interface AccountPage {
  email: string;
  emailVerified: boolean;
  sessions: readonly AccountSession[];
  currentSessionId: string;
  appUrl: string;
  /** Proves a form was posted from this page (see AccountRoutes). */
  formToken: string;
  /** What the last action did. */
  notice?: string | undefined;
  error?: string | undefined;
  errorField?: AccountField | undefined;
}

function sessionItem(session: AccountSession, current: boolean): string {
  const since = new Date(session.loginTs * 1000).toISOString().replace('T', ' ').slice(0, 16);
  return `<li>Signed in ${escapeHtml(since)} UTC${current ? ' <strong>(this browser)</strong>' : ''}</li>`;
}

export function accountPage(page: AccountPage): string {
  const hidden = `<input type="hidden" name="formToken" value="${escapeHtml(page.formToken)}">`;
  const verification = page.emailVerified
    ? ''
    : `<div class="notice" role="status">
<p>Your email address is not confirmed yet.</p>
<form method="post" action="${VERIFY_EMAIL_PATH}">${hidden}<button type="submit" class="link-button">Send me a confirmation link</button></form>
</div>`;
  return layout(
    'Your account',
    `<h1>Your account</h1>
<p class="lead">${escapeHtml(page.email)}</p>
${page.notice ? `<p class="notice" role="status">${escapeHtml(page.notice)}</p>` : ''}
${verification}
<h2>Change password</h2>
${alert(page.error)}
<form method="post" action="${ACCOUNT_PATH}/password">
${hidden}
${field({ name: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', required: true, maxLength: PASSWORD_MAX_LENGTH, invalid: page.errorField === 'currentPassword', autofocus: page.errorField === 'currentPassword' })}
${field({ name: 'newPassword', label: 'New password', type: 'password', autocomplete: 'new-password', required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, hint: `${NEW_PASSWORD_HINT} Your other devices will be signed out.`, invalid: page.errorField === 'newPassword', autofocus: page.errorField === 'newPassword' })}
<button type="submit">Change password</button>
</form>
<h2>Where you are signed in</h2>
<ul class="sessions">
${page.sessions.map((session) => sessionItem(session, session.id === page.currentSessionId)).join('\n')}
</ul>
<form method="post" action="${ACCOUNT_PATH}/sign-out-everywhere">
${hidden}
<button type="submit">Sign out everywhere</button>
</form>
<p class="switch"><a href="${escapeHtml(page.appUrl)}">Back to ${BRAND}</a></p>`,
  );
}
