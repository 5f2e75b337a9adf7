/**
 * Stands in for '@auth0/auth0-react' in Jest (see jest.config.mjs): the identity provider is the
 * boundary of the shell's unit tests. Tests set the auth state with `mockAuth0()` from ./render.
 */
import type { ReactNode } from 'react';

export const useAuth0 = jest.fn();

export function Auth0Provider({ children }: { children?: ReactNode }) {
  return children;
}
