import { useAuth0 } from '@auth0/auth0-react';
import { ROUTES } from '@careerforge/shared';
import { Navigate, Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';

/** Every route but / requires sign-in; a visitor who is not signed in is sent to /. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useAuth0();
  if (isLoading) return <LoadingOverlay label="Loading…" />;
  if (!isAuthenticated) return <Navigate to={ROUTES.landing} replace />;
  return <Outlet />;
}
