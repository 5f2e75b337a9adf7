import { sql } from 'kysely';
import type { Database } from './store/database.js';

export interface AttemptLimit {
  maxAttempts: number;
  windowMs: number;
}

/**
 * Counts attempts per key in a fixed window: wrong TOTP codes per user, sign-ups and reset mails per
 * client IP. One row per limiter and key in the database, so instances on it share the count; each
 * attempt is one statement, so attempts arriving at two instances at once are both counted.
 */
export class AttemptLimiter {
  readonly #db: Database;
  readonly #name: string;
  readonly #limit: AttemptLimit;

  /** `name` tells this limiter's rows from other limiters' (the same IP may sign up and ask for resets). */
  constructor(db: Database, name: string, limit: AttemptLimit) {
    this.#db = db;
    this.#name = name;
    this.#limit = limit;
  }

  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  async retryAfterMs(key: string, now = Date.now()): Promise<number> {
    const window = await this.#db
      .selectFrom('identity_attempts')
      .select(['attempts', 'resets_at'])
      .where('limiter', '=', this.#name)
      .where('key', '=', key)
      .where('resets_at', '>', now)
      .executeTakeFirst();
    return window && window.attempts >= this.#limit.maxAttempts ? window.resets_at - now : 0;
  }

  async record(key: string, now = Date.now()): Promise<void> {
    const resetsAt = now + this.#limit.windowMs;
    // A window that has ended starts again with this attempt.
    const ended = sql<boolean>`identity_attempts.resets_at <= ${now}`;
    await this.#db
      .insertInto('identity_attempts')
      .values({ limiter: this.#name, key, attempts: 1, resets_at: resetsAt })
      .onConflict((conflict) =>
        conflict.columns(['limiter', 'key']).doUpdateSet({
          attempts: sql<number>`case when ${ended} then 1 else identity_attempts.attempts + 1 end`,
          resets_at: sql<number>`case when ${ended} then ${resetsAt} else identity_attempts.resets_at end`,
        }),
      )
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('identity_attempts').where('limiter', '=', this.#name).where('key', '=', key).execute();
  }
}

/** Deletes the windows that have ended; returns how many. */
export async function deleteEndedAttemptWindows(db: Database, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('identity_attempts').where('resets_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
