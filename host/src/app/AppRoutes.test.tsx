import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockApi, mockAuth0, profile, renderWithShell } from '../../test/render';
import { AppRoutes } from './AppRoutes';

describe('route guard', () => {
  it('sends a visitor who is not signed in from a protected route to /', async () => {
    mockAuth0();
    renderWithShell(<AppRoutes />, { route: '/skills-view' });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(document.title).toBe('Welcome · CareerForge');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('asks the provider to bring a visitor back to the page they opened, query included', async () => {
    const auth = mockAuth0();
    renderWithShell(<AppRoutes />, { route: '/jobs-view?sort=oldest' });
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
    renderWithShell(<AppRoutes />, { route: '/home' });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('waits for the sign-in state before deciding', () => {
    mockAuth0({ isLoading: true });
    renderWithShell(<AppRoutes />, { route: '/home' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/home');
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  });

  it('shows a signed-in user the page with the top bar', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane' }) } });
    renderWithShell(<AppRoutes />, { route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Welcome, jane' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CareerForge/ })).toHaveAttribute('href', '/home');
  });

  it('hands a remote route to its remote', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'GET /api/get-user-info': { body: profile() } });
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>My Skills</h1> });

    renderWithShell(<AppRoutes />, { route: '/skills-view' });

    expect(await screen.findByRole('heading', { name: 'My Skills' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_profile_data/App');
    expect(document.title).toBe('My Skills · CareerForge');
  });

  it('sends an unknown path to the dashboard', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'GET /api/get-user-info': { body: profile() } });
    renderWithShell(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/home');
    expect(document.title).toBe('Dashboard · CareerForge');
  });
});
