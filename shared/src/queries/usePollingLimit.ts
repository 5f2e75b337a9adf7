import { useCallback, useEffect, useState } from 'react';

/** A job polled for its status (a resume or a cover letter being written) is watched this long before the screen gives up. */
export const POLL_LIMIT_MS = 180_000;

export interface PollingLimit {
  /** The job was still running when the limit passed: stop polling and say so. */
  timedOut: boolean;
  /** Gives the job another `limitMs`, e.g. from a 'Retry' button. */
  restart: () => void;
}

/**
 * A clock for a status poll: it runs while `running` is true and reports `timedOut` once the job
 * has been running for `limitMs`, so a job that never finishes is not polled forever.
 */
export function usePollingLimit(running: boolean, limitMs: number = POLL_LIMIT_MS): PollingLimit {
  const [timedOut, setTimedOut] = useState(false);
  // Each restart is a new clock, even when `running` has not changed.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!running || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), limitMs);
    return () => clearTimeout(timer);
  }, [running, timedOut, limitMs, attempt]);

  const restart = useCallback(() => {
    setTimedOut(false);
    setAttempt((current) => current + 1);
  }, []);

  return { timedOut, restart };
}
