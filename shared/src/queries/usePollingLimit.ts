import { useCallback, useEffect, useState } from 'react';
import { POLL_LIMIT_MS } from '../config/ui';

export interface PollingLimit {
  /** `limitMs` have passed since the watch began or was restarted: stop polling a job still running and say so. */
  timedOut: boolean;
  /** Gives the job another `limitMs`, e.g. from a 'Retry' button. */
  restart: () => void;
}

/**
 * A clock for a status poll, started when the screen that watches the job mounts, so a job that
 * never finishes is not polled forever. The screen reads `timedOut` only while the job is still
 * running: a finished job has stopped its polls by then anyway.
 */
export function usePollingLimit(limitMs: number = POLL_LIMIT_MS): PollingLimit {
  const [timedOut, setTimedOut] = useState(false);
  // Each restart is a new clock.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), limitMs);
    return () => clearTimeout(timer);
  }, [timedOut, limitMs, attempt]);

  const restart = useCallback(() => {
    setTimedOut(false);
    setAttempt((current) => current + 1);
  }, []);

  return { timedOut, restart };
}
