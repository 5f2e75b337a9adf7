import { useAuth0 } from '@auth0/auth0-react';
import {
  AppToastContainer,
  RuntimeConfigProvider,
  TokenProvider,
  type CurrentUser,
  type RuntimeConfig,
} from '@careerforge/shared';
import type { AppProfile } from '@careerforge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export const testConfig: RuntimeConfig = {
  authDomain: 'http://localhost:3200',
  authClientId: 'careerforge-spa',
  authAudience: 'https://api.careerforge.local',
  apiBaseUrl: 'http://api.test',
};

export const testUser: CurrentUser = {
  sub: 'auth0|user-1',
  userId: 'user-1',
  email: 'jane.doe@example.com',
  name: 'Jane Doe',
  avatarUrls: [],
};

type Auth0State = ReturnType<typeof useAuth0>;

/** Sets what the mocked useAuth0() returns (tests mock '@auth0/auth0-react': the identity boundary). */
export function mockAuth0(state: Partial<Auth0State> = {}): Auth0State {
  const value = {
    isLoading: false,
    isAuthenticated: false,
    error: undefined,
    user: undefined,
    loginWithRedirect: jest.fn(async () => {}),
    logout: jest.fn(async () => {}),
    getAccessTokenSilently: jest.fn(async () => 'test-token'),
    ...state,
  } as unknown as Auth0State;
  jest.mocked(useAuth0).mockReturnValue(value);
  return value;
}

interface JsonResponse {
  status?: number;
  body: unknown;
}

/** Replaces fetch with answers by "METHOD /path"; returns the mock to inspect calls. */
export function mockApi(routes: Record<string, JsonResponse | ((init?: RequestInit) => JsonResponse)>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new TypeError(`No mocked answer for ${key}`);
    const { status = 200, body } = typeof route === 'function' ? route(init) : route;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function profile(overrides: Partial<AppProfile> = {}): AppProfile {
  return { username: 'jane', full_name: 'Jane Doe', email: 'jane.doe@example.com', phone_number: null, avatar_url: null, ...overrides };
}

/** Shows the current path, so a test can see where navigation went. */
function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

interface RenderOptions {
  route?: string;
  /** The element's route pattern; other paths render only the current path. */
  path?: string;
  currentUser?: CurrentUser | null;
  logout?: () => void;
  /** The navigation state of `route`, as a redirect to it would carry. */
  state?: unknown;
}

/** Renders `ui` with the shell's providers (router, token, config, query client, toasts). */
export function renderWithShell(
  ui: ReactElement,
  { route = '/', path = '*', currentUser = testUser, logout = jest.fn(), state }: RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const getAccessToken = jest.fn(async () => 'test-token');
  const result = render(
    <MemoryRouter initialEntries={[state === undefined ? route : { pathname: route, state }]}>
      <TokenProvider getAccessToken={getAccessToken} currentUser={currentUser} logout={logout}>
        <RuntimeConfigProvider config={testConfig}>
          <QueryClientProvider client={queryClient}>
            <Routes>
              <Route path={path} element={ui} />
              {path !== '*' && <Route path="*" element={null} />}
            </Routes>
            <CurrentPath />
            <AppToastContainer />
          </QueryClientProvider>
        </RuntimeConfigProvider>
      </TokenProvider>
    </MemoryRouter>,
  );
  return { ...result, queryClient, getAccessToken, logout };
}
