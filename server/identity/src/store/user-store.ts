import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './json-file.js';

const userSchema = z.strictObject({
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

const usersFileSchema = z.strictObject({ users: z.array(userSchema) });

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

/** Users in users.json, rewritten atomically on every change. */
export class UserStore {
  readonly #file: string;
  readonly #bySub = new Map<string, User>();
  readonly #byEmail = new Map<string, User>();

  constructor(dataDir: string) {
    this.#file = path.join(dataDir, 'users.json');
    for (const user of readJsonFile(this.#file, usersFileSchema)?.users ?? []) this.#index(user);
  }

  findBySub(sub: string): User | undefined {
    return this.#bySub.get(sub);
  }

  findByEmail(email: string): User | undefined {
    return this.#byEmail.get(normalizeEmail(email));
  }

  create({ email, fullName, passwordHash, emailVerified }: NewUser): User {
    const normalized = normalizeEmail(email);
    if (this.#byEmail.has(normalized)) throw new EmailTakenError(normalized);
    const now = new Date().toISOString();
    const user: User = {
      sub: `auth0|${randomBytes(12).toString('hex')}`,
      email: normalized,
      emailVerified,
      ...(fullName ? { fullName } : {}),
      passwordHash,
      mfaEnabled: false,
      createdAt: now,
      updatedAt: now,
    };
    this.#index(user);
    this.#save();
    return user;
  }

  /** Turning MFA off also forgets the authenticator: turning it on again enrolls a new one. */
  setMfaEnabled(sub: string, mfaEnabled: boolean): User | undefined {
    return this.#update(sub, (user) =>
      mfaEnabled ? { ...user, mfaEnabled } : { ...user, mfaEnabled, pendingTotpSecret: undefined, totp: undefined },
    );
  }

  setPasswordHash(sub: string, passwordHash: string): User | undefined {
    return this.#update(sub, (user) => ({ ...user, passwordHash }));
  }

  markEmailVerified(sub: string): User | undefined {
    return this.#update(sub, (user) => ({ ...user, emailVerified: true }));
  }

  setPendingTotpSecret(sub: string, encryptedSecret: string): User | undefined {
    return this.#update(sub, (user) => ({ ...user, pendingTotpSecret: encryptedSecret }));
  }

  /** Makes the pending secret the user's authenticator, once a code of it was accepted at `usedStep`. */
  confirmTotp(sub: string, usedStep: number): User | undefined {
    return this.#update(sub, (user) => {
      if (!user.pendingTotpSecret) throw new Error('There is no pending TOTP secret to confirm.');
      const totp = { secret: user.pendingTotpSecret, confirmedAt: new Date().toISOString(), lastUsedStep: usedStep };
      return { ...user, pendingTotpSecret: undefined, totp };
    });
  }

  recordTotpUse(sub: string, usedStep: number): User | undefined {
    return this.#update(sub, (user) => {
      if (!user.totp) throw new Error('The user has no confirmed TOTP secret.');
      return { ...user, totp: { ...user.totp, lastUsedStep: usedStep } };
    });
  }

  #update(sub: string, change: (user: User) => Omit<User, 'updatedAt'>): User | undefined {
    const user = this.#bySub.get(sub);
    if (!user) return undefined;
    const updated: User = { ...change(user), updatedAt: new Date().toISOString() };
    this.#index(updated);
    this.#save();
    return updated;
  }

  #index(user: User): void {
    this.#bySub.set(user.sub, user);
    this.#byEmail.set(user.email, user);
  }

  #save(): void {
    writeJsonFile(this.#file, { users: [...this.#bySub.values()] });
  }
}
