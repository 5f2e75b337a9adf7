import { AuthProvider, ROUTES, type RuntimeConfig } from '@careerforge/shared/startup';
import { useCallback, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { AppRoutes } from './AppRoutes';

/**
 * The router sits above sign-in, so the return from the provider is a router navigation: to the
 * landing page, which saves the user and then opens the page they asked for.
 */
function RoutedAuthProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const navigate = useNavigate();
  const goToRestoredPath = useCallback(
    (path: string) => navigate(ROUTES.landing, { replace: true, state: { returnTo: path } }),
    [navigate],
  );
  return (
    <AuthProvider config={config} onRedirect={goToRestoredPath}>
      {children}
    </AuthProvider>
  );
}

/** The shell: the router, sign-in, and the routes (the signed-in ones load once they are needed). */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <RoutedAuthProvider config={config}>
        <AppRoutes config={config} />
      </RoutedAuthProvider>
    </BrowserRouter>
  );
}
