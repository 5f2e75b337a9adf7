import {
  AppToastContainer,
  Auth0TokenBridge,
  AuthProvider,
  ROUTES,
  RuntimeConfigProvider,
  type RuntimeConfig,
} from '@careerforge/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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

/**
 * The shell. Its QueryClientProvider is also the remotes' (@tanstack/react-query is a Module
 * Federation singleton), so the whole site shares one cache and one toast container.
 */
export function App({ config, queryClient }: { config: RuntimeConfig; queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <RoutedAuthProvider config={config}>
        <Auth0TokenBridge>
          <RuntimeConfigProvider config={config}>
            <QueryClientProvider client={queryClient}>
              <AppRoutes />
              <AppToastContainer />
            </QueryClientProvider>
          </RuntimeConfigProvider>
        </Auth0TokenBridge>
      </RoutedAuthProvider>
    </BrowserRouter>
  );
}
