import type { AppProfile, SaveUserBody } from '@careerforge/shared/contract';
import type { AuthUser } from '../../lib/auth';
import { HttpError } from '../../lib/errors';
import type { UserQueries } from './queries';

/** The username a new profile starts with: the part of the e-mail before the @. */
function usernameFromEmail(email: string | null): string {
  return email?.split('@')[0] ?? '';
}

/** The provider's name is a real name unless it is just the e-mail (Auth0 does that for password accounts). */
function fullNameFrom(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && !trimmed.includes('@') ? trimmed : null;
}

export function saveProviderProfile(users: UserQueries, body: SaveUserBody): Promise<AppProfile> {
  const email = body.email ?? null;
  return users.saveFromProvider({ username: usernameFromEmail(email), full_name: fullNameFrom(body.name), email });
}

/** The saved profile; before the first save, what the access token tells (its e-mail), if anything. */
export async function loadProfile(users: UserQueries, user: AuthUser): Promise<AppProfile> {
  const profile = await users.find();
  if (profile) return profile;
  if (!user.email) throw new HttpError(404, 'User not found');
  return { username: usernameFromEmail(user.email), full_name: null, email: user.email, phone_number: null };
}
