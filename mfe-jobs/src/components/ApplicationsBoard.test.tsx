import { screen, waitFor, within } from '@testing-library/react';
import { FakeApplicationsServer, buildApplication, buildFormattedResume } from '../test/fakeApplicationsServer';
import { buildJob } from '../test/jobs';
import { renderApp } from '../test/renderApp';

const APPLICATIONS = [
  buildApplication({ id: 1, jobSummary: 'Data Engineer', companyName: 'Globex', applied_at: '2024-05-10T10:00:00.000Z' }),
  buildApplication({ id: 2, jobSummary: 'Analyst', companyName: 'Initech', status: 'Interview', applied_at: '2024-04-01T10:00:00.000Z' }),
];

async function openBoard() {
  const server = new FakeApplicationsServer({
    jobs: [buildJob({ jobId: 1, job_title: 'Data Engineer', company: 'Globex' })],
    formattedResumes: [buildFormattedResume({ id: 1 })],
    applications: APPLICATIONS.map((application) => ({ ...application })),
  });
  const { user } = renderApp('/applications');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Board' }));
  return { server, user };
}

const column = (stage: string) => screen.getByRole('region', { name: new RegExp(`^${stage} \\(`) });

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

  it('moves a card with its Move to… menu', async () => {
    const { user } = await openBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Analyst to…' }), 'Offer');
    await waitFor(() => expect(within(column('Offer')).getByRole('button', { name: 'Analyst' })).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Moved Analyst to Offer.');
  });

  it('filters both views by stage and by date range', async () => {
    const { user } = await openBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Interview');
    expect(screen.queryByRole('button', { name: 'Data Engineer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyst' })).toBeInTheDocument();

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
