import { preparedQuery } from '@careerforge/server-db';
import type { Database } from './store/database.js';

export interface BackoffPolicy {
  /** Failures let through before any waiting is imposed. */
  failuresBeforeBackoff: number;
  /** The wait after the first failure over the allowance; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key's failures are forgotten this long after its last one (at least maxDelayMs). */
  forgetAfterMs: number;
}

export interface LoginThrottlePolicy {
  /** Failures from one client address, whatever the accounts: stops spraying one password across many. */
  perClientIp: BackoffPolicy;
  /** Failures for one account, whatever the addresses: stops guessing one account's password from many. */
  perAccount: BackoffPolicy;
}

const MINUTE = 60_000;

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  perClientIp: { failuresBeforeBackoff: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  perAccount: { failuresBeforeBackoff: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
};

type BackoffScope = 'client-ip' | 'account';

/** How long a key's stored failures still make it wait; 0 once they are forgotten. */
function waitLeftMs(record: { blocked_until: number; forget_at: number }, now: number): number {
  return record.forget_at > now ? Math.max(0, record.blocked_until - now) : 0;
}

// Read at every failed login, cleared at every successful one: prepared once (see preparedQuery).
const selectFailures = preparedQuery((db: Database, { scope, key }: { scope: BackoffScope; key: string }) =>
  db
    .selectFrom('identity_login_failures')
    .select(['failures', 'last_failure_at', 'blocked_until', 'forget_at'])
    .where('scope', '=', scope)
    .where('key', '=', key),
);
const deleteFailures = preparedQuery((db: Database, { scope, key }: { scope: BackoffScope; key: string }) =>
  db.deleteFrom('identity_login_failures').where('scope', '=', scope).where('key', '=', key),
);

const CLIENT_IP_SCOPE: BackoffScope = 'client-ip';
const ACCOUNT_SCOPE: BackoffScope = 'account';

/** The records of an address and an account, in one round trip: every password sign-in asks. */
const selectBothFailures = preparedQuery((db: Database, { clientIp, email }: { clientIp: string; email: string }) =>
  db
    .selectFrom('identity_login_failures')
    .select(['blocked_until', 'forget_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', CLIENT_IP_SCOPE), eb('key', '=', clientIp)]),
        eb.and([eb('scope', '=', ACCOUNT_SCOPE), eb('key', '=', email)]),
      ]),
    ),
);

/**
 * Failures per key with an exponentially growing wait once the allowance is used up, one row per key
 * in the database, so every instance on it counts the same failures.
 */
class ExponentialBackoff {
  readonly #db: Database;
  readonly #scope: BackoffScope;
  readonly #policy: BackoffPolicy;

  constructor(db: Database, scope: BackoffScope, policy: BackoffPolicy) {
    this.#db = db;
    this.#scope = scope;
    this.#policy = policy;
  }

  /**
   * Read, then write only if the row is still what was read (else read again): two instances
   * recording failures of one key at once both count.
   */
  async recordFailure(key: string, now: number): Promise<void> {
    for (;;) {
      const stored = await this.#read(key);
      const current = stored && stored.forget_at > now ? stored : undefined;
      const failures = (current?.failures ?? 0) + 1;
      const over = failures - this.#policy.failuresBeforeBackoff;
      // 2^over overflows to Infinity long before it matters; the cap keeps the wait finite.
      const blockedUntil = over >= 0 ? now + Math.min(this.#policy.maxDelayMs, this.#policy.baseDelayMs * 2 ** over) : (current?.blocked_until ?? now);
      const record = { failures, last_failure_at: now, blocked_until: blockedUntil, forget_at: Math.max(blockedUntil, now + this.#policy.forgetAfterMs) };
      const written = stored
        ? await this.#db
            .updateTable('identity_login_failures')
            .set(record)
            .where('scope', '=', this.#scope)
            .where('key', '=', key)
            .where('failures', '=', stored.failures)
            .where('last_failure_at', '=', stored.last_failure_at)
            .executeTakeFirst()
            .then((result) => Number(result.numUpdatedRows))
        : await this.#db
            .insertInto('identity_login_failures')
            .values({ scope: this.#scope, key, ...record })
            .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
            .executeTakeFirst()
            .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0));
      if (written > 0) return;
    }
  }

  async clear(key: string): Promise<void> {
    await deleteFailures.run(this.#db, { scope: this.#scope, key });
  }

  async #read(key: string) {
    return selectFailures.first(this.#db, { scope: this.#scope, key });
  }
}

/**
 * Throttles failed password logins per client address and per account. Successful logins never
 * count; one clears the account's failures (its owner proved the password) but not the address's,
 * so a spraying client cannot wash its count with an account of its own. Kept in the database:
 * every instance on it throttles the same failures.
 */
export class LoginThrottle {
  readonly #perClientIp: ExponentialBackoff;
  readonly #perAccount: ExponentialBackoff;
  readonly #db: Database;

  constructor(db: Database, policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE) {
    this.#db = db;
    this.#perClientIp = new ExponentialBackoff(db, CLIENT_IP_SCOPE, policy.perClientIp);
    this.#perAccount = new ExponentialBackoff(db, ACCOUNT_SCOPE, policy.perAccount);
  }

  /** Milliseconds until this address may try this account again; 0 when it may now. */
  async retryAfterMs(clientIp: string, email: string, now = Date.now()): Promise<number> {
    const rows = await selectBothFailures.rows(this.#db, { clientIp, email });
    return Math.max(0, ...rows.map((record) => waitLeftMs(record, now)));
  }

  async recordFailure(clientIp: string, email: string, now = Date.now()): Promise<void> {
    await this.#perClientIp.recordFailure(clientIp, now);
    await this.#perAccount.recordFailure(email, now);
  }

  recordSuccess(email: string): Promise<void> {
    return this.#perAccount.clear(email);
  }
}

/** Deletes the failure records that no longer count; returns how many. */
export async function deleteForgottenFailures(db: Database, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('identity_login_failures').where('forget_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
