import { PAGE_SIZES, profileLinkSchema, type PageSize, type ProfileLink } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { timestamp, type Database } from '../../lib/db';
import type { UsersTable } from '../../lib/db/schema';

const PROFILE_COLUMNS = [
  'username',
  'full_name',
  'email',
  'phone_number',
  'avatar_key',
  'headline',
  'location',
  'summary',
  'links',
  'page_size',
] as const;

type ProfileRow = Pick<UsersTable, (typeof PROFILE_COLUMNS)[number]>;

/** The profile as stored: the avatar is its blob key. */
export interface StoredProfile {
  username: string;
  full_name: string | null;
  email: string | null;
  phone_number: string | null;
  avatar_key: string | null;
  headline: string | null;
  location: string | null;
  summary: string | null;
  links: ProfileLink[];
  page_size: PageSize | null;
}

/** What a resume shows besides the name and contact; a field left undefined keeps its stored value. */
export interface ResumeDetailsFields {
  headline?: string | null;
  location?: string | null;
  summary?: string | null;
  links?: ProfileLink[];
  page_size?: PageSize | null;
}

export interface ProfileFields extends ResumeDetailsFields {
  username: string;
  full_name: string | null;
  email: string;
  phone_number: string | null;
}

const storedLinksSchema = z.array(profileLinkSchema);
const storedPageSizeSchema = z.enum(PAGE_SIZES);

/** Reads the stored JSON text back; a row written before links existed, or none given, has none. */
function linksFrom(text: string | null): ProfileLink[] {
  if (!text) return [];
  const links = storedLinksSchema.safeParse(JSON.parse(text));
  return links.success ? links.data : [];
}

function toStoredProfile({ links, page_size, ...row }: ProfileRow): StoredProfile {
  const pageSize = storedPageSizeSchema.safeParse(page_size);
  return { ...row, links: linksFrom(links), page_size: pageSize.success ? pageSize.data : null };
}

/**
 * The columns an edit writes. A field left undefined stays undefined here, and Kysely leaves an
 * undefined value out of both the insert and the update, so the stored value is kept.
 */
function toColumns({ links, ...fields }: ProfileFields) {
  return { ...fields, links: links && (links.length ? JSON.stringify(links) : null) };
}

/** The caller's row of `users`; nothing here can read or write another user's profile. */
export function userQueries(db: Kysely<Database>, userId: string) {
  const newRow = (values: Partial<Omit<UsersTable, 'user_id' | 'created_at' | 'updated_at'>> & { username: string }) => {
    const now = timestamp();
    return {
      user_id: userId,
      full_name: null,
      email: null,
      phone_number: null,
      avatar_key: null,
      avatar_content_type: null,
      ...values,
      created_at: now,
      updated_at: now,
    };
  };

  return {
    find: async (): Promise<StoredProfile | undefined> => {
      const row = await db.selectFrom('users').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
      return row && toStoredProfile(row);
    },

    /**
     * Creates the profile from the provider's data, or fills in only what is still empty, so a
     * username, name or e-mail the user edited survives every later sign-in.
     */
    saveFromProvider: async (profile: { username: string; full_name: string | null; email: string | null }): Promise<StoredProfile> =>
      toStoredProfile(
        await db
          .insertInto('users')
          .values(newRow(profile))
          .onConflict((conflict) =>
            conflict.column('user_id').doUpdateSet((eb) => ({
              username: eb
                .case()
                .when('users.username', '=', '')
                .then(eb.ref('excluded.username'))
                .else(eb.ref('users.username'))
                .end(),
              full_name: eb.fn.coalesce('users.full_name', 'excluded.full_name'),
              email: eb.fn.coalesce('users.email', 'excluded.email'),
              updated_at: timestamp(),
            })),
          )
          .returning(PROFILE_COLUMNS)
          .executeTakeFirstOrThrow(),
      ),

    /** The user's own edit: every field as given, the resume details only when given. */
    update: async (fields: ProfileFields): Promise<StoredProfile> => {
      const columns = toColumns(fields);
      const row = await db
        .insertInto('users')
        .values(newRow(columns))
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...columns, updated_at: timestamp() }))
        .returning(PROFILE_COLUMNS)
        .executeTakeFirstOrThrow();
      return toStoredProfile(row);
    },

    /** Points the profile at a new avatar; answers the previous avatar's key, whose bytes the caller removes. */
    setAvatar: async (avatarKey: string, contentType: string): Promise<string | null> => {
      const previous = await db.selectFrom('users').select('avatar_key').where('user_id', '=', userId).executeTakeFirst();
      await db
        .insertInto('users')
        .values(newRow({ username: '', avatar_key: avatarKey, avatar_content_type: contentType }))
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ avatar_key: avatarKey, avatar_content_type: contentType, updated_at: timestamp() }),
        )
        .execute();
      return previous?.avatar_key ?? null;
    },
  };
}

/** An avatar by its key, whoever it belongs to: the key is random, and naming it is the permission to see it. */
export function avatarByKey(db: Kysely<Database>, avatarKey: string) {
  return db.selectFrom('users').select('avatar_content_type').where('avatar_key', '=', avatarKey).executeTakeFirst();
}
