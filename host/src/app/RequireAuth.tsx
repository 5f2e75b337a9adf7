import { useAuth0 } from '@auth0/auth0-react';
import { ROUTES } from '@careerforge/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';

/**
 * Every route but / requires sign-in; a visitor who is not signed in is sent to /, which brings
 * them back to this page after sign-in.
 */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useAuth0();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <LoadingOverlay label="Loading…" />;
  if (!isAuthenticated) return <Navigate to={ROUTES.landing} replace state={{ returnTo: `${pathname}${search}${hash}` }} />;
  return <Outlet />;
}
