import { screen, waitFor } from '@testing-library/react';
import { mockApi, mockAuth0, profile, renderWithShell } from '../../test/render';
import { AfterSignIn } from './AfterSignIn';

function renderAfterSignIn(state?: unknown) {
  return renderWithShell(<AfterSignIn />, { route: '/', path: '/', state });
}

describe('AfterSignIn', () => {
  it('saves a signed-in user (omitting missing fields) and then goes to /home', async () => {
    mockAuth0({
      isAuthenticated: true,
      user: { sub: 'auth0|user-1', email: 'jane.doe@example.com', email_verified: true, name: undefined, picture: undefined },
    });
    const fetchMock = mockApi({ 'POST /api/save-user/': { body: profile() } });

    renderAfterSignIn();

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/home'));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ user_id: 'user-1', email: 'jane.doe@example.com', email_verified: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('still goes to /home when saving the user fails, and only logs the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'POST /api/save-user/': { status: 500, body: { error: 'Database unavailable' } } });

    renderAfterSignIn();

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/home'));
    expect(logged).toHaveBeenCalledWith('Could not save the user:', expect.objectContaining({ message: 'Database unavailable' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the page the user asked for before signing in, once saved', async () => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'POST /api/save-user/': { body: profile() } });

    renderAfterSignIn({ returnTo: '/skills-view' });

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/skills-view'));
  });
});
