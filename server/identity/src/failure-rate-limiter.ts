interface FailureWindow {
  failures: number;
  resetsAt: number;
}

export interface FailureRateLimit {
  maxFailures: number;
  windowMs: number;
}

/** 10 failures within 15 minutes, for passwords and TOTP codes alike. */
const DEFAULT_FAILURE_RATE_LIMIT: FailureRateLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

/**
 * Counts failed attempts per key (email and client IP for passwords, the user for TOTP codes) in a
 * fixed window. In memory on purpose: it guards one process against guessing; a restart resetting it
 * is acceptable for a local stand-in.
 */
export class FailureRateLimiter {
  readonly #limit: FailureRateLimit;
  readonly #windows = new Map<string, FailureWindow>();

  constructor(limit: FailureRateLimit = DEFAULT_FAILURE_RATE_LIMIT) {
    this.#limit = limit;
  }

  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const window = this.#current(key, now);
    return window && window.failures >= this.#limit.maxFailures ? window.resetsAt - now : 0;
  }

  recordFailure(key: string, now = Date.now()): void {
    this.#prune(now);
    const window = this.#current(key, now) ?? { failures: 0, resetsAt: now + this.#limit.windowMs };
    window.failures += 1;
    this.#windows.set(key, window);
  }

  recordSuccess(key: string): void {
    this.#windows.delete(key);
  }

  #current(key: string, now: number): FailureWindow | undefined {
    const window = this.#windows.get(key);
    return window && window.resetsAt > now ? window : undefined;
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.resetsAt <= now) this.#windows.delete(key);
    }
  }
}
