import { useAuth0 } from '@auth0/auth0-react';
import { ROUTES, safeReturnPath } from '@careerforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveUserBodyFrom, useSaveUser } from '../api/saveUser';
import { takeSignInWish } from '../app/signInWish';
import { LandingCard } from './LandingCard';
import './Landing.css';

/** The provider's error code when a silent sign-in needs the user to log in again. */
function isLoginRequired(error: Error): boolean {
  return (error as Error & { error?: unknown }).error === 'login_required' || error.message === 'login_required';
}

/**
 * The page a visitor asked for before being sent here to sign in (RequireAuth and the return from
 * the provider put it in the navigation state); never the landing page itself.
 */
function returnPathFrom(state: unknown): string | undefined {
  const path = safeReturnPath((state as { returnTo?: unknown } | null)?.returnTo);
  return path === ROUTES.landing ? undefined : path;
}

/**
 * The landing page (/): sign in or sign up; a signed-in user is saved and taken to the page they
 * asked for, else to /home.
 */
export function Landing() {
  const { isLoading, isAuthenticated, error, user, loginWithRedirect } = useAuth0();
  const { mutateAsync: saveUser } = useSaveUser();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);
  const savedSub = useRef<string | null>(null);
  const [userSaved, setUserSaved] = useState(false);

  useEffect(() => {
    const sub = user?.sub;
    if (!isAuthenticated || !user || !sub || savedSub.current === sub) return;
    savedSub.current = sub;
    // /home reads the profile this creates, so it waits; a failure is only logged, and the page opens anyway.
    saveUser(saveUserBodyFrom({ ...user, sub }))
      .catch((saveError: unknown) => console.error('Could not save the user:', saveError))
      .finally(() => setUserSaved(true));
  }, [isAuthenticated, user, saveUser]);

  // Read once the user is saved: the router may bring the return path (a transition) after the
  // provider has already said the user is signed in.
  useEffect(() => {
    if (userSaved) navigate(returnTo ?? ROUTES.home, { replace: true });
  }, [userSaved, returnTo, navigate]);

  // The provider hands appState back after sign-in; the shell then brings the user here with it.
  const logIn = useCallback(
    () => void (returnTo ? loginWithRedirect({ appState: { returnTo } }) : loginWithRedirect()),
    [loginWithRedirect, returnTo],
  );
  const signUp = useCallback(
    () =>
      void loginWithRedirect({ ...(returnTo ? { appState: { returnTo } } : {}), authorizationParams: { screen_hint: 'signup' } }),
    [loginWithRedirect, returnTo],
  );

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    const wish = takeSignInWish();
    if (wish === 'logIn') logIn();
    if (wish === 'signUp') signUp();
  }, [isLoading, isAuthenticated, logIn, signUp]);

  if (isLoading || isAuthenticated) {
    return (
      <main className="landing">
        <p role="status" className="landing__status">
          Loading…
        </p>
      </main>
    );
  }

  return (
    <LandingCard
      error={error && (isLoginRequired(error) ? 'Please log in to continue.' : `Error: ${error.message}`)}
      onLogIn={logIn}
      onSignUp={signUp}
    />
  );
}
