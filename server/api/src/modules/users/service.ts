import type { AppProfile, CareerRecord, EducationRecord, PageSize, ProfileLink, SaveUserBody } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../lib/auth';
import { storeBeforeRow, type BlobStore } from '../../lib/blob-store';
import type { Database } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { getCareerHistory } from '../career/service';
import { getEducation } from '../education/service';
import { getSkills } from '../skills/service';
import { checkAvatarImage } from './avatar-image';
import { avatarByKey, userQueries, type ProfileFields, type StoredProfile } from './queries';

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
function avatarUrlOf(publicApiBaseUrl: string, avatarKey: string): string {
  return `${publicApiBaseUrl}/api/avatars/${avatarKey}`;
}

function toAppProfile({ avatar_key, ...profile }: StoredProfile, publicApiBaseUrl: string): AppProfile {
  return { ...profile, avatar_url: avatar_key ? avatarUrlOf(publicApiBaseUrl, avatar_key) : null };
}

export async function saveProviderProfile(
  db: Kysely<Database>,
  userId: string,
  body: SaveUserBody,
  publicApiBaseUrl: string,
): Promise<AppProfile> {
  const email = body.email ?? null;
  const saved = await userQueries(db, userId).saveFromProvider({ username: usernameFromEmail(email), full_name: fullNameFrom(body.name), email });
  return toAppProfile(saved, publicApiBaseUrl);
}

/** The saved profile; before the first save, what the access token tells (its e-mail), if anything. */
export async function loadProfile(db: Kysely<Database>, user: AuthUser, publicApiBaseUrl: string): Promise<AppProfile> {
  const profile = await userQueries(db, user.userId).find();
  if (profile) return toAppProfile(profile, publicApiBaseUrl);
  if (!user.email) throw notFound('user');
  return {
    username: usernameFromEmail(user.email),
    full_name: null,
    email: user.email,
    phone_number: null,
    avatar_url: null,
    headline: null,
    location: null,
    links: [],
    summary: null,
    page_size: null,
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  fields: ProfileFields,
  publicApiBaseUrl: string,
): Promise<AppProfile> {
  return toAppProfile(await userQueries(db, userId).update(fields), publicApiBaseUrl);
}

/**
 * Checks an uploaded image (415 or 422 when it is not a usable one), stores it and makes it the
 * user's avatar; the previous one's bytes are removed. Answers the new avatar's URL.
 */
export async function replaceAvatar(
  db: Kysely<Database>,
  blobs: BlobStore,
  userId: string,
  bytes: Buffer,
  publicApiBaseUrl: string,
): Promise<string> {
  const contentType = checkAvatarImage(bytes);
  const stored = await storeBeforeRow(blobs, bytes, async (key) => ({ key, previous: await userQueries(db, userId).setAvatar(key, contentType) }));
  if (stored.previous && stored.previous !== stored.key) await blobs.discard(stored.previous);
  return avatarUrlOf(publicApiBaseUrl, stored.key);
}

/** An avatar by its key, whoever it belongs to: the key is random, and naming it is the permission to see it. */
export async function avatarFile(db: Kysely<Database>, blobs: BlobStore, avatarKey: string): Promise<{ contentType: string; bytes: Buffer }> {
  const avatar = await avatarByKey(db, avatarKey);
  const bytes = avatar && (await blobs.get(avatarKey));
  if (!avatar?.avatar_content_type || !bytes) throw notFound('avatar');
  return { contentType: avatar.avatar_content_type, bytes };
}

/** Everything known about the user that a resume or advice is written from. */
export interface ProfileSnapshot {
  /** The name at the top of a resume and how to reach the user. */
  contact: { name: string; email: string | null; phone: string | null };
  /** Most recent first. */
  career: CareerRecord[];
  /** Most recent first. */
  education: EducationRecord[];
  skills: string[];
  /** The header's line under the name, e.g. 'Senior Data Engineer'; null when the user gave none. */
  headline: string | null;
  location: string | null;
  /** Shown in the header beside the e-mail and phone; [] when none. */
  links: ProfileLink[];
  /** The user's own summary, used as written instead of a composed one; null when none. */
  summary: string | null;
  /** The paper the user formats resumes on unless a request names another. */
  pageSize: PageSize;
}

/** US Letter unless the user chose A4. */
const DEFAULT_PAGE_SIZE: PageSize = 'letter';

/** The name at the top of the resume: the full name, else the username, else the e-mail's local part. */
function displayNameOf(profile: { username: string; full_name: string | null; email: string | null } | undefined): string {
  return profile?.full_name?.trim() || profile?.username.trim() || profile?.email?.split('@')[0] || '';
}

/** The user's profile, career history, education and skills as they are now, read together. */
export async function loadProfileSnapshot(db: Kysely<Database>, userId: string): Promise<ProfileSnapshot> {
  const [profile, career, education, skills] = await Promise.all([
    userQueries(db, userId).find(),
    getCareerHistory(db, userId),
    getEducation(db, userId),
    getSkills(db, userId),
  ]);
  return {
    contact: { name: displayNameOf(profile), email: profile?.email ?? null, phone: profile?.phone_number ?? null },
    career,
    education,
    skills: skills.map(({ skill }) => skill),
    headline: profile?.headline ?? null,
    location: profile?.location ?? null,
    links: profile?.links ?? [],
    summary: profile?.summary ?? null,
    pageSize: profile?.page_size ?? DEFAULT_PAGE_SIZE,
  };
}

/** The paper the user formats resumes on: their choice in the preferences, else US Letter. */
export async function preferredPageSize(db: Kysely<Database>, userId: string): Promise<PageSize> {
  return (await userQueries(db, userId).find())?.page_size ?? DEFAULT_PAGE_SIZE;
}
