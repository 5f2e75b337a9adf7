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

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/** Failures per key with an exponentially growing wait once the allowance is used up. */
class ExponentialBackoff {
  readonly #policy: BackoffPolicy;
  readonly #records = new Map<string, FailureRecord>();

  constructor(policy: BackoffPolicy) {
    this.#policy = policy;
  }

  retryAfterMs(key: string, now: number): number {
    const record = this.#current(key, now);
    return record ? Math.max(0, record.blockedUntil - now) : 0;
  }

  recordFailure(key: string, now: number): void {
    this.#prune(now);
    const record = this.#current(key, now) ?? { failures: 0, lastFailureAt: now, blockedUntil: now };
    record.failures += 1;
    record.lastFailureAt = now;
    const over = record.failures - this.#policy.failuresBeforeBackoff;
    if (over >= 0) {
      // 2^over overflows to Infinity long before it matters; the cap keeps the wait finite.
      record.blockedUntil = now + Math.min(this.#policy.maxDelayMs, this.#policy.baseDelayMs * 2 ** over);
    }
    this.#records.set(key, record);
  }

  clear(key: string): void {
    this.#records.delete(key);
  }

  #current(key: string, now: number): FailureRecord | undefined {
    const record = this.#records.get(key);
    return record && !this.#forgotten(record, now) ? record : undefined;
  }

  #forgotten(record: FailureRecord, now: number): boolean {
    return now >= record.blockedUntil && now - record.lastFailureAt >= this.#policy.forgetAfterMs;
  }

  #prune(now: number): void {
    for (const [key, record] of this.#records) {
      if (this.#forgotten(record, now)) this.#records.delete(key);
    }
  }
}

/**
 * Throttles failed password logins per client address and per account. Successful logins never
 * count; one clears the account's failures (its owner proved the password) but not the address's,
 * so a spraying client cannot wash its count with an account of its own. In memory, per process.
 */
export class LoginThrottle {
  readonly #perClientIp: ExponentialBackoff;
  readonly #perAccount: ExponentialBackoff;

  constructor(policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE) {
    this.#perClientIp = new ExponentialBackoff(policy.perClientIp);
    this.#perAccount = new ExponentialBackoff(policy.perAccount);
  }

  /** Milliseconds until this address may try this account again; 0 when it may now. */
  retryAfterMs(clientIp: string, email: string, now = Date.now()): number {
    return Math.max(this.#perClientIp.retryAfterMs(clientIp, now), this.#perAccount.retryAfterMs(email, now));
  }

  recordFailure(clientIp: string, email: string, now = Date.now()): void {
    this.#perClientIp.recordFailure(clientIp, now);
    this.#perAccount.recordFailure(email, now);
  }

  recordSuccess(email: string): void {
    this.#perAccount.clear(email);
  }
}
