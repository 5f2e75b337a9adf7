import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from './database.js';
import type { EmailTokensTable } from './schema.js';

/** How long a link sent by e-mail works. */
export const EMAIL_LINK_TTL_MS = 30 * 60 * 1000;

const common = { tokenHash: z.string(), expiresAt: z.number().int() };

/** A token as email-tokens.json held it; what a row is read back as, and what the JSON import reads. */
export const emailTokenSchema = z.discriminatedUnion('purpose', [
  /** A sign-up waiting for its address to be confirmed: the account is created from it. */
  z.strictObject({
    ...common,
    purpose: z.literal('signup'),
    email: z.string(),
    fullName: z.string().optional(),
    passwordHash: z.string(),
    /** The login the sign-up started from, continued when the link is opened in the same browser. */
    interactionUid: z.string(),
  }),
  z.strictObject({ ...common, purpose: z.literal('password-reset'), sub: z.string() }),
  z.strictObject({ ...common, purpose: z.literal('email-verification'), sub: z.string(), email: z.string() }),
]);

export type EmailToken = z.output<typeof emailTokenSchema>;
export type EmailTokenPurpose = EmailToken['purpose'];
type EmailTokenOf<P extends EmailTokenPurpose> = Extract<EmailToken, { purpose: P }>;
export type NewEmailToken = EmailToken extends infer T ? (T extends EmailToken ? Omit<T, 'tokenHash' | 'expiresAt'> : never) : never;

/** Only a hash is kept: the table alone does not give anyone a working link. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type EmailTokenRow = Selectable<EmailTokensTable>;

function fromRow(row: EmailTokenRow): EmailToken {
  const present = Object.entries({
    tokenHash: row.token_hash,
    purpose: row.purpose,
    expiresAt: row.expires_at,
    sub: row.sub,
    email: row.email,
    fullName: row.full_name,
    passwordHash: row.password_hash,
    interactionUid: row.interaction_uid,
  }).filter(([, value]) => value !== null);
  return emailTokenSchema.parse(Object.fromEntries(present));
}

export function toRow(token: EmailToken): EmailTokenRow {
  return {
    token_hash: token.tokenHash,
    purpose: token.purpose,
    expires_at: token.expiresAt,
    sub: 'sub' in token ? token.sub : null,
    email: 'email' in token ? token.email : null,
    full_name: ('fullName' in token ? token.fullName : undefined) ?? null,
    password_hash: 'passwordHash' in token ? token.passwordHash : null,
    interaction_uid: 'interactionUid' in token ? token.interactionUid : null,
  };
}

/** Single-use tokens of the links the provider mails, one row each. */
export class EmailTokenStore {
  readonly #db: Database;
  readonly #clock: () => number;

  constructor(db: Database, clock: () => number = Date.now) {
    this.#db = db;
    this.#clock = clock;
  }

  /**
   * Stores the token and returns the secret for the link. A new reset or verification link for an
   * account replaces the ones sent before, so only the newest works.
   */
  async issue(entry: NewEmailToken): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const row = toRow({ ...entry, tokenHash: hashToken(token), expiresAt: this.#clock() + EMAIL_LINK_TTL_MS } as EmailToken);
    await this.#db.transaction().execute(async (trx) => {
      if ('sub' in entry) {
        await trx.deleteFrom('identity_email_tokens').where('purpose', '=', entry.purpose).where('sub', '=', entry.sub).execute();
      }
      await trx.insertInto('identity_email_tokens').values(row).execute();
    });
    return token;
  }

  /** The token's entry, removed so the link works once; undefined when unknown, used or expired. */
  async consume<P extends EmailTokenPurpose>(purpose: P, token: string): Promise<EmailTokenOf<P> | undefined> {
    const row = await this.#db
      .deleteFrom('identity_email_tokens')
      .where('purpose', '=', purpose)
      .where('token_hash', '=', hashToken(token))
      .returningAll()
      .executeTakeFirst();
    return row && row.expires_at > this.#clock() ? (fromRow(row) as EmailTokenOf<P>) : undefined;
  }

  /** The token's entry if it would be accepted now, without using it up (to show a form first). */
  async peek<P extends EmailTokenPurpose>(purpose: P, token: string): Promise<EmailTokenOf<P> | undefined> {
    const row = await this.#db
      .selectFrom('identity_email_tokens')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', this.#clock())
      .executeTakeFirst();
    return row && (fromRow(row) as EmailTokenOf<P>);
  }

  /** Deletes the links that no longer work; returns how many. */
  async deleteExpired(now = this.#clock()): Promise<number> {
    const result = await this.#db.deleteFrom('identity_email_tokens').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
