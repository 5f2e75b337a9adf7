import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockApi, mockAuth0, profile, renderWithShell, testConfig } from '../../test/render';
import { AppRoutes } from './AppRoutes';

describe('route guard', () => {
  // The signed-in routes are a lazy chunk; compiling it on first use in Jest can outlast findBy's wait.
  beforeAll(() => import('./SignedInShell'));

  it('sends a visitor who is not signed in from a protected route to /', async () => {
    mockAuth0();
    renderWithShell(<AppRoutes config={testConfig} />, { route: '/skills-view' });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(document.title).toBe('Welcome · CareerForge');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('asks the provider to bring a visitor back to the page they opened, query included', async () => {
    const auth = mockAuth0();
    renderWithShell(<AppRoutes config={testConfig} />, { route: '/jobs-view?sort=oldest' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(auth.loginWithRedirect).toHaveBeenLastCalledWith({ appState: { returnTo: '/jobs-view?sort=oldest' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(auth.loginWithRedirect).toHaveBeenLastCalledWith({
      appState: { returnTo: '/jobs-view?sort=oldest' },
      authorizationParams: { screen_hint: 'signup' },
    });
  });

  it('sends a visitor from /home to / as well', async () => {
    mockAuth0();
    renderWithShell(<AppRoutes config={testConfig} />, { route: '/home' });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('waits for the sign-in state before deciding', () => {
    mockAuth0({ isLoading: true });
    renderWithShell(<AppRoutes config={testConfig} />, { route: '/home' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/home');
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  });

  it('shows a signed-in user the page with the top bar', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane' }) } });
    renderWithShell(<AppRoutes config={testConfig} />, { route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Welcome, jane' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CareerForge/ })).toHaveAttribute('href', '/home');
  });

  it('saves a user who comes back signed in to / and opens the dashboard', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    const fetchMock = mockApi({
      'POST /api/save-user/': { body: profile({ username: 'jane' }) },
      'GET /api/get-user-info': { body: profile({ username: 'jane' }) },
    });
    renderWithShell(<AppRoutes config={testConfig} />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Welcome, jane' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/home');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://api.test/api/save-user/');
  });

  it('hands a remote route to its remote', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'GET /api/get-user-info': { body: profile() } });
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>My Skills</h1> });

    renderWithShell(<AppRoutes config={testConfig} />, { route: '/skills-view' });

    expect(await screen.findByRole('heading', { name: 'My Skills' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_profile_data/App');
    expect(document.title).toBe('My Skills · CareerForge');
  });

  it('sends an unknown path to the dashboard', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'GET /api/get-user-info': { body: profile() } });
    renderWithShell(<AppRoutes config={testConfig} />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/home');
    expect(document.title).toBe('Dashboard · CareerForge');
  });
});
