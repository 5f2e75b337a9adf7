import { REMOTE_NAMES, REMOTE_ROUTES, ROUTES, type RemoteName } from '@careerforge/shared';
import { Navigate, matchPath, useLocation } from 'react-router';
import { RemoteRoutes } from './RemoteRoutes';

/** The remote that renders `pathname` (its routes and anything below them), if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTE_ROUTES[name].some((route) => matchPath({ path: route, end: false }, pathname)),
  );
}

/** Hands the current path to the remote that owns it; an unknown path goes to the dashboard. */
export function RemoteRouteSwitch() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to={ROUTES.home} replace />;
  // Keyed by remote: another remote starts from a fresh loading state.
  return <RemoteRoutes key={remote} name={remote} />;
}
