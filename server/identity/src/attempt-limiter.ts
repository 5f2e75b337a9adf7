interface AttemptWindow {
  attempts: number;
  resetsAt: number;
}

export interface AttemptLimit {
  maxAttempts: number;
  windowMs: number;
}

/**
 * Counts attempts per key in a fixed window: wrong TOTP codes per user, sign-ups per client IP. In
 * memory on purpose: it guards one process; a restart resetting it is acceptable for a local
 * stand-in.
 */
export class AttemptLimiter {
  readonly #limit: AttemptLimit;
  readonly #windows = new Map<string, AttemptWindow>();

  constructor(limit: AttemptLimit) {
    this.#limit = limit;
  }

  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const window = this.#current(key, now);
    return window && window.attempts >= this.#limit.maxAttempts ? window.resetsAt - now : 0;
  }

  record(key: string, now = Date.now()): void {
    this.#prune(now);
    const window = this.#current(key, now) ?? { attempts: 0, resetsAt: now + this.#limit.windowMs };
    window.attempts += 1;
    this.#windows.set(key, window);
  }

  clear(key: string): void {
    this.#windows.delete(key);
  }

  #current(key: string, now: number): AttemptWindow | undefined {
    const window = this.#windows.get(key);
    return window && window.resetsAt > now ? window : undefined;
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.resetsAt <= now) this.#windows.delete(key);
    }
  }
}
