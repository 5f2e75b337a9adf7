import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { listJobsPage, type JobDescription } from '@careerforge/contract';
import { useJobsList } from '../queries/jobs';
import { RemoteProviders } from '../remote/RemoteProviders';
import { FakeApiServer, TEST_RUNTIME_CONFIG, TEST_TOKEN } from '../testing';
import { fakeListReply, jobsNumbered } from './testing';
import { SearchPicker } from './SearchPicker';

/**
 * An API holding `jobs` that answers their pages as the real one does, recording the queries sent;
 * it answers once `answering` settles, and 500 while `failing` is set.
 */
function serveJobs(jobs: JobDescription[]) {
  const server = new FakeApiServer();
  const api = { queries: [] as Record<string, string>[], failing: false, answering: Promise.resolve() };
  server.override(listJobsPage, async (request) => {
    api.queries.push(request.query);
    await api.answering;
    if (api.failing) return { status: 500, body: { error: 'Something went wrong.' } };
    return fakeListReply(jobs, request, { key: 'jobs', matches: (job, q) => (job.job_title ?? '').toLowerCase().includes(q.toLowerCase()) });
  });
  return api;
}

const jobLabel = (job: JobDescription) => `${job.job_title} - ${job.company}`;

/** A picker of the caller's jobs as a screen holds one: the search and the chosen job in its state. */
function JobPicker({ initial = null }: { initial?: JobDescription | null }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<JobDescription | null>(initial);
  const list = useJobsList({ q });
  return (
    <>
      <SearchPicker
        label="Job Description"
        placeholder="-- Select a Job --"
        list={list}
        onSearch={setQ}
        itemKey={(job) => job.jobId}
        itemLabel={jobLabel}
        selected={chosen}
        onSelect={setChosen}
        emptyText="No jobs match."
      />
      <p>Chosen: {chosen ? chosen.job_title : 'none'}</p>
    </>
  );
}

function renderPicker(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <RemoteProviders config={TEST_RUNTIME_CONFIG} getAccessToken={async () => TEST_TOKEN} currentUser={null} queryClient={queryClient}>
      {ui}
    </RemoteProviders>,
  );
}

describe('SearchPicker', () => {
  it('sends the typed text to the server as q once typing pauses, and lists what it answers', async () => {
    const api = serveJobs(jobsNumbered(30));
    const user = userEvent.setup();
    renderPicker(<JobPicker />);
    const field = screen.getByRole('combobox', { name: 'Job Description' });
    expect(field).toHaveAttribute('placeholder', '-- Select a Job --');

    await user.type(field, 'job 2');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Job 1 - Initech' })).not.toBeInTheDocument());
    await screen.findByRole('option', { name: 'Job 2 - Globex' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      ['Job 2', ...Array.from({ length: 10 }, (_, index) => `Job ${20 + index}`)].map((title) => jobLabel(jobsNumbered(30).find((job) => job.job_title === title)!)),
    );
    // One call per pause, not per key.
    expect(api.queries.filter((query) => query.q !== undefined).map((query) => query.q)).toEqual(['job 2']);
  });

  it('chooses an option with a click and keeps showing it after another search', async () => {
    serveJobs(jobsNumbered(30));
    const user = userEvent.setup();
    renderPicker(<JobPicker />);
    const field = screen.getByRole('combobox', { name: 'Job Description' });

    await user.type(field, 'job 29');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: 'Job 29 - Initech' }));
    expect(screen.getByText('Chosen: Job 29')).toBeInTheDocument();
    expect(field).toHaveValue('Job 29 - Initech');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    // Job 29 is not on the first page of the whole list, yet it stays shown.
    await user.click(field);
    expect(await screen.findByRole('option', { name: 'Job 1 - Initech' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Job 29 - Initech' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Job 29 - Initech');
  });

  it('moves among the options with the arrows, Home and End, chooses with Enter and closes with Escape', async () => {
    serveJobs(jobsNumbered(3));
    const user = userEvent.setup();
    renderPicker(<JobPicker />);
    const field = screen.getByRole('combobox', { name: 'Job Description' });

    await user.click(field);
    await screen.findByRole('option', { name: 'Job 1 - Initech' });
    const activeOption = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Job 1 - Initech');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Job 2 - Globex');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Job 3 - Initech');
    await user.keyboard('{Home}');
    expect(activeOption()).toBe('Job 1 - Initech');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(screen.getByText('Chosen: Job 2')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Job 2 - Globex' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: Job 2')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    serveJobs(jobsNumbered(3));
    const user = userEvent.setup();
    renderPicker(<JobPicker />);
    await user.type(screen.getByRole('combobox', { name: 'Job Description' }), 'nothing like it');
    expect(await screen.findByText('No jobs match.')).toHaveAttribute('role', 'status');
  });

  it("says 'Loading…' before the first page, and when it fails, offers Retry which loads it", async () => {
    const api = serveJobs(jobsNumbered(3));
    api.failing = true;
    let answer!: () => void;
    api.answering = new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    renderPicker(<JobPicker />);
    await user.click(screen.getByRole('combobox', { name: 'Job Description' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the options.');

    api.failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Job 1 - Initech' })).toBeInTheDocument();
  });

  it('loads the next page as the options scroll to their end', async () => {
    const api = serveJobs(jobsNumbered(45));
    const user = userEvent.setup();
    renderPicker(<JobPicker />);
    await user.click(screen.getByRole('combobox', { name: 'Job Description' }));
    await screen.findByRole('option', { name: 'Job 1 - Initech' });
    await user.keyboard('{End}');
    await waitFor(() => expect(api.queries.some((query) => query.cursor === '20')).toBe(true));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Job 1 - Initech' })).toHaveAttribute('aria-setsize', '45'));
    await user.keyboard('{End}');
    await waitFor(() => expect(api.queries.some((query) => query.cursor === '40')).toBe(true));
  });
});
