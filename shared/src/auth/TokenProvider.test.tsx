import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TokenProvider, useAccessToken, useCurrentUser, useLogout } from './TokenProvider';

describe('TokenProvider', () => {
  it('gives its token function, user and logout to the hooks', async () => {
    const getAccessToken = jest.fn(async () => 'token');
    const logout = jest.fn();
    const currentUser = { sub: 'auth0|abc', userId: 'abc', email: 'a@example.com' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TokenProvider getAccessToken={getAccessToken} currentUser={currentUser} logout={logout}>
        {children}
      </TokenProvider>
    );

    const { result } = renderHook(() => ({ token: useAccessToken(), user: useCurrentUser(), logout: useLogout() }), { wrapper });

    await expect(result.current.token()).resolves.toBe('token');
    expect(result.current.user).toBe(currentUser);
    result.current.logout();
    expect(logout).toHaveBeenCalled();
  });

  it('explains a missing provider (or a duplicated shared package) instead of failing later', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAccessToken())).toThrow(
      /useAccessToken\(\) found no <TokenProvider>.*loaded twice/,
    );
    expect(() => renderHook(() => useCurrentUser())).toThrow(/useCurrentUser\(\) found no <TokenProvider>/);
  });
});
