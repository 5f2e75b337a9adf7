import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('Home next steps and insights', () => {
  const weeks = Array.from({ length: 8 }, (_, index) => ({ week_start: new Date(Date.UTC(2024, 4, 1 + index * 7)).toISOString().slice(0, 10), applications: index === 7 ? 3 : 0 }));
  const rates = (label: string, applications: number, interviews: number) => ({
    label,
    applications,
    responses: interviews,
    interviews,
    response_rate: interviews / applications,
    interview_rate: interviews / applications,
  });
  const INSIGHTS = {
    weeks,
    overall: rates('All applications', 4, 1),
    by_resume: [rates('Resume #3 (Data Engineer at Globex)', 4, 1)],
    by_template: [rates('Modern', 2, 1), rates('None', 2, 0)],
    median_days_to_first_response: 4.5,
    next_steps: [
      { id: 1, jobSummary: 'Data Engineer', companyName: 'Globex', status: 'Interview', next_step_date: '2000-01-01' },
      { id: 2, jobSummary: 'Analyst', companyName: null, status: 'Applied', next_step_date: '2999-01-01' },
    ],
  };

  it('lists the next steps soonest first, marks the overdue ones, and shows the insights as a chart with text', async () => {
    mockApi({ 'GET /api/get-user-info': { body: profile() }, 'GET /api/user/applications/insights': { body: INSIGHTS } });
    renderWithShell(<Home />);

    const nextSteps = await screen.findByRole('region', { name: 'Next steps' });
    const items = within(nextSteps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Jan 1, 2000 Overdue — Data Engineer at Globex (Interview)',
      'Jan 1, 2999 — Analyst (Applied)',
    ]);

    const insights = screen.getByRole('region', { name: 'Insights' });
    expect(within(insights).getByRole('img')).toHaveAccessibleName(expect.stringContaining('Week of Jun 19, 2024: 3'));
    expect(within(insights).getByText('Interview rate', { selector: 'dt' }).nextSibling).toHaveTextContent('25%');
    expect(within(insights).getByText('Median days to first response').nextSibling).toHaveTextContent('4.5');
    const byTemplate = within(insights).getByRole('table', { name: 'By template' });
    expect(within(byTemplate).getByRole('row', { name: /Modern/ })).toHaveTextContent('Modern250%50%');
  });

  it('shows the 10 resumes with the most applications until the user asks for all of them', async () => {
    const byResume = Array.from({ length: 25 }, (_, index) => rates(`Resume ${index + 1}`, 30 - index, 1));
    mockApi({ 'GET /api/get-user-info': { body: profile() }, 'GET /api/user/applications/insights': { body: { ...INSIGHTS, by_resume: byResume } } });
    renderWithShell(<Home />);

    const table = await screen.findByRole('table', { name: 'By resume' });
    const resumeRows = () => within(table).getAllByRole('row').slice(1);
    expect(resumeRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(byResume.slice(0, 10).map((row) => row.label));

    await userEvent.click(screen.getByRole('button', { name: 'Show all 25' }));
    expect(resumeRows()).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Show the first 10' }));
    expect(resumeRows()).toHaveLength(10);
    // A table within the limit has nothing to expand.
    expect(within(screen.getByRole('region', { name: 'Insights' })).getAllByRole('button')).toHaveLength(1);
  });

  it('says so when there are no next steps, and when insights cannot be loaded', async () => {
    mockApi({ 'GET /api/get-user-info': { body: profile() }, 'GET /api/user/applications/insights': { body: { ...INSIGHTS, next_steps: [] } } });
    const first = renderWithShell(<Home />);
    expect(await screen.findByText('No next steps in the coming week.')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/get-user-info': { body: profile() }, 'GET /api/user/applications/insights': { status: 500, body: { error: 'Boom' } } });
    renderWithShell(<Home />);
    expect(await screen.findByText('Your next steps and insights could not be loaded.')).toBeInTheDocument();
  });
});
