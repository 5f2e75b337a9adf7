import { useCallback, useEffect, useRef } from 'react';

/** The local storage key whose change tells the other tabs of this site that the user signed out. */
export const SIGNED_OUT_KEY = 'careerforge.signedOutAt';

/**
 * Wraps the sign-out so that it also signs out every other tab of the site. The signal is a local
 * storage write: the browser hands it to the other tabs as a 'storage' event (never to the tab that
 * wrote it), and every browser has it. The value is the time, so each sign-out is a change.
 *
 * `signOut` ends the session at the identity provider; the other tabs only forget it
 * (`forgetSession`): a second end-session request racing the first finds no session to end, and
 * the provider answers it with an error page.
 */
export function useSignOutInEveryTab(signOut: () => void, forgetSession: () => void): () => void {
  const signOutRef = useRef(signOut);
  const forgetSessionRef = useRef(forgetSession);
  useEffect(() => {
    signOutRef.current = signOut;
    forgetSessionRef.current = forgetSession;
  }, [signOut, forgetSession]);

  useEffect(() => {
    const signOutWithTheOtherTab = (event: StorageEvent) => {
      if (event.key === SIGNED_OUT_KEY && event.newValue !== null) forgetSessionRef.current();
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
