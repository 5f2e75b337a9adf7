import { REMOTE_ROUTES, ROUTES } from '@careerforge/shared';
import { Navigate, matchPath, useLocation } from 'react-router';
import { RemoteRoutes } from './RemoteRoutes';

/**
 * The route table of the shell: finds the remote that renders a path (one of its routes or a path
 * below it). Built from the registry's remote routes, so a registered route needs no shell change.
 */
export function remoteRouteTable<Name extends string>(remoteRoutes: Readonly<Record<Name, readonly string[]>>) {
  const table = Object.entries<readonly string[]>(remoteRoutes) as Array<[Name, readonly string[]]>;
  return (pathname: string): Name | undefined =>
    table.find(([, routes]) => routes.some((route) => matchPath({ path: route, end: false }, pathname)))?.[0];
}

/** The remote that renders `pathname`, if any. */
export const remoteForPath = remoteRouteTable(REMOTE_ROUTES);

/** Hands the current path to the remote that owns it; an unknown path goes to the dashboard. */
export function RemoteRouteSwitch() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to={ROUTES.home} replace />;
  // Keyed by remote: another remote starts from a fresh loading state.
  return <RemoteRoutes key={remote} name={remote} />;
}
