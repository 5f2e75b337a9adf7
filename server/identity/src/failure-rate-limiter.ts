interface FailureWindow {
  failures: number;
  resetsAt: number;
}

export interface LoginRateLimit {
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failed logins per email and client IP in a fixed window. In memory on purpose: it guards one
 * process against password guessing; a restart resetting it is acceptable for a local stand-in.
 */
export class LoginRateLimiter {
  readonly #limit: LoginRateLimit;
  readonly #windows = new Map<string, FailureWindow>();

  constructor(limit: LoginRateLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 }) {
    this.#limit = limit;
  }

  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterMs(email: string, ip: string, now = Date.now()): number {
    const window = this.#current(email, ip, now);
    return window && window.failures >= this.#limit.maxFailures ? window.resetsAt - now : 0;
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    this.#prune(now);
    const key = keyOf(email, ip);
    const window = this.#current(email, ip, now) ?? { failures: 0, resetsAt: now + this.#limit.windowMs };
    window.failures += 1;
    this.#windows.set(key, window);
  }

  recordSuccess(email: string, ip: string): void {
    this.#windows.delete(keyOf(email, ip));
  }

  #current(email: string, ip: string, now: number): FailureWindow | undefined {
    const window = this.#windows.get(keyOf(email, ip));
    return window && window.resetsAt > now ? window : undefined;
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.resetsAt <= now) this.#windows.delete(key);
    }
  }
}

function keyOf(email: string, ip: string): string {
  return `${email}\u0000${ip}`;
}
