import { screen, waitFor } from '@testing-library/react';

const REMOTES = {
  mfe_jobs: 'http://localhost:3003/mf-manifest.json',
  mfe_preferences: 'http://localhost:3005/mf-manifest.json',
};

const CONFIG = {
  authDomain: 'http://localhost:3200',
  authClientId: 'careerforge-spa',
  authAudience: 'https://api.careerforge.local',
  apiBaseUrl: 'http://localhost:3100',
};

function mockDocuments(documents: Record<string, unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const body = documents[String(input)];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * Runs the shell's entry in a fresh module registry, signed out, and returns the runtime stub it
 * used. The entry loads the rest of the shell after its first paint; the registry stays open until
 * then (`firstPaint` sees the page before), so the shell's modules come from the same registry.
 */
async function startShell(firstPaint?: () => Promise<void>) {
  let runtime!: typeof import('@module-federation/enhanced/runtime');
  const fetchMock = jest.mocked(globalThis.fetch);
  const fetchesBefore = fetchMock.mock.calls.length;
  await jest.isolateModulesAsync(async () => {
    const auth0 = await import('@auth0/auth0-react');
    jest.mocked(auth0.useAuth0).mockReturnValue({ isLoading: false, isAuthenticated: false } as ReturnType<typeof auth0.useAuth0>);
    runtime = await import('@module-federation/enhanced/runtime');
    await import('./bootstrap');
    await firstPaint?.();
    // Loading the rest of the shell compiles the sign-in SDK and the router first: on a busy machine
    // that takes longer than waitFor's default second.
    await waitFor(() => expect(fetchMock.mock.calls.slice(fetchesBefore)).toContainEqual(['/config.json', { cache: 'no-store' }]), {
      timeout: 10_000,
    });
  });
  return runtime;
}

// The entry renders on its own schedule, as in the browser; the tests wait for the result instead of act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;

beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.className = '';
});

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('shell start-up', () => {
  it('applies the saved theme, reads both documents uncached, registers the remotes and renders', async () => {
    window.localStorage.setItem('themePreference', 'dark');
    const fetchMock = mockDocuments({ '/config.json': CONFIG, '/remotes.json': REMOTES });

    const runtime = await startShell();

    expect(document.documentElement).toHaveClass('dark-theme');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_jobs', entry: REMOTES.mfe_jobs },
      { name: 'mfe_preferences', entry: REMOTES.mfe_preferences },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('paints the landing card before it reads /config.json or loads the rest of the shell', async () => {
    const fetchMock = mockDocuments({ '/config.json': CONFIG, '/remotes.json': REMOTES });
    let beforeShell: { heading: boolean; fetched: number } | undefined;
    await startShell(async () => {
      const heading = await screen.findByRole('heading', { name: 'Welcome' });
      beforeShell = { heading: heading.isConnected, fetched: fetchMock.mock.calls.length };
    });
    expect(beforeShell).toEqual({ heading: true, fetched: 0 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument());
  });

  it('applies the light theme class for a saved light choice and none for system', async () => {
    mockDocuments({ '/config.json': CONFIG, '/remotes.json': REMOTES });
    window.localStorage.setItem('themePreference', 'light');
    await startShell();
    expect(document.documentElement).toHaveClass('light-theme');
    expect(document.documentElement).not.toHaveClass('dark-theme');
    await screen.findByRole('heading', { name: 'Welcome' });

    document.body.innerHTML = '<div id="root"></div>';
    window.localStorage.setItem('themePreference', 'system');
    await startShell();
    expect(document.documentElement.className).toBe('');
    await screen.findByRole('heading', { name: 'Welcome' });
  });

  it('still starts without /remotes.json', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockDocuments({ '/config.json': CONFIG });
    const runtime = await startShell();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([]);
    expect(logged).toHaveBeenCalledWith('No remote can be loaded:', expect.any(Error));
  });

  it('explains why it cannot start without /config.json', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockDocuments({ '/remotes.json': REMOTES });
    await startShell();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Could not load /config.json (HTTP 404)'));
    expect(screen.getByRole('heading', { name: 'CareerForge could not start' })).toBeInTheDocument();
  });
});
