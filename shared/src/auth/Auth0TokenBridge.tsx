import { useAuth0 } from '@auth0/auth0-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { TokenProvider } from './TokenProvider';
import { currentUserFromProfile } from './profile';

/**
 * Feeds the identity provider's session into the app's `TokenProvider`, so screens and remotes
 * depend only on `useAccessToken()` / `useCurrentUser()` / `useLogout()`, never on the provider SDK.
 * Render inside `AuthProvider`.
 */
export function Auth0TokenBridge({ children }: { children: ReactNode }) {
  const { user, getAccessTokenSilently, logout } = useAuth0();
  const getAccessToken = useCallback(async () => {
    const token = await getAccessTokenSilently();
    // The SDK types allow undefined (interactive flows); a signed-in session always yields a token.
    if (!token) throw new Error('The identity provider returned no access token.');
    return token;
  }, [getAccessTokenSilently]);
  const sub = user?.sub;
  const currentUser = useMemo(() => (user && sub ? currentUserFromProfile({ ...user, sub }) : null), [user, sub]);
  const logoutToSiteRoot = useCallback(() => {
    void logout({ logoutParams: { returnTo: window.location.origin } });
  }, [logout]);
  return (
    <TokenProvider getAccessToken={getAccessToken} currentUser={currentUser} logout={logoutToSiteRoot}>
      {children}
    </TokenProvider>
  );
}
