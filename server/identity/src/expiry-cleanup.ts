import { deleteEndedAttemptWindows } from './attempt-limiter.js';
import { deleteForgottenFailures } from './login-throttle.js';
import type { Database } from './store/database.js';
import type { EmailTokenStore } from './store/email-token-store.js';
import type { OidcStore } from './store/oidc-store.js';

/** Expired rows are never read; deleting them this often keeps the tables to what still counts. */
export const CLEANUP_INTERVAL_MS = 60_000;

export interface ExpiryCleanup {
  /** Stops the rounds and waits for one that is running, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Deletes expired tokens, sessions, interactions, mailed links, forgotten login failures and ended
 * attempt windows at start and then every interval. Every instance runs it; the deletes are idempotent.
 * A failed round is logged and the next one tries again.
 */
export function startExpiryCleanup(
  { db, oidc, emailTokens }: { db: Database; oidc: OidcStore; emailTokens: EmailTokenStore },
  log: (line: string) => void,
  intervalMs = CLEANUP_INTERVAL_MS,
): ExpiryCleanup {
  let running: Promise<unknown> | undefined;
  const round = () => {
    if (running) return;
    const now = Date.now();
    running = Promise.all([oidc.deleteExpired(now), emailTokens.deleteExpired(now), deleteForgottenFailures(db, now), deleteEndedAttemptWindows(db, now)])
      .catch((error: unknown) => log(`identity expiry cleanup failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
      });
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
