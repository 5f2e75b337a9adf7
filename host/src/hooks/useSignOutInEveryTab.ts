import { useCallback, useEffect, useRef } from 'react';

/** The local storage key whose change tells the other tabs of this site that the user signed out. */
export const SIGNED_OUT_KEY = 'careerforge.signedOutAt';

/**
 * Wraps the sign-out so that it also signs out every other tab of the site. The signal is a local
 * storage write: the browser hands it to the other tabs as a 'storage' event (never to the tab that
 * wrote it), and every browser has it. The value is the time, so each sign-out is a change.
 */
export function useSignOutInEveryTab(signOut: () => void): () => void {
  const signOutRef = useRef(signOut);
  useEffect(() => {
    signOutRef.current = signOut;
  }, [signOut]);

  useEffect(() => {
    const signOutWithTheOtherTab = (event: StorageEvent) => {
      if (event.key === SIGNED_OUT_KEY && event.newValue !== null) signOutRef.current();
    };
    window.addEventListener('storage', signOutWithTheOtherTab);
    return () => window.removeEventListener('storage', signOutWithTheOtherTab);
  }, []);

  return useCallback(() => {
    try {
      window.localStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
    } catch {
      // Storage blocked: this tab still signs out; the others find out at their next token refresh.
    }
    signOutRef.current();
  }, []);
}
