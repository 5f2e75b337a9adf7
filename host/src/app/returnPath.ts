import { ROUTES, safeReturnPath } from '@careerforge/shared/startup';

/**
 * The page a visitor asked for before being sent to the landing page to sign in (RequireAuth and
 * the return from the provider put it in the navigation state); never the landing page itself.
 */
export function returnPathFrom(state: unknown): string | undefined {
  const path = safeReturnPath((state as { returnTo?: unknown } | null)?.returnTo);
  return path === ROUTES.landing ? undefined : path;
}
