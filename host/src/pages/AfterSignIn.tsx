import { useAuth0 } from '@auth0/auth0-react';
import { ROUTES } from '@careerforge/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveUserBodyFrom, useSaveUser } from '../api/saveUser';
import { returnPathFrom } from '../app/returnPath';
import { LandingLoading } from './LandingCard';

/**
 * The landing page (/) of a signed-in user: saves the user, then opens the page they asked for,
 * else /home.
 */
export function AfterSignIn() {
  const { isAuthenticated, user } = useAuth0();
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

  return <LandingLoading />;
}
