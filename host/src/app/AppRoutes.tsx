import { useAuth0 } from '@auth0/auth0-react';
import { ErrorBoundary, ROUTES, type RuntimeConfig } from '@careerforge/shared/startup';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Landing } from '../pages/Landing';
import { RequireAuth } from './RequireAuth';
import { useRouteDocumentTitle } from './useRouteDocumentTitle';

/**
 * The signed-in part of the shell and the shared package it needs (query client, toasts, the API
 * contract): loaded once the provider says the user is signed in, or earlier through
 * preloadSignedInShell() when a signed-in visit is likely.
 */
const loadSignedInShell = () => import('./SignedInShell');
const SignedInShell = lazy(() => loadSignedInShell().then(({ SignedInShell: Shell }) => ({ default: Shell })));

export function preloadSignedInShell(): void {
  void loadSignedInShell();
}

/**
 * Every route of shared/apps.json. A visitor who is not signed in gets the landing page (/) from
 * the shell's own light code, and is sent there from every other route; a signed-in user gets
 * SignedInShell's routes.
 */
export function AppRoutes({ config }: { config: RuntimeConfig }) {
  useRouteDocumentTitle();
  const { isAuthenticated } = useAuth0();
  return (
    // The last resort: a crash outside a page still shows the fallback.
    <ErrorBoundary>
      {isAuthenticated ? (
        <Suspense fallback={<LoadingOverlay label="Loading…" />}>
          <SignedInShell config={config} />
        </Suspense>
      ) : (
        <Routes>
          <Route path={ROUTES.landing} element={<Landing />} />
          <Route path="*" element={<RequireAuth />} />
        </Routes>
      )}
    </ErrorBoundary>
  );
}
