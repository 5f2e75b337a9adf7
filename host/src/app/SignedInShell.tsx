import {
  AppToastContainer,
  Auth0TokenBridge,
  createQueryClient,
  ErrorBoundary,
  ROUTES,
  RuntimeConfigProvider,
  type RuntimeConfig,
} from '@careerforge/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { AfterSignIn } from '../pages/AfterSignIn';
import { Home } from '../pages/Home';
import { RemoteRouteSwitch } from '../remotes/RemoteRouteSwitch';
import { AuthenticatedLayout } from './AuthenticatedLayout';

/**
 * What a signed-in user sees: the shared package's providers and every route. Its QueryClientProvider
 * is also the remotes' (@tanstack/react-query is a Module Federation singleton), so the whole site
 * shares one cache and one toast container. /home is the shell's; the other routes belong to the
 * remotes (REMOTE_ROUTES): a remote renders its own absolute routes, so the shell hands it every
 * path under the root ("*") and RemoteRouteSwitch picks the remote by path.
 */
export function SignedInShell({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Auth0TokenBridge>
      <RuntimeConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          {/* The last resort: a crash outside a page (the bars) still shows the fallback. */}
          <ErrorBoundary>
            <Routes>
              <Route path={ROUTES.landing} element={<AfterSignIn />} />
              <Route element={<AuthenticatedLayout />}>
                <Route path={ROUTES.home} element={<Home />} />
                <Route path="*" element={<RemoteRouteSwitch />} />
              </Route>
            </Routes>
          </ErrorBoundary>
          <AppToastContainer />
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </Auth0TokenBridge>
  );
}
