import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { listJobsPage, type JobDescription } from '@careerforge/contract';
import { useApiClient } from '../api/useApiClient';
import { RemoteProviders } from '../remote/RemoteProviders';
import { FakeApiServer, TEST_RUNTIME_CONFIG, TEST_TOKEN } from '../testing';
import { fakeListReply, jobsNumbered } from './testing';
import { useNumberedPage } from './useNumberedPage';
import { usePagedList } from './usePagedList';
import { VirtualList } from './VirtualList';

/**
 * An API holding `jobs` (newest first) that answers their pages as the real one does; it records
 * the queries sent, holds the pages after the first while `laterPages` is held, and fails them
 * while `laterPagesFail` is set.
 */
function serveJobs(jobs: JobDescription[]) {
  const server = new FakeApiServer();
  const api = { queries: [] as Record<string, string>[], laterPagesFail: false, laterPages: Promise.resolve() };
  server.override(listJobsPage, async (request) => {
    api.queries.push(request.query);
    if (request.query.cursor !== undefined) {
      await api.laterPages;
      if (api.laterPagesFail) return { status: 500, body: { error: 'Something went wrong.' } };
    }
    return fakeListReply(jobs, request, { key: 'jobs', matches: (job, q) => (job.job_title ?? '').toLowerCase().includes(q.toLowerCase()) });
  });
  return api;
}

/** Holds `api`'s later pages until the returned function is called. */
function holdLaterPages(api: ReturnType<typeof serveJobs>): () => void {
  let release!: () => void;
  api.laterPages = new Promise((resolve) => (release = resolve));
  return release;
}

function renderInRemote(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <RemoteProviders config={TEST_RUNTIME_CONFIG} getAccessToken={async () => TEST_TOKEN} currentUser={null} queryClient={queryClient}>
      {ui}
    </RemoteProviders>,
  );
}

function ScrolledJobs({ pageSize, q }: { pageSize: number; q?: string }) {
  const api = useApiClient();
  const jobs = usePagedList({
    queryKey: ['test', 'jobs', { q }],
    fetchPage: ({ cursor, signal }) => api.call(listJobsPage, { query: { limit: pageSize, cursor, q }, signal }),
    itemsOf: (answer) => answer.jobs,
  });
  if (jobs.isPending) return <p>Loading jobs</p>;
  return <VirtualList list={jobs} label="Job descriptions" itemKey={(job) => job.jobId} renderItem={(job) => <button type="button">{job.job_title}</button>} />;
}

function SearchedJobs() {
  const [q, setQ] = useState('');
  return (
    <>
      <input type="search" aria-label="Search" value={q} onChange={(event) => setQ(event.target.value)} />
      <ScrolledJobs pageSize={20} q={q || undefined} />
    </>
  );
}

const shownTitles = () => within(screen.getByRole('list', { name: 'Job descriptions' })).queryAllByRole('listitem').map((row) => row.textContent);

describe('VirtualList over usePagedList', () => {
  it('shows the first rows, each with its place among all, and loads the next page by cursor when the end comes into view', async () => {
    const api = serveJobs(jobsNumbered(5));
    const release = holdLaterPages(api);
    renderInRemote(<ScrolledJobs pageSize={3} />);
    expect(await screen.findByRole('button', { name: 'Job 1' })).toBeInTheDocument();
    // Three rows fit in the window, so the end is in view: the next page is on its way.
    expect(await screen.findByText('Loading more…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Job 5' })).toBeInTheDocument();
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument();
    expect(shownTitles()).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
    const rows = within(screen.getByRole('list', { name: 'Job descriptions' })).getAllByRole('listitem');
    expect(rows.map((row) => [row.getAttribute('aria-posinset'), row.getAttribute('aria-setsize')])).toEqual(
      ['1', '2', '3', '4', '5'].map((position) => [position, '5']),
    );
    expect(api.queries).toEqual([{ limit: '3' }, { limit: '3', cursor: '3' }]);
  });

  it('renders only the rows in view of a long page, and asks for no more until its end is reached', async () => {
    const api = serveJobs(jobsNumbered(150));
    renderInRemote(<ScrolledJobs pageSize={100} />);
    expect(await screen.findByRole('button', { name: 'Job 1' })).toBeInTheDocument();
    const shown = shownTitles();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(20);
    expect(screen.queryByRole('button', { name: 'Job 100' })).not.toBeInTheDocument();
    expect(api.queries).toHaveLength(1);
  });

  it('says when the next page could not be loaded, and Retry loads it', async () => {
    const api = serveJobs(jobsNumbered(4));
    api.laterPagesFail = true;
    renderInRemote(<ScrolledJobs pageSize={2} />);
    expect(await screen.findByText('Could not load more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Job 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Job 3' })).not.toBeInTheDocument();

    api.laterPagesFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Job 4' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load more.')).not.toBeInTheDocument();
    expect(api.queries.at(-1)).toEqual({ limit: '2', cursor: '2' });
  });

  it('starts again from the first page for another search, sent to the server', async () => {
    const api = serveJobs(jobsNumbered(12));
    renderInRemote(<SearchedJobs />);
    expect(await screen.findByRole('button', { name: 'Job 1' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'job 1');
    await waitFor(() => expect(shownTitles()).toEqual(['Job 1', 'Job 10', 'Job 11', 'Job 12']));
    expect(api.queries.at(-1)).toEqual({ limit: '20', q: 'job 1' });
  });

  it('lays rows out as a table under its header with table roles', async () => {
    serveJobs(jobsNumbered(2));
    function JobsTable() {
      const api = useApiClient();
      const jobs = usePagedList({
        queryKey: ['test', 'jobs-table'],
        fetchPage: ({ cursor, signal }) => api.call(listJobsPage, { query: { limit: 10, cursor }, signal }),
        itemsOf: (answer) => answer.jobs,
      });
      return (
        <VirtualList
          list={jobs}
          label="Jobs"
          table={{ header: <span role="columnheader">Title</span> }}
          itemKey={(job) => job.jobId}
          renderItem={(job) => <span role="cell">{job.job_title}</span>}
        />
      );
    }
    renderInRemote(<JobsTable />);
    const table = await screen.findByRole('table', { name: 'Jobs' });
    await waitFor(() => expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['Title', 'Job 1', 'Job 2']));
    expect(within(table).getAllByRole('row').map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3']);
    expect(table).toHaveAttribute('aria-rowcount', '3');
  });
});

function NumberedJobs() {
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const jobs = useNumberedPage({
    queryKey: ['test', 'numbered-jobs'],
    page,
    pageSize: 4,
    fetchPage: ({ limit, offset, signal }) => api.call(listJobsPage, { query: { limit, offset }, signal }),
    itemsOf: (answer) => answer.jobs,
  });
  return (
    <>
      <ul aria-label="Jobs">
        {jobs.items.map((job) => (
          <li key={job.jobId}>{job.job_title}</li>
        ))}
      </ul>
      <p>
        {jobs.total} results • Page {page} of {jobs.pageCount}
      </p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
    </>
  );
}

describe('useNumberedPage', () => {
  it('fetches only the page shown, by its offset, and counts the pages from the total', async () => {
    const { queries } = serveJobs(jobsNumbered(10));
    renderInRemote(<NumberedJobs />);
    expect(await screen.findByText('10 results • Page 1 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Job 5', 'Job 6', 'Job 7', 'Job 8']),
    );
    expect(screen.getByText('10 results • Page 2 of 3')).toBeInTheDocument();
    expect(queries).toEqual([
      { limit: '4', offset: '0' },
      { limit: '4', offset: '4' },
    ]);
  });
});
