import { useAuth0 } from '@auth0/auth0-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Auth0TokenBridge } from '../auth/Auth0TokenBridge';
import { AuthProvider } from '../auth/AuthProvider';
import { useCurrentUser, useLogout } from '../auth/TokenProvider';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { AppToastContainer } from '../notify/Toasts';
import { createQueryClient } from '../remote/createQueryClient';
import { Button } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/** A remote's page has no landing page of its own: a visitor who is not signed in goes straight to the provider. */
function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, error, loginWithRedirect } = useAuth0();
  const [redirectError, setRedirectError] = useState<Error | null>(null);
  const redirectStarted = useRef(false);

  useEffect(() => {
    if (isLoading || isAuthenticated || error || redirectStarted.current) return;
    redirectStarted.current = true;
    const { pathname, search, hash } = window.location;
    loginWithRedirect({ appState: { returnTo: pathname + search + hash } }).catch((cause: unknown) =>
      setRedirectError(cause instanceof Error ? cause : new Error(String(cause))),
    );
  }, [isLoading, isAuthenticated, error, loginWithRedirect]);

  const failure = error ?? redirectError;
  if (failure) {
    return (
      <p role="alert" className="cf-standalone-message">
        Error: {failure.message}
      </p>
    );
  }
  if (!isAuthenticated) {
    return (
      <p role="status" className="cf-standalone-message">
        Loading…
      </p>
    );
  }
  return children;
}

function StandaloneHeader({ title }: { title: string }) {
  const currentUser = useCurrentUser();
  const logout = useLogout();
  return (
    <header className="cf-standalone-header">
      <span className="cf-standalone-header__title">{title}</span>
      {currentUser?.email && <span className="cf-standalone-header__email">{currentUser.email}</span>}
      <Button variant="secondary" onClick={logout}>
        Log Out
      </Button>
    </header>
  );
}

export interface StandaloneAppProps {
  App: ComponentType;
  title: string;
  config: RuntimeConfig;
}

/** The providers the shell gives a remote, plus sign-in, for the remote's own page. */
export function StandaloneApp({ App, title, config }: StandaloneAppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AuthProvider config={config}>
      <RequireSignIn>
        <Auth0TokenBridge>
          <RuntimeConfigProvider config={config}>
            <QueryClientProvider client={queryClient}>
              {/* Mounted after sign-in, so the router starts on the path restored from the redirect. */}
              <BrowserRouter>
                <StandaloneHeader title={title} />
                <main className="cf-standalone-main">
                  <ErrorBoundary>
                    <App />
                  </ErrorBoundary>
                </main>
                <AppToastContainer />
              </BrowserRouter>
            </QueryClientProvider>
          </RuntimeConfigProvider>
        </Auth0TokenBridge>
      </RequireSignIn>
    </AuthProvider>
  );
}
