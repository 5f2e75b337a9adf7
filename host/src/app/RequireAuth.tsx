import { useAuth0 } from '@auth0/auth0-react';
import { ROUTES } from '@careerforge/shared/startup';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';

/**
 * Every route but / requires sign-in; what a visitor who is not signed in sees on one: a wait while
 * the sign-in state loads, then /, which brings them back to this page after sign-in.
 */
export function RequireAuth() {
  const { isLoading } = useAuth0();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <LoadingOverlay label="Loading…" />;
  return <Navigate to={ROUTES.landing} replace state={{ returnTo: `${pathname}${search}${hash}` }} />;
}
