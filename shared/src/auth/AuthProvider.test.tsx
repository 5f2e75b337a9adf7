import { render } from '@testing-library/react';
import { AUTH_SCOPE, AuthProvider, safeReturnPath } from './AuthProvider';

const providerProps: Record<string, unknown>[] = [];
jest.mock('@auth0/auth0-react', () => ({
  Auth0Provider: (props: Record<string, unknown> & { children: unknown }) => {
    providerProps.push(props);
    return props.children;
  },
}));

const config = {
  authDomain: 'http://localhost:3200',
  authClientId: 'careerforge-spa',
  authAudience: 'https://api.careerforge.local',
  apiBaseUrl: 'http://localhost:3100',
};

describe('AuthProvider', () => {
  it('configures the provider from the runtime config', () => {
    render(<AuthProvider config={config}>app</AuthProvider>);
    expect(providerProps.at(-1)).toMatchObject({
      domain: 'http://localhost:3200',
      clientId: 'careerforge-spa',
      authorizationParams: { audience: 'https://api.careerforge.local', redirect_uri: window.location.origin, scope: AUTH_SCOPE },
      useRefreshTokens: true,
      useRefreshTokensFallback: true,
      cacheLocation: 'memory',
      workerUrl: '/auth0-token-worker.js',
    });
    expect(AUTH_SCOPE).toBe('openid profile email read:current_user update:current_user_metadata offline_access');
  });

  it('restores the path the user wanted after the redirect, and only a path of this site', () => {
    const onRedirect = jest.fn();
    render(
      <AuthProvider config={config} onRedirect={onRedirect}>
        app
      </AuthProvider>,
    );
    const callback = providerProps.at(-1)!.onRedirectCallback as (appState?: { returnTo?: string }) => void;
    callback({ returnTo: '/skills-view?page=2' });
    expect(onRedirect).toHaveBeenLastCalledWith('/skills-view?page=2');
    callback({ returnTo: 'https://evil.test/' });
    expect(onRedirect).toHaveBeenLastCalledWith(window.location.pathname);
    expect(safeReturnPath('//evil.test')).toBeUndefined();
  });
});
