import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '@careerforge/shared';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AuthenticatedLayout } from '../app/AuthenticatedLayout';
import { mockApi, mockAuth0, profile, renderWithShell } from '../../test/render';
import { LAST_ACTIVITY_KEY, useInactivityLogout } from './useInactivityLogout';

const WARNING_AFTER_MS = INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useInactivityLogout', () => {
  it('logs out after 300000 ms without activity', () => {
    const onTimeout = jest.fn();
    renderHook(() => useInactivityLogout({ onTimeout }));
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(['mouseMove', 'keyDown', 'click'] as const)('starts over on %s before the warning', (event) => {
    const onTimeout = jest.fn();
    const { result } = renderHook(() => useInactivityLogout({ onTimeout }));
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS - 1000));
    fireEvent[event](window);
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS - 1));
    expect(result.current.signOutAt).toBeNull();
    act(() => jest.advanceTimersByTime(INACTIVITY_WARNING_MS));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('warns 60000 ms before, with the time of the sign-out', () => {
    const onTimeout = jest.fn();
    const { result } = renderHook(() => useInactivityLogout({ onTimeout }));
    const start = Date.now();
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS - 1));
    expect(result.current.signOutAt).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.signOutAt).toBe(start + INACTIVITY_TIMEOUT_MS);
  });

  it('keeps the warning through mouse moves and key presses; only staying signed in starts over', () => {
    const onTimeout = jest.fn();
    const { result } = renderHook(() => useInactivityLogout({ onTimeout }));
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS + 1000));
    fireEvent.mouseMove(window);
    fireEvent.keyDown(window);
    expect(result.current.signOutAt).not.toBeNull();

    act(() => result.current.staySignedIn());
    expect(result.current.signOutAt).toBeNull();
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    expect(result.current.signOutAt).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('counts activity in another tab, and closes the warning for it', () => {
    const onTimeout = jest.fn();
    const { result } = renderHook(() => useInactivityLogout({ onTimeout }));
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS + 1000));
    expect(result.current.signOutAt).not.toBeNull();

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now()) }));
    });
    expect(result.current.signOutAt).toBeNull();
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('tells the other tabs of its activity, a stream of mouse moves at most every 5 s', () => {
    const shared = () => Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
    renderHook(() => useInactivityLogout({ onTimeout: jest.fn() }));
    const opened = shared();
    expect(opened).toBe(Date.now());

    act(() => jest.advanceTimersByTime(1000));
    fireEvent.mouseMove(window);
    expect(shared()).toBe(opened);
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.mouseMove(window);
    expect(shared()).toBe(Date.now());
  });

  it('keeps the other tabs signed in while inert', () => {
    renderHook(() => useInactivityLogout({ onTimeout: jest.fn(), inert: true }));
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2));
    expect(Number(window.localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThan(Date.now() - WARNING_AFTER_MS);
  });

  it('does nothing while inert', () => {
    const onTimeout = jest.fn();
    renderHook(() => useInactivityLogout({ onTimeout, inert: true }));
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2));
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('inactivity logout in the signed-in layout', () => {
  function renderLayoutAt(route: string) {
    mockApi({ 'GET /api/get-user-info': { body: profile() } });
    mockAuth0({ isAuthenticated: true });
    return renderWithShell(
      <Routes>
        <Route element={<AuthenticatedLayout />}>
          <Route path="*" element={<p>Page</p>} />
        </Route>
      </Routes>,
      { route },
    );
  }

  it('logs out to the site root on /home after 5 minutes', () => {
    const { logout } = renderLayoutAt('/home');
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it.each(['/career-view', '/career-submit', '/education-submit', '/skills-view'])('is inert on %s', (route) => {
    const { logout } = renderLayoutAt(route);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2));
    expect(logout).not.toHaveBeenCalled();
  });

  it("warns with a countdown; 'Stay signed in' has focus and keeps the session", async () => {
    const { logout } = renderLayoutAt('/home');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS));

    const warning = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning).toHaveAccessibleDescription('You will be signed out in 60 seconds for inactivity.');
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true }).closest('.app-frame')).toHaveAttribute('inert');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign out now' })).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sign out now' })).toHaveFocus();
    act(() => stay.focus());

    act(() => jest.advanceTimersByTime(15_000));
    expect(warning).toHaveTextContent('You will be signed out in 45 seconds for inactivity.');

    await user.click(stay);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS - 1000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it("signs out from the warning with 'Sign out now', or when the countdown ends", async () => {
    const first = renderLayoutAt('/home');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS));
    await user.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(first.logout).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = renderLayoutAt('/home');
    act(() => jest.advanceTimersByTime(WARNING_AFTER_MS));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('60 seconds');
    act(() => jest.advanceTimersByTime(INACTIVITY_WARNING_MS));
    expect(second.logout).toHaveBeenCalledTimes(1);
  });
});
