import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '@careerforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as activity: moving the mouse, pressing a key or clicking. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;

/**
 * The local storage key holding the time of the last activity in any tab of the site: signing out
 * signs out every tab, so an idle tab must not end the session of a tab the user is working in.
 */
export const LAST_ACTIVITY_KEY = 'careerforge.lastActivityAt';
/** A stream of mouse moves writes the shared time at most this often. */
const SHARE_ACTIVITY_EVERY_MS = 5_000;

function shareActivity(at: number) {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage blocked: each tab then keeps its own time.
  }
}

export interface InactivityLogoutOptions {
  /** Called once when the user has done nothing for `timeoutMs`. */
  onTimeout: () => void;
  /**
   * No timer at all: on routes where the user may read or type for a long time without a click.
   * Such a tab also keeps the other tabs' timers from running out.
   */
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
 * Signs the user out after a period without mouse movement, key presses or clicks in any tab of
 * the site, and warns `warningMs` before. Once the warning shows, only `staySignedIn` (or activity
 * in another tab) keeps the session: moving the mouse towards one of the warning's buttons must not
 * end it under the pointer.
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
    const warnAfterMs = timeoutMs - warningMs;
    // Opening the page (or staying signed in) is activity too.
    let lastActivity = Date.now();
    let lastShared = lastActivity;
    shareActivity(lastActivity);
    if (inert) {
      const keepOthersSignedIn = setInterval(() => shareActivity(Date.now()), warnAfterMs / 2);
      return () => clearInterval(keepOthersSignedIn);
    }

    // Activity only records a time; the single timer re-checks when it fires, so a stream of
    // mousemove events costs no timer churn.
    let warning = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= timeoutMs) {
        onTimeoutRef.current();
      } else if (idleFor >= warnAfterMs) {
        warning = true;
        setSignOutAt(lastActivity + timeoutMs);
        timer = setTimeout(check, timeoutMs - idleFor);
      } else {
        warning = false;
        setSignOutAt(null);
        timer = setTimeout(check, warnAfterMs - idleFor);
      }
    };
    const recordActivity = () => {
      if (warning) return;
      lastActivity = Date.now();
      if (lastActivity - lastShared >= SHARE_ACTIVITY_EVERY_MS) {
        lastShared = lastActivity;
        shareActivity(lastActivity);
      }
    };
    const recordActivityInAnotherTab = (event: StorageEvent) => {
      if (event.key !== LAST_ACTIVITY_KEY || event.newValue === null) return;
      const at = Number(event.newValue);
      if (!Number.isFinite(at) || at <= lastActivity) return;
      lastActivity = at;
      clearTimeout(timer);
      check();
    };
    timer = setTimeout(check, warnAfterMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, recordActivity, { passive: true });
    window.addEventListener('storage', recordActivityInAnotherTab);
    return () => {
      clearTimeout(timer);
      setSignOutAt(null);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, recordActivity);
      window.removeEventListener('storage', recordActivityInAnotherTab);
    };
  }, [inert, timeoutMs, warningMs, round]);

  return { signOutAt, staySignedIn };
}
