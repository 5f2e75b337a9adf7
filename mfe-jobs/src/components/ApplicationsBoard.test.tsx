import { screen, waitFor, within } from '@testing-library/react';
import { listApplications, type Application } from '@careerforge/contract';
import { FakeApplicationsServer, afterApplication, applicationsNumbered, buildApplication, buildFormattedResume } from '../test/fakeApplicationsServer';
import { buildJob } from '../test/jobs';
import { renderApp } from '../test/renderApp';

const APPLICATIONS = [
  buildApplication({ id: 1, jobSummary: 'Data Engineer', companyName: 'Globex', applied_at: '2024-05-10T10:00:00.000Z' }),
  buildApplication({ id: 2, jobSummary: 'Analyst', companyName: 'Initech', status: 'Interview', applied_at: '2024-04-01T10:00:00.000Z' }),
];

async function openBoard(applications: Application[] = APPLICATIONS) {
  const server = new FakeApplicationsServer({
    jobs: [buildJob({ jobId: 1, job_title: 'Data Engineer', company: 'Globex' })],
    formattedResumes: [buildFormattedResume({ id: 1 })],
    applications: applications.map((application) => ({ ...application })),
  });
  const { user } = renderApp('/applications');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Board' }));
  await waitFor(() => expect(screen.queryByText(/\(…\)/)).not.toBeInTheDocument());
  return { server, user };
}

const column = (stage: string) => screen.getByRole('region', { name: new RegExp(`^${stage} \\(`) });
const cardTitles = (stage: string) => within(column(stage)).queryAllByRole('button', { name: /^Job / }).map((card) => card.textContent);

