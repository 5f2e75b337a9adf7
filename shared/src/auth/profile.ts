import type { User } from '@auth0/auth0-react';
import { userIdFromSub } from '@careerforge/contract';
import type { CurrentUser } from './TokenProvider';

/**
 * The namespaced ID-token claim carrying an avatar URL set outside the app (identity providers
 * only let custom claims through under a URL namespace).
 */
export const AVATAR_CLAIM = 'https://careerforge.local/avatar';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Avatar URLs, most specific first: user_metadata.custom_picture, the avatar claim, then picture. */
export function avatarUrlsOf(user: User): string[] {
  const metadata: unknown = user.user_metadata;
  const customPicture =
    typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>).custom_picture : undefined;
  const urls = [customPicture, user[AVATAR_CLAIM], user.picture].map(nonEmptyString);
  return [...new Set(urls.filter((url): url is string => url !== undefined))];
}

/** The signed-in user as the app sees them, from the ID-token profile. */
export function currentUserFromProfile(user: User & { sub: string }): CurrentUser {
  const avatarUrls = avatarUrlsOf(user);
  return {
    sub: user.sub,
    userId: userIdFromSub(user.sub),
    email: nonEmptyString(user.email),
    name: nonEmptyString(user.name),
    emailVerified: typeof user.email_verified === 'boolean' ? user.email_verified : undefined,
    picture: avatarUrls[0],
    avatarUrls,
  };
}
