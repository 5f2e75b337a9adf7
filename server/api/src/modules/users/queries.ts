import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';

const PROFILE_COLUMNS = ['username', 'full_name', 'email', 'phone_number'] as const;

/** The caller's row of `users`; nothing here can read or write another user's profile. */
export function userQueries(db: Kysely<Database>, userId: string) {
  return {
    find: () => db.selectFrom('users').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst(),

    /**
     * Creates the profile from the provider's data, or fills in only what is still empty, so a
     * username, name or e-mail the user edited survives every later sign-in.
     */
    saveFromProvider: (profile: { username: string; full_name: string | null; email: string | null }) => {
      const now = timestamp();
      return db
        .insertInto('users')
        .values({ user_id: userId, ...profile, phone_number: null, created_at: now, updated_at: now })
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
            updated_at: now,
          })),
        )
        .returning(PROFILE_COLUMNS)
        .executeTakeFirstOrThrow();
    },
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
