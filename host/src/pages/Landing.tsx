import { useAuth0 } from '@auth0/auth0-react';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { returnPathFrom } from '../app/returnPath';
import { takeSignInWish } from '../app/signInWish';
import { LandingCard, LandingLoading } from './LandingCard';

/** The provider's error code when a silent sign-in needs the user to log in again. */
function isLoginRequired(error: Error): boolean {
  return (error as Error & { error?: unknown }).error === 'login_required' || error.message === 'login_required';
}

/**
 * The landing page (/) of a visitor who is not signed in: sign in or sign up, then come back to
 * the page they asked for. Once signed in, the shell shows AfterSignIn here instead.
 */
export function Landing() {
  const { isLoading, isAuthenticated, error, loginWithRedirect } = useAuth0();
  const returnTo = returnPathFrom(useLocation().state);

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

  if (isLoading || isAuthenticated) return <LandingLoading />;

  return (
    <LandingCard
      error={error && (isLoginRequired(error) ? 'Please log in to continue.' : `Error: ${error.message}`)}
      onLogIn={logIn}
      onSignUp={signUp}
    />
  );
}
