import type { MailMessage } from './mailer.js';

const BRAND = 'CareerForge';

export function signupConfirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your email address for ${BRAND}`,
    text: `Welcome to ${BRAND}!

Open this link to confirm your email address and finish signing up:

${link}

The link works once, for 30 minutes. If you did not sign up, ignore this message: no account is created.
`,
  };
}

/** Sent instead of a confirmation when the address already has an account, so the sign-up page need not say so. */
export function accountExistsMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `You already have a ${BRAND} account`,
    text: `Someone, maybe you, tried to sign up for ${BRAND} with this email address, which already has an account.

To use it, log in at ${appUrl}
Forgot your password? Choose "Forgot your password?" on the Log In page.

If it was not you, ignore this message: your account is unchanged.
`,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${BRAND} password`,
    text: `Open this link to choose a new password:

${link}

The link works once, for 30 minutes. If you did not ask for it, ignore this message: your password is unchanged.
`,
  };
}

/** Sent instead of a reset link when no account has the address, so the reset page need not say so. */
export function noAccountMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `${BRAND} password reset`,
    text: `Someone, maybe you, asked to reset the ${BRAND} password of this email address, but no account uses it.

To create one, sign up at ${appUrl}

If it was not you, ignore this message.
`,
  };
}

export function emailVerificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your email address for ${BRAND}`,
    text: `Open this link to confirm that this is your email address:

${link}

The link works once, for 30 minutes.
`,
  };
}
