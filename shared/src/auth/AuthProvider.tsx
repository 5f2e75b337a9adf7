import { Auth0Provider, type AppState } from '@auth0/auth0-react';
import { useCallback, type ReactNode } from 'react';
import type { RuntimeConfig } from '../config/runtimeConfig';

/** Profile and e-mail, reading and updating the user's own account, and a refresh token. */
export const AUTH_SCOPE = 'openid profile email read:current_user update:current_user_metadata offline_access';

/**
 * The provider SDK's token worker, served from the app's root by the shared build config (its
 * built-in blob: worker would need `worker-src blob:` in the Content-Security-Policy).
 */
export const AUTH_TOKEN_WORKER_URL = '/auth0-token-worker.js';

/** Only a path of this site may be restored after sign-in (never another origin). */
export function safeReturnPath(returnTo: unknown): string | undefined {
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
}

function replaceBrowserPath(path: string) {
  window.history.replaceState(null, document.title, path);
}

export interface AuthProviderProps {
  config: RuntimeConfig;
  /**
   * Goes to the path the user wanted once the provider has redirected back (the code and state are
   * removed from the address). Defaults to replacing the browser path, which suits an app whose
   * router mounts after sign-in; pass the router's navigate when the router is above this provider.
   */
  onRedirect?: (path: string) => void;
  children: ReactNode;
}

/**
 * Sign-in through the identity provider named in /config.json: a hosted Auth0 tenant, or the local
 * provider when `authDomain` is a full origin such as http://localhost:3200.
 */
export function AuthProvider({ config, onRedirect = replaceBrowserPath, children }: AuthProviderProps) {
  const handleRedirectCallback = useCallback(
    (appState?: AppState) => onRedirect(safeReturnPath(appState?.returnTo) ?? window.location.pathname),
    [onRedirect],
  );
  return (
    <Auth0Provider
      domain={config.authDomain}
      clientId={config.authClientId}
      authorizationParams={{
        audience: config.authAudience,
        redirect_uri: window.location.origin,
        scope: AUTH_SCOPE,
      }}
      // Tokens live in memory only; after a reload the session is restored silently (iframe) and
      // a rotating refresh token keeps it fresh.
      cacheLocation="memory"
      useRefreshTokens
      useRefreshTokensFallback
      workerUrl={AUTH_TOKEN_WORKER_URL}
      onRedirectCallback={handleRedirectCallback}
    >
      {children}
    </Auth0Provider>
  );
}
