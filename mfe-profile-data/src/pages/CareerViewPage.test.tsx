import { screen, within } from '@testing-library/react';
import { FakeProfileDataServer, careerSeed } from '../test/fakeProfileDataServer';
import { renderApp } from '../test/renderApp';
import { scrollToEnd } from '../test/scrollList';
import { listCareerHistory } from '@careerforge/contract';

describe('My Career History (/career-view)', () => {
  it("says 'No career history found.' when there is none, with a link to add the first role", async () => {
    new FakeProfileDataServer();
    renderApp('/career-view');
    expect(await screen.findByText('No career history found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first role' })).toHaveAttribute('href', '/career-submit');
    expect(screen.getByRole('heading', { level: 1, name: 'My Career History' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows each record's position, company, dates, description and key achievements", async () => {
    new FakeProfileDataServer({
      career: [
        careerSeed({
          position: 'Staff Engineer',
          company: 'Globex',
          startDate: '2022-07-01T00:00:00.000Z',
          endDate: null,
          description: 'Runs the platform team.',
          accomplishments: ['Cut invoice run time by 80%', 'Led the move to PostgreSQL'],
        }),
        careerSeed({
          position: 'Backend Engineer',
          company: 'Acme Corp',
          startDate: '2019-03-01',
          endDate: '2022-06-30T00:00:00.000Z',
          description: 'Built the billing platform.',
          accomplishments: [],
        }),
      ],
    });
    renderApp('/career-view');

    const current = await screen.findByRole('article', { name: 'Staff Engineer at Globex' });
    expect(within(current).getByText('From Jul 1, 2022 to Present')).toBeInTheDocument();
    expect(within(current).getByText('Runs the platform team.')).toBeInTheDocument();
    expect(within(current).getByText('Key Achievements:')).toBeInTheDocument();
    const achievements = within(current).getByRole('list', { name: 'Key Achievements:' });
    expect(within(achievements).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cut invoice run time by 80%',
      'Led the move to PostgreSQL',
    ]);
    expect(within(current).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Staff Engineer at Globex');

    const past = screen.getByRole('article', { name: 'Backend Engineer at Acme Corp' });
    expect(within(past).getByText('From Mar 1, 2019 to Jun 30, 2022')).toBeInTheDocument();
    expect(within(past).queryByText('Key Achievements:')).not.toBeInTheDocument();
    expect(within(past).queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads the next 50 records when the list is scrolled to its end', async () => {
    new FakeProfileDataServer({ career: Array.from({ length: 55 }, (_, index) => careerSeed({ position: `Role ${index + 1}` })) });
    renderApp('/career-view');
    const list = await screen.findByRole('list', { name: 'Career history' });
    expect(within(list).getByRole('article', { name: 'Role 1 at Acme Corp' })).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Role 51 at Acme Corp' })).not.toBeInTheDocument();

    scrollToEnd(list);
    expect(await within(list).findByRole('article', { name: 'Role 55 at Acme Corp' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '55');
  });

  it("shows 'Failed to fetch career history' when the list cannot be loaded", async () => {
    const server = new FakeProfileDataServer({ career: [careerSeed()] });
    server.fail(listCareerHistory, 500, 'Database unavailable.');
    renderApp('/career-view');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch career history');
    expect(screen.queryByText('No career history found.')).not.toBeInTheDocument();
  });

  it("goes to the add page from 'Submit New Entry'", async () => {
    new FakeProfileDataServer();
    const { user } = renderApp('/career-view');
    await user.click(await screen.findByRole('button', { name: 'Submit New Entry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Career History' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/career-submit');
  });
});