describe('applications board', () => {
  it('keeps the table as the default view and switches to columns by stage', async () => {
    await openBoard();
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(column('Applied')).getByRole('button', { name: 'Data Engineer' })).toBeInTheDocument();
    expect(within(column('Interview')).getByRole('button', { name: 'Analyst' })).toBeInTheDocument();
    expect(column('Saved')).toHaveAccessibleName('Saved (0)');
  });

  it('moves a card with the arrow keys, announces it, keeps focus on it, and undoes the move', async () => {
    const { server, user } = await openBoard();
    const card = within(column('Applied')).getByRole('button', { name: 'Data Engineer' });
    card.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('status')).toHaveTextContent('Moved Data Engineer to Screening.');
    const moved = within(column('Screening')).getByRole('button', { name: 'Data Engineer' });
    await waitFor(() => expect(moved).toHaveFocus());
    expect(server.applications.find(({ id }) => id === 1)?.status).toBe('Screening');
    expect(server.requests).toContain('PUT /api/user/applications/1/');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Moved Data Engineer back to Applied.'));
    expect(within(column('Applied')).getByRole('button', { name: 'Data Engineer' })).toBeInTheDocument();
    expect(server.applications.find(({ id }) => id === 1)).toMatchObject({ status: 'Applied', stage_history: [{ stage: 'Applied' }] });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("asks the server for each column's stage, heads it with the server's total and shows more cards on 'Show more'", async () => {
    const { server, user } = await openBoard([
      ...applicationsNumbered(12),
      buildApplication({ id: 13, jobSummary: 'Analyst', status: 'Offer', applied_at: '2024-04-01T10:00:00.000Z' }),
    ]);
    expect(server.applicationListQueries).toEqual(
      expect.arrayContaining([{ limit: '10', stage: 'Applied' }, { limit: '10', stage: 'Offer' }, { limit: '10', stage: 'Ghosted' }]),
    );
    expect(column('Applied')).toHaveAccessibleName('Applied (12)');
    expect(column('Offer')).toHaveAccessibleName('Offer (1)');
    expect(cardTitles('Applied')).toEqual(Array.from({ length: 10 }, (_, index) => `Job ${index + 1}`));
    expect(within(column('Offer')).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const showMore = within(column('Applied')).getByRole('button', { name: 'Show more' });
    expect(showMore).toHaveAccessibleDescription('Applied (12)');
    showMore.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cardTitles('Applied')).toHaveLength(12));
    expect(server.applicationListQueries.at(-1)).toEqual({ limit: '10', stage: 'Applied', cursor: afterApplication(10) });
    expect(within(column('Applied')).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('moves a card out of one column and into the other with both totals, without reading the columns again', async () => {
    const { server, user } = await openBoard([
      ...applicationsNumbered(12),
      buildApplication({ id: 13, jobSummary: 'Job 13', status: 'Interview', applied_at: '2024-04-01T10:00:00.000Z' }),
    ]);
    const listCalls = server.count(listApplications);

    // Older than every Applied card loaded: counted at once, shown when its page is loaded.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Job 13 to…' }), 'Applied');
    await waitFor(() => expect(column('Applied')).toHaveAccessibleName('Applied (13)'));
    expect(column('Interview')).toHaveAccessibleName('Interview (0)');
    expect(cardTitles('Applied')).not.toContain('Job 13');

    // Newer than some: shown in its place.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Job 3 to…' }), 'Offer');
    await waitFor(() => expect(column('Offer')).toHaveAccessibleName('Offer (1)'));
    expect(cardTitles('Offer')).toEqual(['Job 3']);
    expect(column('Applied')).toHaveAccessibleName('Applied (12)');
    expect(cardTitles('Applied')).toEqual(['Job 1', 'Job 2', 'Job 4', 'Job 5', 'Job 6', 'Job 7', 'Job 8', 'Job 9', 'Job 10']);
    expect(server.count(listApplications)).toBe(listCalls);

    await user.click(within(column('Applied')).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cardTitles('Applied')).toEqual(['Job 1', 'Job 2', 'Job 4', 'Job 5', 'Job 6', 'Job 7', 'Job 8', 'Job 9', 'Job 10', 'Job 11', 'Job 12', 'Job 13']));
  });

  it('moves a card with its Move to… menu', async () => {
    const { user } = await openBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Analyst to…' }), 'Offer');
    await waitFor(() => expect(within(column('Offer')).getByRole('button', { name: 'Analyst' })).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Moved Analyst to Offer.');
  });

  it('filters both views by stage and by date range', async () => {
    const { server, user } = await openBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Interview');
    expect(screen.queryByRole('button', { name: 'Data Engineer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyst' })).toBeInTheDocument();
    expect(column('Applied')).toHaveAccessibleName('Applied (0)');

    await user.type(screen.getByLabelText('Applied from'), '2024-04-15');
    await waitFor(() => expect(column('Interview')).toHaveAccessibleName('Interview (0)'));
    expect(server.applicationListQueries.at(-1)).toEqual({ limit: '10', stage: 'Interview', applied_from: '2024-04-15' });
    await user.clear(screen.getByLabelText('Applied from'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), '');
    await user.type(screen.getByLabelText('Applied from'), '2024-05-01');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Data Engineer']);

    await user.type(screen.getByLabelText('Applied to'), '2024-05-05');
    expect(screen.getByText('No applications match these filters.')).toBeInTheDocument();
  });

  it('edits notes, next-step date, contacts and posting URL in the details panel, and shows the stage history', async () => {
    const { server, user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Data Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Engineer — Globex' });
    expect(within(dialog).getByRole('list', { name: 'Stage history' })).toHaveTextContent('Applied: May 4, 2024');
    await user.type(within(dialog).getByLabelText('Notes'), 'Call back Monday');
    await user.type(within(dialog).getByLabelText('Next step date'), '2024-06-03');
    await user.type(within(dialog).getByLabelText('Posting URL'), 'https://jobs.example.com/1');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await user.type(within(dialog).getByLabelText('Contact 1 name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Contact 1 e-mail'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.applications.find(({ id }) => id === 1)).toMatchObject({
      notes: 'Call back Monday',
      next_step_date: '2024-06-03',
      posting_url: 'https://jobs.example.com/1',
      contacts: [{ name: 'Ada', role: '', email: 'ada@example.com' }],
    });
    expect(screen.getByText('Next step: Jun 3, 2024')).toBeInTheDocument();
  });
});
