import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The identity provider's subject is "<connection>|<id>"; the app's user id is the part after the
 * pipe (the whole subject when there is none).
 */
export function userIdFromSub(sub: string): string {
  const pipe = sub.lastIndexOf('|');
  return pipe === -1 ? sub : sub.slice(pipe + 1);
}

export const userIdSchema = z.string().trim().min(1, 'user_id is required.').max(255);

/** The provider's profile fields may be missing or null (the spec omits them; other clients send null). */
export const saveUserBodySchema = z.strictObject({
  user_id: userIdSchema,
  email: z.email('email must be a valid email address.').max(254).nullish(),
  name: z.string().max(200).nullish(),
  email_verified: z.boolean().nullish(),
  picture: z.url().max(2000).nullish(),
});
export type SaveUserBody = z.infer<typeof saveUserBodySchema>;

/** The app's own profile of a user. */
export const appProfileSchema = z.object({
  username: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
});
export type AppProfile = z.infer<typeof appProfileSchema>;

export const userIdQuerySchema = z.strictObject({ user_id: userIdSchema });

export const saveUser = defineEndpoint({
  method: 'POST',
  path: '/api/save-user/',
  summary: 'Create or refresh the caller’s app profile from the identity provider’s profile.',
  body: saveUserBodySchema,
  response: appProfileSchema,
});

export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/api/get-user-info',
  summary: 'The caller’s app profile. The username defaults to the email’s local part.',
  query: userIdQuerySchema,
  response: appProfileSchema,
});

/** The name shown in the top bars: the username, else the email's local part. */
export function displayName(profile: Pick<AppProfile, 'username' | 'email'> | null | undefined, fallbackEmail?: string): string {
  const username = profile?.username?.trim();
  if (username) return username;
  const email = profile?.email ?? fallbackEmail ?? '';
  return email.split('@')[0] ?? '';
}
