import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { mockApi, profile, renderWithShell } from '../../test/render';
import { AuthenticatedLayout } from './AuthenticatedLayout';

function CrashingPage(): never {
  throw new Error('Cannot read the resume');
}

function renderLayout(route: string) {
  mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane_d' }) } });
  return renderWithShell(
    <Routes>
      <Route element={<AuthenticatedLayout />}>
        <Route path="/crash" element={<CrashingPage />} />
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
