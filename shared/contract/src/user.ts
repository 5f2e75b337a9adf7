import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { optionalText } from './fields';
import { PAGE_SIZES } from './generation';

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

export const PROFILE_LIMITS = {
  username: 50,
  fullName: 200,
  headline: 120,
  location: 100,
  summary: 1200,
  links: 5,
  linkLabel: 40,
  linkUrl: 500,
} as const;

export const LINK_URL_MESSAGE = 'A link must be a web address starting with http:// or https://.';
/** http(s), a host name with a dot, then an optional path, query or fragment; no spaces. */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A link a user shows on their resumes, e.g. LinkedIn, GitHub or a portfolio. */
export const profileLinkSchema = z.strictObject({
  label: z
    .string({ error: 'Each link needs a label.' })
    .trim()
    .min(1, 'Each link needs a label.')
    .max(PROFILE_LIMITS.linkLabel, `A link label must be at most ${PROFILE_LIMITS.linkLabel} characters.`),
  url: z
    .string({ error: LINK_URL_MESSAGE })
    .trim()
    .max(PROFILE_LIMITS.linkUrl, `A link must be at most ${PROFILE_LIMITS.linkUrl} characters.`)
    .regex(WEB_ADDRESS, LINK_URL_MESSAGE),
});
export type ProfileLink = z.infer<typeof profileLinkSchema>;

/** The app's own profile of a user. */
export const appProfileSchema = z.object({
  username: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** The uploaded avatar, served by the API; null until one is uploaded. */
  avatar_url: z.string().nullable(),
  /** What a resume's header shows besides the name, email and phone; null or empty until the user gives it. */
  headline: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  links: z.array(profileLinkSchema).optional(),
  /** The user's own summary; a generated resume uses it instead of composing one. */
  summary: z.string().nullable().optional(),
  /** The paper formatted resumes use unless a request names another; null: US Letter. */
  page_size: z.enum(PAGE_SIZES).nullable().optional(),
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

export const PHONE_MESSAGE = 'Please enter a valid US phone number (e.g., 123-456-7890)';

/** A US number: an optional +1, three digits (optionally in parentheses), three, then four; space, dot or hyphen between. */
export const US_PHONE_PATTERN = /^(?:\+1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** Optional text an update may leave out: missing stays undefined (unchanged); null or blank clears it. */
function editableText(label: string, max: number) {
  return z
    .union([z.null(), z.string().trim().max(max, `${label} must be at most ${max} characters.`)], { error: `${label} must be text.` })
    .transform((value) => (value ? value : null))
    .optional();
}

export const updateUserBodySchema = z.strictObject({
  user_id: userIdSchema,
  email: z.email('Please enter a valid email address.').max(254),
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(PROFILE_LIMITS.username, `Username must be at most ${PROFILE_LIMITS.username} characters.`),
  full_name: optionalText('Full name', PROFILE_LIMITS.fullName),
  /** Optional; when given, a US number. */
  phone_number: z
    .union([z.null(), z.string().trim().refine((value) => value === '' || US_PHONE_PATTERN.test(value), PHONE_MESSAGE)], { error: PHONE_MESSAGE })
    .optional()
    .transform((value) => (value ? value : null)),
  // The resume details: a client that does not send one leaves it as it is; null or '' clears it.
  headline: editableText('Headline', PROFILE_LIMITS.headline),
  location: editableText('Location', PROFILE_LIMITS.location),
  summary: editableText('Summary', PROFILE_LIMITS.summary),
  links: z
    .array(profileLinkSchema, { error: 'links must be a list of links.' })
    .max(PROFILE_LIMITS.links, `At most ${PROFILE_LIMITS.links} links.`)
    .optional(),
  page_size: z.enum(PAGE_SIZES, { error: `page_size must be one of ${PAGE_SIZES.join(', ')}.` }).nullable().optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const updateUser = defineEndpoint({
  method: 'POST',
  path: '/api/update-user/',
  summary: 'Edit the caller’s app profile.',
  body: updateUserBodySchema,
  response: appProfileSchema,
});

/** Avatars the API accepts, by their real type (the bytes, not the name or the declared type). */
export const AVATAR_LIMITS = {
  bytes: 2 * 1024 * 1024,
  types: ['image/webp', 'image/png', 'image/jpeg', 'image/gif'],
} as const;

/** Multipart body: `avatar` (the image) and `user_id`; checked by the server, not by a zod body. */
export const uploadAvatar = defineEndpoint({
  method: 'POST',
  path: '/api/upload-avatar',
  summary: 'Replace the caller’s avatar with an uploaded image (webp, png, jpeg or gif).',
  response: z.object({ avatar_url: z.string() }),
});

/** Serves an avatar. Public, as an <img> cannot send a token; the URL's random key is the only way to name it. */
export const openAvatar = defineEndpoint({
  method: 'GET',
  path: '/api/avatars/:key',
  summary: 'An uploaded avatar image.',
  params: z.object({ key: z.string().regex(/^[0-9a-f]{32}$/, 'Not an avatar.') }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array).describe('The image.'),
});

export const userSettingsSchema = z.object({ mfaEnabled: z.boolean() });

export const getUserSettings = defineEndpoint({
  method: 'GET',
  path: '/api/get-user-settings',
  summary: 'The caller’s account settings, as the identity provider holds them.',
  query: userIdQuerySchema,
  response: userSettingsSchema,
});

export const updateMfaSetting = defineEndpoint({
  method: 'POST',
  path: '/api/update-mfa-setting',
  summary: 'Turn multi-factor sign-in on or off for the caller; the next sign-in follows it.',
  body: z.strictObject({ mfaEnabled: z.boolean({ error: 'mfaEnabled must be true or false.' }), user_id: userIdSchema }),
  response: userSettingsSchema,
});
