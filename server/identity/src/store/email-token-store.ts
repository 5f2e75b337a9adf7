import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './json-file.js';

/** How long a link sent by e-mail works. */
export const EMAIL_LINK_TTL_MS = 30 * 60 * 1000;

const common = { tokenHash: z.string(), expiresAt: z.number().int() };

const emailTokenSchema = z.discriminatedUnion('purpose', [
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

const tokensFileSchema = z.strictObject({ tokens: z.array(emailTokenSchema) });

export type EmailToken = z.output<typeof emailTokenSchema>;
export type EmailTokenPurpose = EmailToken['purpose'];
type EmailTokenOf<P extends EmailTokenPurpose> = Extract<EmailToken, { purpose: P }>;
export type NewEmailToken = EmailToken extends infer T ? (T extends EmailToken ? Omit<T, 'tokenHash' | 'expiresAt'> : never) : never;

/** Only a hash is kept: the file alone does not give anyone a working link. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Single-use tokens of the links the provider mails, in email-tokens.json. */
export class EmailTokenStore {
  readonly #file: string;
  #tokens: EmailToken[];
  readonly #clock: () => number;

  constructor(dataDir: string, clock: () => number = Date.now) {
    this.#file = path.join(dataDir, 'email-tokens.json');
    this.#tokens = readJsonFile(this.#file, tokensFileSchema)?.tokens ?? [];
    this.#clock = clock;
  }

  /**
   * Stores the token and returns the secret for the link. A new reset or verification link for an
   * account replaces the ones sent before, so only the newest works.
   */
  issue(entry: NewEmailToken): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.#clock();
    const replaced = (existing: EmailToken) => 'sub' in entry && 'sub' in existing && existing.purpose === entry.purpose && existing.sub === entry.sub;
    this.#tokens = this.#tokens.filter((existing) => existing.expiresAt > now && !replaced(existing));
    this.#tokens.push({ ...entry, tokenHash: hashToken(token), expiresAt: now + EMAIL_LINK_TTL_MS } as EmailToken);
    this.#save();
    return token;
  }

  /** The token's entry, removed so the link works once; undefined when unknown, used or expired. */
  consume<P extends EmailTokenPurpose>(purpose: P, token: string): EmailTokenOf<P> | undefined {
    const tokenHash = hashToken(token);
    const entry = this.#tokens.find((candidate) => candidate.purpose === purpose && candidate.tokenHash === tokenHash);
    if (!entry) return undefined;
    this.#tokens = this.#tokens.filter((candidate) => candidate !== entry);
    this.#save();
    return entry.expiresAt > this.#clock() ? (entry as EmailTokenOf<P>) : undefined;
  }

  /** The token's entry if it would be accepted now, without using it up (to show a form first). */
  peek<P extends EmailTokenPurpose>(purpose: P, token: string): EmailTokenOf<P> | undefined {
    const tokenHash = hashToken(token);
    const entry = this.#tokens.find((candidate) => candidate.purpose === purpose && candidate.tokenHash === tokenHash);
    return entry && entry.expiresAt > this.#clock() ? (entry as EmailTokenOf<P>) : undefined;
  }

  #save(): void {
    writeJsonFile(this.#file, { tokens: this.#tokens });
  }
}
