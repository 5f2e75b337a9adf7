import { useAuth0 } from '@auth0/auth0-react';
import { Button, ROUTES } from '@careerforge/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { saveUserBodyFrom, useSaveUser } from '../api/saveUser';
import { Logo } from '../components/Logo';
import './Landing.css';

/** The provider's error code when a silent sign-in needs the user to log in again. */
function isLoginRequired(error: Error): boolean {
  return (error as Error & { error?: unknown }).error === 'login_required' || error.message === 'login_required';
}

/** The landing page (/): sign in or sign up; a signed-in user is saved and taken to /home. */
export function Landing() {
  const { isLoading, isAuthenticated, error, user, loginWithRedirect } = useAuth0();
  const { mutateAsync: saveUser } = useSaveUser();
  const navigate = useNavigate();
  const savedSub = useRef<string | null>(null);

  useEffect(() => {
    const sub = user?.sub;
    if (!isAuthenticated || !user || !sub || savedSub.current === sub) return;
    savedSub.current = sub;
    // /home reads the profile this creates, so it waits; a failure is only logged, and /home opens anyway.
    saveUser(saveUserBodyFrom({ ...user, sub }))
      .catch((saveError: unknown) => console.error('Could not save the user:', saveError))
      .finally(() => navigate(ROUTES.home, { replace: true }));
  }, [isAuthenticated, user, saveUser, navigate]);

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
    <main className="landing">
      <section className="landing__card" aria-labelledby="landing-title">
        <Logo size={72} title="CareerForge logo" />
        <h1 id="landing-title" className="landing__title">
          Welcome
        </h1>
        <p className="landing__subtitle">Login to access profile</p>
        {error && (
          <p role="alert" className="landing__error">
            {isLoginRequired(error) ? 'Please log in to continue.' : `Error: ${error.message}`}
          </p>
        )}
        <div className="landing__actions">
          <Button onClick={() => void loginWithRedirect()}>Log In</Button>
          <Button
            variant="secondary"
            onClick={() => void loginWithRedirect({ authorizationParams: { screen_hint: 'signup' } })}
          >
            Sign Up
          </Button>
        </div>
      </section>
    </main>
  );
}
