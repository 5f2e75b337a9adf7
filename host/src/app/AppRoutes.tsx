import { ErrorBoundary, ROUTES } from '@careerforge/shared';
import { Route, Routes } from 'react-router';
import { Home } from '../pages/Home';
import { Landing } from '../pages/Landing';
import { RemoteRouteSwitch } from '../remotes/RemoteRouteSwitch';
import { AuthenticatedLayout } from './AuthenticatedLayout';
import { RequireAuth } from './RequireAuth';
import { useRouteDocumentTitle } from './useRouteDocumentTitle';

/**
 * Every route of shared/apps.json: / is public; /home is the shell's; the others belong to the
 * remotes (REMOTE_ROUTES). A remote renders its own absolute routes, so the shell hands it every
 * path under the root ("*") and RemoteRouteSwitch picks the remote by path.
 */
export function AppRoutes() {
  useRouteDocumentTitle();
  return (
    // The last resort: a crash outside a page (the bars, the landing page) still shows the fallback.
    <ErrorBoundary>
      <Routes>
        <Route path={ROUTES.landing} element={<Landing />} />
        <Route element={<RequireAuth />}>
          <Route element={<AuthenticatedLayout />}>
            <Route path={ROUTES.home} element={<Home />} />
            <Route path="*" element={<RemoteRouteSwitch />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
