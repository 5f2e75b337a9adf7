import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';
import type { UsersTable } from '../../lib/db/schema';

const PROFILE_COLUMNS = ['username', 'full_name', 'email', 'phone_number', 'avatar_key'] as const;

/** The profile as stored: the avatar is its blob key. */
export interface StoredProfile {
  username: string;
  full_name: string | null;
  email: string | null;
  phone_number: string | null;
  avatar_key: string | null;
}

export interface ProfileFields {
  username: string;
  full_name: string | null;
  email: string;
  phone_number: string | null;
}

/** The caller's row of `users`; nothing here can read or write another user's profile. */
export function userQueries(db: Kysely<Database>, userId: string) {
  const newRow = (values: Partial<Omit<UsersTable, 'user_id' | 'created_at' | 'updated_at'>> & { username: string }) => {
    const now = timestamp();
    return { user_id: userId, full_name: null, email: null, phone_number: null, avatar_key: null, avatar_content_type: null, ...values, created_at: now, updated_at: now };
  };

  return {
    find: (): Promise<StoredProfile | undefined> =>
      db.selectFrom('users').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst(),

    /**
     * Creates the profile from the provider's data, or fills in only what is still empty, so a
     * username, name or e-mail the user edited survives every later sign-in.
     */
    saveFromProvider: (profile: { username: string; full_name: string | null; email: string | null }): Promise<StoredProfile> =>
      db
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

    /** The user's own edit: every field as given. */
    update: (fields: ProfileFields): Promise<StoredProfile> =>
      db
        .insertInto('users')
        .values(newRow(fields))
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...fields, updated_at: timestamp() }))
        .returning(PROFILE_COLUMNS)
        .executeTakeFirstOrThrow(),

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
