import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Returns a fresh access token for the API (silently refreshed by the identity provider). */
export type GetAccessToken = () => Promise<string>;

/** The signed-in user as the identity provider describes them. */
export interface CurrentUser {
  /** The provider's subject, e.g. "auth0|abc". */
  sub: string;
  /** The part of `sub` after the pipe: the id the API calls take as user_id. */
  userId: string;
  email?: string;
  name?: string;
  emailVerified?: boolean;
  /** Best available avatar from the provider: user_metadata.custom_picture, the avatar claim, then picture. */
  picture?: string;
  /** Every avatar image the provider gave, in that fallback order (`picture` is the first). */
  avatarUrls?: readonly string[];
}

interface TokenContextValue {
  getAccessToken: GetAccessToken;
  currentUser: CurrentUser | null;
  logout: () => void;
}

const TokenContext = createContext<TokenContextValue | null>(null);
TokenContext.displayName = 'CareerForgeTokenContext';

export function TokenProvider(props: TokenContextValue & { children: ReactNode }) {
  const { children, getAccessToken, currentUser, logout } = props;
  // A stable value, so screens re-render only when the token function, user or logout changes.
  const value = useMemo(() => ({ getAccessToken, currentUser, logout }), [getAccessToken, currentUser, logout]);
  return <TokenContext.Provider value={value}>{children}</TokenContext.Provider>;
}

function useTokenContext(hookName: string): TokenContextValue {
  const value = useContext(TokenContext);
  if (!value) {
    throw new Error(
      `${hookName}() found no <TokenProvider>. Render it above this component; if it is there, ` +
        '@careerforge/shared is loaded twice (check that it is a Module Federation singleton).',
    );
  }
  return value;
}

/** A function returning a fresh access token (never a token string, which would go stale). */
export function useAccessToken(): GetAccessToken {
  return useTokenContext('useAccessToken').getAccessToken;
}

export function useCurrentUser(): CurrentUser | null {
  return useTokenContext('useCurrentUser').currentUser;
}

export function useLogout(): () => void {
  return useTokenContext('useLogout').logout;
}
