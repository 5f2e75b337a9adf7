import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockAuth0, renderWithShell } from '../../test/render';
import { rememberSignInWish } from '../app/signInWish';
import { Landing } from './Landing';

function renderLanding() {
  return renderWithShell(<Landing />, { route: '/', path: '/' });
}

describe('Landing', () => {
  it("shows 'Loading…' while the sign-in state loads", () => {
    mockAuth0({ isLoading: true });
    renderLanding();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('offers Log In and Sign Up (with the signup hint) to a visitor', async () => {
    const auth = mockAuth0();
    renderLanding();

    expect(screen.getByRole('img', { name: 'CareerForge logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Login to access profile')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(auth.loginWithRedirect).toHaveBeenLastCalledWith();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(auth.loginWithRedirect).toHaveBeenLastCalledWith({ authorizationParams: { screen_hint: 'signup' } });
  });

  it('carries out a Sign Up clicked on the first paint, before the sign-in SDK had loaded, once', () => {
    const auth = mockAuth0();
    rememberSignInWish('signUp');
    renderLanding();
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(auth.loginWithRedirect).toHaveBeenLastCalledWith({ authorizationParams: { screen_hint: 'signup' } });
  });

  it("asks to log in again when the provider answers login_required", () => {
    mockAuth0({ error: Object.assign(new Error('Login required'), { error: 'login_required' }) });
    renderLanding();
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to continue.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows any other sign-in error with its message', () => {
    mockAuth0({ error: new Error('Invalid state') });
    renderLanding();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Invalid state');
  });
});
