import { act, screen, waitFor, within } from '@testing-library/react';
import { sharedKeys } from '@careerforge/shared';
import { deleteJob, listJobs, updateJob, type JobDescription } from '@careerforge/contract';
import { FakeJobsServer } from '../test/fakeJobsServer';
import { buildJob, minutesAgo } from '../test/jobs';
import { findStatusMessage, renderApp } from '../test/renderApp';

const JOBS = [
  buildJob({ jobId: 3, job_title: 'Platform Engineer', company: 'Globex', text: 'Keep it running.', submittedAt: minutesAgo(10) }),
  buildJob({ jobId: 7, job_title: 'Data Analyst', company: 'Initech', text: 'SQL dashboards.', submittedAt: minutesAgo(20) }),
];

type Options = Parameters<typeof renderApp>[1];

async function openHistory(options?: Options) {
  const server = new FakeJobsServer(JOBS.map((job) => ({ ...job })));
  const { user, queryClient } = renderApp('/jobs-view', options);
  await screen.findByText('2 results • Page 1 of 1');
  return { server, user, queryClient };
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

/** The card's title, the button that opens it (its box covers the card, so a click anywhere opens it). */
function cardOpener(title: string): HTMLElement {
  return within(card(title)).getByRole('button', { name: title });
}

async function openEditor(title = 'Platform Engineer', options?: Options) {
  const opened = await openHistory(options);
  await opened.user.click(within(card(title)).getByRole('button', { name: 'Edit' }));
  return { ...opened, dialog: screen.getByRole('dialog', { name: /^Edit Job #\d+$/ }) };
}

describe("'Edit Job #{jobId}' popup", () => {
  it('opens from Edit with the job in its Title, Company and Description fields', async () => {
    const { dialog } = await openEditor();
    expect(dialog).toHaveAccessibleName('Edit Job #3');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Platform Engineer');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Company' })).toHaveValue('Globex');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Keep it running.');
    for (const name of ['Submit Changes', 'Delete Job', 'Close']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("opens from a click on a card's title, or Enter or Space on it", async () => {
    const { user } = await openHistory();
    await user.click(cardOpener('Data Analyst'));
    expect(screen.getByRole('dialog', { name: 'Edit Job #7' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    cardOpener('Platform Engineer').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Edit Job #3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(cardOpener('Platform Engineer')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Edit Job #3' })).toBeInTheDocument();
  });

  it('closes from the close mark or the backdrop without saving', async () => {
    const { server, user, dialog } = await openEditor();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' II');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(card('Platform Engineer')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.count(updateJob)).toBe(0);
  });

  it('saves the changes with Submit Changes, then closes and shows them on the card', async () => {
    const { server, user, dialog } = await openEditor();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Staff Platform Engineer');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Company' }));
    const release = server.hold(updateJob);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Changes' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Job updated successfully!');
    expect(within(card('Staff Platform Engineer')).getByText('Unknown Company')).toBeInTheDocument();
    expect(server.jobs.find(({ jobId }) => jobId === 3)).toMatchObject({
      job_title: 'Staff Platform Engineer',
      company: null,
      text: 'Keep it running.',
    });
  });

  it("asks for a description with 'Job description is required.' and sends nothing", async () => {
    const { server, user, dialog } = await openEditor();
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Changes' }));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Job description is required.'));
    expect(server.count(updateJob)).toBe(0);
  });

  it("deletes after 'Are you sure you want to delete?' and 'Yes, Delete'", async () => {
    const { server, user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    const release = server.hold(deleteJob);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeInTheDocument();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Job deleted successfully!');
    expect(screen.getByText('1 results • Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Platform Engineer' })).not.toBeInTheDocument();
    expect(server.jobs.map(({ jobId }) => jobId)).toEqual([7]);
  });

  it("fetches the shared job list again, whose pickers the generation remote reads too, without the deleted job", async () => {
    const { server, user, dialog, queryClient } = await openEditor();
    const listCalls = server.count(listJobs);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Are you sure you want to delete?' })).getByRole('button', { name: 'Yes, Delete' }));
    await findStatusMessage('Job deleted successfully!');
    expect(server.count(listJobs)).toBeGreaterThan(listCalls);
    const cachedJobIds = queryClient
      .getQueriesData<{ jobs: JobDescription[] }>({ queryKey: sharedKeys.jobs() })
      .flatMap(([, answer]) => answer?.jobs.map(({ jobId }) => jobId) ?? []);
    expect(cachedJobIds).toEqual([7]);
  });

  it('keeps the job when the delete is cancelled', async () => {
    const { server, user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Are you sure you want to delete?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Edit Job #3' })).toBeInTheDocument();
    expect(server.count(deleteJob)).toBe(0);
  });

  it('sends one update for a double click on Submit Changes', async () => {
    const { server, dialog } = await openEditor('Platform Engineer');
    const button = within(dialog).getByRole('button', { name: 'Submit Changes' });
    // Both clicks land before React renders the button busy, as a fast double click can.
    act(() => {
      button.click();
      button.click();
    });
    await findStatusMessage('Job updated successfully!');
    expect(server.count(updateJob)).toBe(1);
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const clock = { advanceTimers: jest.advanceTimersByTime };

    it("shows 'Failed to update job' for 1.5 seconds and keeps the popup open", async () => {
      const { server, user, dialog } = await openEditor('Platform Engineer', clock);
      server.fail(updateJob, 500, 'Storage is read-only.');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Changes' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Failed to update job');
      expect(alert).toHaveTextContent('Storage is read-only.');

      act(() => jest.advanceTimersByTime(1400));
      expect(screen.getByText('Failed to update job')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Failed to update job')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Job #3' })).toBeInTheDocument();
    });

    it("shows 'Failed to delete job' for 1.5 seconds, back in the popup", async () => {
      const { server, user, dialog } = await openEditor('Platform Engineer', clock);
      server.fail(deleteJob, 500, 'Storage is read-only.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
      await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete job');
      expect(screen.queryByRole('dialog', { name: 'Are you sure you want to delete?' })).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1500));
      expect(screen.queryByText('Failed to delete job')).not.toBeInTheDocument();
      expect(server.jobs).toHaveLength(2);
    });

    it('keeps the reason of a failure beside the buttons after the banner has gone, until the next action', async () => {
      const { server, user, dialog } = await openEditor('Platform Engineer', clock);
      server.fail(deleteJob, 500, 'Storage is read-only.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
      await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
      await within(dialog).findByRole('alert');
      act(() => jest.advanceTimersByTime(1500));
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(dialog).getByText('Failed to delete job: Storage is read-only.')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Submit Changes' }));
      expect(within(dialog).queryByText('Failed to delete job: Storage is read-only.')).not.toBeInTheDocument();
      await findStatusMessage('Job updated successfully!');
    });

    it('hides the success message after 1.5 seconds', async () => {
      const { user, dialog } = await openEditor('Platform Engineer', clock);
      await user.click(within(dialog).getByRole('button', { name: 'Submit Changes' }));
      await findStatusMessage('Job updated successfully!');
      act(() => jest.advanceTimersByTime(1500));
      expect(screen.queryByText('Job updated successfully!')).not.toBeInTheDocument();
    });
  });
});
