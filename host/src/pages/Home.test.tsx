import { screen, waitFor } from '@testing-library/react';
import { mockApi, profile, renderWithShell } from '../../test/render';
import { Home } from './Home';

const CARDS: Array<[string, string]> = [
  ['Resume Upload', '/resume-upload'],
  ['AI Resume Generator', '/resume-generate'],
  ['Career History', '/career-view'],
  ['Education View', '/education-view'],
  ['Job Listings', '/jobs-submit'],
  ['Job Application', '/applications'],
  ['Job Advice', '/advice'],
  ['Preferences', '/preferences'],
];

const REMINDER = /Your profile has no full name yet/;

describe('Home', () => {
  it('welcomes the user by display name and shows the 8 cards', async () => {
    const fetchMock = mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane_d' }) } });
    renderWithShell(<Home />);

    expect(await screen.findByRole('heading', { name: 'Welcome, jane_d' })).toBeInTheDocument();
    for (const [title, route] of CARDS) {
      expect(screen.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', route);
    }
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://api.test/api/get-user-info?user_id=user-1');
  });

  it('covers the page with a loading overlay while the profile loads', async () => {
    mockApi({ 'GET /api/get-user-info': { body: profile() } });
    renderWithShell(<Home />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Welcome, jane' });
  });

  it('falls back to the email local part when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/get-user-info': { status: 500, body: { error: 'Boom' } } });
    renderWithShell(<Home />);
    expect(await screen.findByRole('heading', { name: 'Welcome, jane.doe' })).toBeInTheDocument();
  });

  it('reminds a user without a full name once per visit, with a link to Preferences', async () => {
    mockApi({ 'GET /api/get-user-info': { body: profile({ full_name: '   ' }) } });
    const first = renderWithShell(<Home />);

    expect(await screen.findByText(REMINDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add it in Preferences' })).toHaveAttribute('href', '/preferences');
    first.unmount();

    renderWithShell(<Home />);
    await screen.findByRole('heading', { name: 'Welcome, jane' });
    // Give a second toast every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(REMINDER)).not.toBeInTheDocument();
  });

  it('does not remind a user who has a full name', async () => {
    mockApi({ 'GET /api/get-user-info': { body: profile({ full_name: 'Jane Doe' }) } });
    renderWithShell(<Home />);
    await screen.findByRole('heading', { name: 'Welcome, jane' });
    await waitFor(() => expect(screen.queryByText(REMINDER)).not.toBeInTheDocument());
    expect(window.sessionStorage.length).toBe(0);
  });
});
