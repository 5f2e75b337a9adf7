import { INACTIVITY_TIMEOUT_MS } from '@careerforge/shared';
import { useEffect, useRef } from 'react';

/** What counts as activity: moving the mouse, pressing a key or clicking. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;

export interface InactivityLogoutOptions {
  /** Called once when the user has done nothing for `timeoutMs`. */
  onTimeout: () => void;
  /** No timer at all: on routes where the user may read or type for a long time without a click. */
  inert?: boolean;
  timeoutMs?: number;
}

/** Signs the user out after a period without mouse movement, key presses or clicks. */
export function useInactivityLogout({ onTimeout, inert = false, timeoutMs = INACTIVITY_TIMEOUT_MS }: InactivityLogoutOptions) {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (inert) return;
    // Activity only records a time; the single timer re-checks when it fires, so a stream of
    // mousemove events costs no timer churn.
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= timeoutMs) onTimeoutRef.current();
      else timer = setTimeout(check, timeoutMs - idleFor);
    };
    const recordActivity = () => {
      lastActivity = Date.now();
    };
    timer = setTimeout(check, timeoutMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, recordActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, recordActivity);
    };
  }, [inert, timeoutMs]);
}
