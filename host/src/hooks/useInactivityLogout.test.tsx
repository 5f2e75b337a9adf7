import { INACTIVITY_TIMEOUT_MS } from '@careerforge/shared';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AuthenticatedLayout } from '../app/AuthenticatedLayout';
import { mockApi, profile, renderWithShell } from '../../test/render';
import { useInactivityLogout } from './useInactivityLogout';

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

  it.each(['mouseMove', 'keyDown', 'click'] as const)('starts over on %s', (event) => {
    const onTimeout = jest.fn();
    renderHook(() => useInactivityLogout({ onTimeout }));
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000));
    fireEvent[event](window);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
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
});
