import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '@careerforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as activity: moving the mouse, pressing a key or clicking. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;

export interface InactivityLogoutOptions {
  /** Called once when the user has done nothing for `timeoutMs`. */
  onTimeout: () => void;
  /** No timer at all: on routes where the user may read or type for a long time without a click. */
  inert?: boolean;
  timeoutMs?: number;
  /** How long before the sign-out the warning starts. */
  warningMs?: number;
}

export interface InactivityLogout {
  /** When the user will be signed out (epoch ms), while the warning shows; null otherwise. */
  signOutAt: number | null;
  /** Ends the warning and starts the idle time over. */
  staySignedIn: () => void;
}

/**
 * Signs the user out after a period without mouse movement, key presses or clicks, and warns
 * `warningMs` before. Once the warning shows, only `staySignedIn` keeps the session: moving the
 * mouse towards one of the warning's buttons must not end it under the pointer.
 */
export function useInactivityLogout({
  onTimeout,
  inert = false,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  warningMs = INACTIVITY_WARNING_MS,
}: InactivityLogoutOptions): InactivityLogout {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);
  const [signOutAt, setSignOutAt] = useState<number | null>(null);
  // Each 'Stay signed in' starts the timer effect afresh.
  const [round, setRound] = useState(0);
  const staySignedIn = useCallback(() => {
    setSignOutAt(null);
    setRound((current) => current + 1);
  }, []);

  useEffect(() => {
    if (inert) return;
    // Activity only records a time; the single timer re-checks when it fires, so a stream of
    // mousemove events costs no timer churn.
    let lastActivity = Date.now();
    let warning = false;
    let timer: ReturnType<typeof setTimeout>;
    const warnAfterMs = timeoutMs - warningMs;
    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= timeoutMs) {
        onTimeoutRef.current();
      } else if (idleFor >= warnAfterMs) {
        warning = true;
        setSignOutAt(lastActivity + timeoutMs);
        timer = setTimeout(check, timeoutMs - idleFor);
      } else {
        timer = setTimeout(check, warnAfterMs - idleFor);
      }
    };
    const recordActivity = () => {
      if (!warning) lastActivity = Date.now();
    };
    timer = setTimeout(check, warnAfterMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, recordActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      setSignOutAt(null);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, recordActivity);
    };
  }, [inert, timeoutMs, warningMs, round]);

  return { signOutAt, staySignedIn };
}
