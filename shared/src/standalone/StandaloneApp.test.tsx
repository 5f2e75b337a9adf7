import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth0 } from '@auth0/auth0-react';
import { useCurrentUser } from '../auth/TokenProvider';
import { StandaloneApp } from './StandaloneApp';

jest.mock('@auth0/auth0-react', () => ({
  Auth0Provider: ({ children }: { children: unknown }) => children,
  useAuth0: jest.fn(),
}));

const config = {
  authDomain: 'http://localhost:3200',
  authClientId: 'careerforge-spa',
  authAudience: 'https://api.careerforge.local',
  apiBaseUrl: 'http://localhost:3100',
};

function authState(overrides: Partial<ReturnType<typeof useAuth0>>) {
  return {
    isLoading: false,
    isAuthenticated: false,
    error: undefined,
    user: undefined,
    loginWithRedirect: jest.fn(async () => {}),
    logout: jest.fn(async () => {}),
    getAccessTokenSilently: jest.fn(async () => 'token'),
    ...overrides,
  } as unknown as ReturnType<typeof useAuth0>;
}

function RemoteApp() {
  const user = useCurrentUser();
  return <p>Remote for {user?.userId}</p>;
}

describe('StandaloneApp', () => {
  it('sends a visitor who is not signed in to the provider, back to the same path', () => {
    const state = authState({});
    jest.mocked(useAuth0).mockReturnValue(state);
    window.history.replaceState(null, '', '/skills-view?x=1');

    render(<StandaloneApp App={RemoteApp} title="Profile data" config={config} />);

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(state.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(state.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/skills-view?x=1' } });
  });

  it('waits while the session is checked', () => {
    const state = authState({ isLoading: true });
    jest.mocked(useAuth0).mockReturnValue(state);
    render(<StandaloneApp App={RemoteApp} title="Profile data" config={config} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(state.loginWithRedirect).not.toHaveBeenCalled();
  });

  it('shows a sign-in error', () => {
    jest.mocked(useAuth0).mockReturnValue(authState({ error: new Error('Invalid state') }));
    render(<StandaloneApp App={RemoteApp} title="Profile data" config={config} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Invalid state');
  });

  it('renders the remote under a header with its title, the email and Log Out', async () => {
    const state = authState({
      isAuthenticated: true,
      user: { sub: 'auth0|u-1', email: 'jane@example.com' },
    });
    jest.mocked(useAuth0).mockReturnValue(state);

    render(<StandaloneApp App={RemoteApp} title="Profile data" config={config} />);

    expect(screen.getByText('Profile data')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Remote for u-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(state.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: window.location.origin } });
  });
});
