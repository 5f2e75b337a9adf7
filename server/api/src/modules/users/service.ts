import type { AppProfile, SaveUserBody } from '@careerforge/contract';
import type { AuthUser } from '../../lib/auth';
import type { BlobStore } from '../../lib/blob-store';
import { HttpError } from '../../lib/errors';
import type { ProfileFields, StoredProfile, UserQueries } from './queries';

/** The username a new profile starts with: the part of the e-mail before the @. */
function usernameFromEmail(email: string | null): string {
  return email?.split('@')[0] ?? '';
}

/** The provider's name is a real name unless it is just the e-mail (Auth0 does that for password accounts). */
function fullNameFrom(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && !trimmed.includes('@') ? trimmed : null;
}

/** Builds avatar URLs: the API serves avatars itself, at an address browsers reach. */
export function avatarUrlOf(publicApiBaseUrl: string, avatarKey: string): string {
  return `${publicApiBaseUrl}/api/avatars/${avatarKey}`;
}

export function toAppProfile({ avatar_key, ...profile }: StoredProfile, publicApiBaseUrl: string): AppProfile {
  return { ...profile, avatar_url: avatar_key ? avatarUrlOf(publicApiBaseUrl, avatar_key) : null };
}

export async function saveProviderProfile(users: UserQueries, body: SaveUserBody, publicApiBaseUrl: string): Promise<AppProfile> {
  const email = body.email ?? null;
  const saved = await users.saveFromProvider({ username: usernameFromEmail(email), full_name: fullNameFrom(body.name), email });
  return toAppProfile(saved, publicApiBaseUrl);
}

/** The saved profile; before the first save, what the access token tells (its e-mail), if anything. */
export async function loadProfile(users: UserQueries, user: AuthUser, publicApiBaseUrl: string): Promise<AppProfile> {
  const profile = await users.find();
  if (profile) return toAppProfile(profile, publicApiBaseUrl);
  if (!user.email) throw new HttpError(404, 'User not found');
  return { username: usernameFromEmail(user.email), full_name: null, email: user.email, phone_number: null, avatar_url: null };
}

export async function updateProfile(users: UserQueries, fields: ProfileFields, publicApiBaseUrl: string): Promise<AppProfile> {
  return toAppProfile(await users.update(fields), publicApiBaseUrl);
}

/** Stores a checked avatar and makes it the user's; the previous one's bytes are removed. */
export async function replaceAvatar(
  users: UserQueries,
  blobs: BlobStore,
  image: { bytes: Buffer; contentType: string },
  publicApiBaseUrl: string,
): Promise<string> {
  const key = await blobs.put(image.bytes);
  let previous: string | null;
  try {
    previous = await users.setAvatar(key, image.contentType);
  } catch (error) {
    await blobs.delete(key);
    throw error;
  }
  if (previous && previous !== key) await blobs.delete(previous);
  return avatarUrlOf(publicApiBaseUrl, key);
}
