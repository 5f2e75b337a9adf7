import { HttpError } from '../errors';

export interface UserShareLimits {
  /** Requests of one user that run at once. */
  running: number;
  /** Requests of one user that wait for a running one to finish; beyond them, 429. */
  queued: number;
  /** Told to a refused caller. */
  retryAfterSeconds: number;
}

interface UserSlots {
  running: number;
  waiting: (() => void)[];
}

/**
 * Bounds how much of a costly resource (the extraction workers) one user can hold: a few requests
 * at a time, in order, and a refusal naming when to retry beyond that, so one user sending many
 * slow files cannot make everyone else wait.
 */
export class UserShare {
  private readonly users = new Map<string, UserSlots>();

  constructor(private readonly limits: UserShareLimits) {}

  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const slots = this.users.get(userId) ?? { running: 0, waiting: [] };
    if (slots.running >= this.limits.running && slots.waiting.length >= this.limits.queued) {
      const seconds = this.limits.retryAfterSeconds;
      throw new HttpError(429, `Your earlier uploads are still being read; try again in ${seconds} seconds.`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
    this.users.set(userId, slots);
    if (slots.running >= this.limits.running) await new Promise<void>((resolve) => slots.waiting.push(resolve));
    else slots.running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiting request, so the count never drops in between.
      const next = slots.waiting.shift();
      if (next) next();
      else if (--slots.running === 0) this.users.delete(userId);
    }
  }
}
