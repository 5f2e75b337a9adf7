import { randomBytes } from 'node:crypto';
import { sql, type Selectable, type UpdateObject, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation, preparedQuery } from '@careerforge/server-db';
import type { Database, IdentityDatabase } from './database.js';
import type { UsersTable } from './schema.js';

/** A user as users.json held it; still the shape of a user, and what the JSON import reads. */
export const userSchema = z.strictObject({
  /** `auth0|<24 hex digits>`, the same shape as Auth0's database-connection user ids. */
  sub: z.string().regex(/^auth0\|[0-9a-f]{24}$/),
  /** Stored lower-cased; the lookup key. */
  email: z.string(),
  emailVerified: z.boolean(),
  /** The full name given at sign-up, if any. */
  fullName: z.string().optional(),
  passwordHash: z.string(),
  /** Asked for a TOTP code after the password at login. */
  mfaEnabled: z.boolean(),
  /** A TOTP secret shown at enrollment, not yet confirmed with a code; encrypted (SecretCipher). */
  pendingTotpSecret: z.string().optional(),
  /** The confirmed authenticator: its secret (encrypted) and the time step of the last accepted code. */
  totp: z
    .strictObject({
      secret: z.string(),
      confirmedAt: z.iso.datetime(),
      lastUsedStep: z.number().int(),
    })
    .optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type User = z.output<typeof userSchema>;

export interface NewUser {
  email: string;
  fullName: string | undefined;
  passwordHash: string;
  /** True when the account is created from a link mailed to the address. */
  emailVerified: boolean;
}

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

type UserRow = Selectable<UsersTable>;

function fromRow(row: UserRow): User {
  return userSchema.parse({
    sub: row.sub,
    email: row.email,
    emailVerified: row.email_verified === 1,
    ...(row.full_name !== null ? { fullName: row.full_name } : {}),
    passwordHash: row.password_hash,
    mfaEnabled: row.mfa_enabled === 1,
    ...(row.pending_totp_secret !== null ? { pendingTotpSecret: row.pending_totp_secret } : {}),
    ...(row.totp_secret !== null
      ? { totp: { secret: row.totp_secret, confirmedAt: row.totp_confirmed_at, lastUsedStep: row.totp_last_used_step } }
      : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

export function toRow(user: User): UserRow {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: user.emailVerified ? 1 : 0,
    full_name: user.fullName ?? null,
    password_hash: user.passwordHash,
    mfa_enabled: user.mfaEnabled ? 1 : 0,
    pending_totp_secret: user.pendingTotpSecret ?? null,
    totp_secret: user.totp?.secret ?? null,
    totp_confirmed_at: user.totp?.confirmedAt ?? null,
    totp_last_used_step: user.totp?.lastUsedStep ?? null,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

type UserChange = UpdateObject<IdentityDatabase, 'identity_users'>;
type UserUpdate = UpdateQueryBuilder<IdentityDatabase, 'identity_users', 'identity_users', UpdateResult>;

// Every sign-in and refresh reads its user: prepared once (see preparedQuery).
const selectBySub = preparedQuery((db: Database, { sub }: { sub: string }) => db.selectFrom('identity_users').selectAll().where('sub', '=', sub));
const selectByEmail = preparedQuery((db: Database, { email }: { email: string }) => db.selectFrom('identity_users').selectAll().where('email', '=', email));

/** Users, one row each; every change is one UPDATE of that row. */
export class UserStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async findBySub(sub: string): Promise<User | undefined> {
    const row = await selectBySub.first(this.#db, { sub });
    return row && fromRow(row);
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const row = await selectByEmail.first(this.#db, { email: normalizeEmail(email) });
    return row && fromRow(row);
  }

  async create({ email, fullName, passwordHash, emailVerified }: NewUser): Promise<User> {
    const now = new Date().toISOString();
    const user: User = {
      sub: `auth0|${randomBytes(12).toString('hex')}`,
      email: normalizeEmail(email),
      emailVerified,
      ...(fullName ? { fullName } : {}),
      passwordHash,
      mfaEnabled: false,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.#db.insertInto('identity_users').values(toRow(user)).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(user.email);
      throw error;
    }
    return user;
  }

  /** Turning MFA off also forgets the authenticator: turning it on again enrolls a new one. */
  setMfaEnabled(sub: string, mfaEnabled: boolean): Promise<User | undefined> {
    return this.#update(
      sub,
      mfaEnabled
        ? { mfa_enabled: 1 }
        : { mfa_enabled: 0, pending_totp_secret: null, totp_secret: null, totp_confirmed_at: null, totp_last_used_step: null },
    );
  }

  setPasswordHash(sub: string, passwordHash: string): Promise<User | undefined> {
    return this.#update(sub, { password_hash: passwordHash });
  }

  markEmailVerified(sub: string): Promise<User | undefined> {
    return this.#update(sub, { email_verified: 1 });
  }

  /** Keeps the first secret when two enrollment pages race: the user gets one QR code, whichever page is open. */
  async setPendingTotpSecret(sub: string, encryptedSecret: string): Promise<User | undefined> {
    await this.#update(sub, { pending_totp_secret: encryptedSecret }, (query) => query.where('pending_totp_secret', 'is', null));
    return this.findBySub(sub);
  }

  /**
   * Makes the pending secret the user's authenticator, once a code of it was accepted at `usedStep`.
   * Undefined when there is no pending secret (any more).
   */
  confirmTotp(sub: string, usedStep: number): Promise<User | undefined> {
    return this.#update(
      sub,
      {
        // Both sides read the row as it was: the pending secret moves over, then is cleared.
        totp_secret: sql<string>`pending_totp_secret`,
        pending_totp_secret: null,
        totp_confirmed_at: new Date().toISOString(),
        totp_last_used_step: usedStep,
      },
      (query) => query.where('pending_totp_secret', 'is not', null),
    );
  }

  /**
   * Records the time step of an accepted code; undefined when a code of that step or a later one was
   * already accepted, so a code is used once even when two instances check it at the same moment.
   */
  recordTotpUse(sub: string, usedStep: number): Promise<User | undefined> {
    return this.#update(sub, { totp_last_used_step: usedStep }, (query) =>
      query.where('totp_secret', 'is not', null).where('totp_last_used_step', '<', usedStep),
    );
  }

  async #update(
    sub: string,
    change: UserChange,
    narrow: (query: UserUpdate) => UserUpdate = (query) => query,
  ): Promise<User | undefined> {
    const query = this.#db
      .updateTable('identity_users')
      .set({ ...change, updated_at: new Date().toISOString() })
      .where('sub', '=', sub);
    const row = await narrow(query).returningAll().executeTakeFirst();
    return row && fromRow(row);
  }
}
