import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { mockApi, mockAuth0, profile, renderWithShell } from '../../test/render';
import { HEADING_FOCUS_WAIT_MS } from '../hooks/useFocusHeadingAfterNavigation';
import { SIGNED_OUT_KEY } from '../hooks/useSignOutInEveryTab';
import { AuthenticatedLayout } from './AuthenticatedLayout';

function CrashingPage(): never {
  throw new Error('Cannot read the resume');
}

/** A page whose heading shows only after a while, as a remote's page does while its code loads. */
function SlowPage({ delayMs }: { delayMs: number }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return loaded ? <h1>My Skills</h1> : <p>Loading…</p>;
}

/** A page that puts focus on its first field as it opens. */
function FieldFocusingPage() {
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  return (
    <>
      <h1>Add Education</h1>
      <input ref={fieldRef} aria-label="Institution" />
    </>
  );
}

function renderLayout(route: string) {
  mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane_d' }) } });
  const auth0 = mockAuth0({ isAuthenticated: true });
  const rendered = renderWithShell(
    <Routes>
      <Route element={<AuthenticatedLayout />}>
        <Route path="/crash" element={<CrashingPage />} />
        <Route path="/skills-view" element={<SlowPage delayMs={2000} />} />
        <Route path="/career-view" element={<SlowPage delayMs={HEADING_FOCUS_WAIT_MS + 1000} />} />
        <Route path="/education-view" element={<h1>My Education</h1>} />
        <Route path="/education-submit" element={<FieldFocusingPage />} />
        <Route
          path="/home"
          element={
            <>
              <h1>Dashboard</h1>
              <Link to="/crash">Open the crashing page</Link>
            </>
          }
        />
      </Route>
    </Routes>,
    { route },
  );
  return { ...rendered, auth0 };
}

describe('crash fallback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it("shows 'Something went wrong:' with the message while the bars keep working", async () => {
    renderLayout('/crash');
    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveTextContent('Something went wrong:');
    expect(fallback).toHaveTextContent('Cannot read the resume');

    await userEvent.click(screen.getByRole('link', { name: 'CareerForge' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('bar for the window size', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows the main top bar on a wide window', () => {
    renderLayout('/home');
    expect(screen.getByRole('link', { name: 'CareerForge' })).toBeInTheDocument();
    expect(screen.queryByText('Resume Builder')).not.toBeInTheDocument();
  });

  it("shows the 'Resume Builder' bar at 768 px or narrower", () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(max-width: 768px)',
    })) as typeof window.matchMedia;
    renderLayout('/home');
    expect(screen.getByRole('link', { name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CareerForge' })).not.toBeInTheDocument();
  });
});

describe('focus after navigation', () => {
  it('stays where it is on the first load, then moves to the new page’s heading', async () => {
    renderLayout('/home');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).not.toHaveFocus();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'CareerForge' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Education' }).closest('li')!);
    await user.click(screen.getByRole('link', { name: 'View' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Education' })).toHaveFocus();
  });

  it('leaves focus on the field a page focused itself', async () => {
    renderLayout('/home');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Education' }).closest('li')!);
    await userEvent.click(screen.getByRole('link', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Institution' })).toHaveFocus();
  });

  describe('with a page that renders late', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    async function openFromTheTopBar(menu: string) {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      fireEvent.mouseEnter(screen.getByRole('button', { name: menu }).closest('li')!);
      await user.click(screen.getByRole('link', { name: 'View' }));
    }

    it('waits for its heading', async () => {
      renderLayout('/home');
      await openFromTheTopBar('Skills');
      await act(async () => jest.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('heading', { level: 1, name: 'My Skills' })).toHaveFocus();
    });

    it('gives up after the time limit', async () => {
      renderLayout('/home');
      await openFromTheTopBar('Career');
      await act(async () => jest.advanceTimersByTimeAsync(HEADING_FOCUS_WAIT_MS + 1000));
      expect(screen.getByRole('heading', { level: 1, name: 'My Skills' })).not.toHaveFocus();
    });

    it('leaves focus where the user put it while the page loaded', async () => {
      renderLayout('/home');
      await openFromTheTopBar('Skills');
      act(() => screen.getByRole('button', { name: 'Log Out' }).focus());
      await act(async () => jest.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('button', { name: 'Log Out' })).toHaveFocus();
    });
  });

  it('has a skip link that moves focus to the main content', async () => {
    renderLayout('/home');
    const user = userEvent.setup();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open the crashing page' })).toHaveFocus();
  });
});

describe('signing out', () => {
  it("signs out every other tab: 'Log Out' here leaves a mark the other tabs watch", async () => {
    const { logout } = renderLayout('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(SIGNED_OUT_KEY)).not.toBeNull();
  });

  it('forgets the session in this tab when another tab signs out, leaving the provider to that tab', () => {
    const { logout, auth0 } = renderLayout('/home');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'careerforge.theme', newValue: 'dark' }));
    });
    expect(auth0.logout).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_OUT_KEY, newValue: String(Date.now()) }));
    });
    expect(auth0.logout).toHaveBeenCalledWith({ openUrl: false });
    expect(logout).not.toHaveBeenCalled();
  });
});
