import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../pages/pages.js';

/** An email address typed into Sign Up or the password-reset form, with the messages those pages show. */
export const emailAddressField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, { error: 'Enter your email address.' })
  .max(EMAIL_MAX_LENGTH, { error: `The email address must be at most ${EMAIL_MAX_LENGTH} characters.` })
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

/** A new password as typed; its strength is judged separately, with the reasons shown to the user. */
export const newPasswordField = z
  .string({ error: 'Choose a password.' })
  .min(1, { error: 'Choose a password.' })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });
