import { screen, waitFor, within } from '@testing-library/react';
import { listJobs } from '@careerforge/contract';
import { fakeListReply } from '@careerforge/shared/lists/testing';
import { FakeJobsServer } from '../test/fakeJobsServer';
import { buildJob, minutesAgo } from '../test/jobs';
import { renderApp } from '../test/renderApp';

const DAY = 24 * 60;

/** Six jobs, job n submitted n days ago; so newest first is 1..6 and oldest first 6..1. */
const SIX_JOBS = [
  buildJob({ jobId: 1, job_title: 'Platform Engineer', company: 'Globex', text: 'Kubernetes and Terraform.', submittedAt: minutesAgo(1 * DAY) }),
  buildJob({ jobId: 2, job_title: 'Data Analyst', company: 'Initech', text: 'SQL dashboards.', submittedAt: minutesAgo(2 * DAY) }),
  buildJob({ jobId: 3, job_title: 'Backend Engineer', company: 'Globex', text: 'Kafka pipelines.', submittedAt: minutesAgo(3 * DAY) }),
  buildJob({ jobId: 4, job_title: 'QA Lead', company: 'Umbrella', text: 'Test strategy.', submittedAt: minutesAgo(4 * DAY) }),
  buildJob({ jobId: 5, job_title: 'Designer', company: 'Initech', text: 'Design systems.', submittedAt: minutesAgo(5 * DAY) }),
  buildJob({ jobId: 6, job_title: 'SRE', company: 'Hooli', text: 'On-call for KAFKA clusters.', submittedAt: minutesAgo(6 * DAY) }),
];

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** Waits until the page shows the summary and these cards. */
async function expectPage(summary: string, titles: string[]) {
  await waitFor(() => expect([screen.queryByText(summary)?.textContent, cardTitles()]).toEqual([summary, titles]));
}

async function openHistory(jobs = SIX_JOBS) {
  const server = new FakeJobsServer(jobs.map((job) => ({ ...job })));
  const { user } = renderApp('/jobs-view');
  await screen.findByText(/results • Page/);
  return { server, user };
}

describe('Job Description History (/jobs-view)', () => {
  it('shows 4 jobs per page, newest first, with the summary and numbered pages', async () => {
    const { user } = await openHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Description History' })).toBeInTheDocument();
    expect(screen.getByText('6 results • Page 1 of 2')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Platform Engineer', 'Data Analyst', 'Backend Engineer', 'QA Lead']);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getAllByRole('button').map((button) => button.textContent)).toEqual(['Previous', '1', '2', 'Next']);
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await expectPage('6 results • Page 2 of 2', ['Designer', 'SRE']);
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    await expectPage('6 results • Page 1 of 2', ['Platform Engineer', 'Data Analyst', 'Backend Engineer', 'QA Lead']);
  });

  it('fetches only the page shown, and sends the search and the order to the server', async () => {
    const { server, user } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectPage('6 results • Page 2 of 2', ['Designer', 'SRE']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    await user.type(screen.getByPlaceholderText('Search jobs...'), 'kafka');
    await expectPage('2 results • Page 1 of 1', ['SRE', 'Backend Engineer']);
    expect(server.jobListQueries[0]).toEqual({ limit: '4', offset: '0', sort: 'newest' });
    expect(server.jobListQueries[1]).toEqual({ limit: '4', offset: '4', sort: 'newest' });
    expect(server.jobListQueries.at(-1)).toEqual({ limit: '4', offset: '0', q: 'kafka', sort: 'oldest' });
    expect(server.jobListQueries.every((query) => query.limit === '4')).toBe(true);
  });

  it.each([
    ['a title', 'backend engineer', ['Backend Engineer']],
    ['a company', 'INITECH', ['Data Analyst', 'Designer']],
    ['the description', 'kafka', ['Backend Engineer', 'SRE']],
  ])('searches %s, ignoring case', async (_where, query, expected) => {
    const { user } = await openHistory();
    await user.type(screen.getByPlaceholderText('Search jobs...'), query);
    await expectPage(`${expected.length} results • Page 1 of 1`, expected);
  });

  it('sorts newest or oldest first', async () => {
    const { user } = await openHistory();
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveDisplayValue('Newest First');
    await user.selectOptions(sort, 'Oldest First');
    await expectPage('6 results • Page 1 of 2', ['SRE', 'Designer', 'QA Lead', 'Backend Engineer']);
    await user.selectOptions(sort, 'Newest First');
    await expectPage('6 results • Page 1 of 2', ['Platform Engineer', 'Data Analyst', 'Backend Engineer', 'QA Lead']);
  });

  it('goes back to page 1 when the search or the sort changes', async () => {
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    await expectPage('6 results • Page 1 of 2', ['SRE', 'Designer', 'QA Lead', 'Backend Engineer']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await expectPage('6 results • Page 2 of 2', ['Data Analyst', 'Platform Engineer']);
    // Every job has an 'e' somewhere, so only the page can change.
    await user.type(screen.getByPlaceholderText('Search jobs...'), 'e');
    await expectPage('6 results • Page 1 of 2', ['SRE', 'Designer', 'QA Lead', 'Backend Engineer']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it("says 'No job descriptions match your search.' when nothing matches", async () => {
    const { user } = await openHistory();
    await user.type(screen.getByPlaceholderText('Search jobs...'), 'astronaut');
    expect(await screen.findByText('No job descriptions match your search.')).toBeInTheDocument();
    expect(screen.getByText('0 results • Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("says 'No job descriptions match your search.' when there are no jobs, with a link to add the first", async () => {
    await openHistory([]);
    expect(screen.getByText('No job descriptions match your search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first job' })).toHaveAttribute('href', '/jobs-submit');
  });

  it('offers no link to add a job when only the search finds nothing', async () => {
    const { user } = await openHistory();
    await user.type(screen.getByPlaceholderText('Search jobs...'), 'astronaut');
    expect(await screen.findByText('No job descriptions match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add your first job' })).not.toBeInTheDocument();
  });

  it('shows each card’s title, company badge, description, age, Applied marker and Edit button', async () => {
    await openHistory([
      buildJob({ jobId: 1, job_title: 'Data Analyst', company: 'Initech', text: 'SQL dashboards.', submittedAt: minutesAgo(5), applied: true }),
      buildJob({ jobId: 2, job_title: 'QA Lead', submittedAt: minutesAgo(2 * DAY) }),
    ]);
    const [applied, notApplied] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(applied).toHaveAccessibleName('Data Analyst');
    expect(within(applied).getByText('Initech')).toBeInTheDocument();
    expect(within(applied).getByText('SQL dashboards.')).toBeInTheDocument();
    expect(within(applied).getByText('5 minutes ago')).toHaveAttribute('dateTime');
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Data Analyst');
    expect(within(notApplied).getByText('2 days ago')).toBeInTheDocument();
    expect(within(notApplied).queryByText('Applied')).not.toBeInTheDocument();
  });

  it("falls back to 'Untitled Position', 'Unknown Company', 'No description provided.' and 'Unknown date'", async () => {
    await openHistory([buildJob({ jobId: 1, job_title: null, company: null, text: '', submittedAt: 'not a date' })]);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading')).toHaveTextContent('Untitled Position');
    expect(within(card).getByText('Unknown Company')).toBeInTheDocument();
    expect(within(card).getByText('No description provided.')).toBeInTheDocument();
    expect(within(card).getByText('Unknown date')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch job descriptions' when the list cannot be loaded", async () => {
    const server = new FakeJobsServer(SIX_JOBS);
    server.fail(listJobs, 500, 'Database unavailable.');
    renderApp('/jobs-view');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch job descriptions$/);
    expect(screen.queryByText('No job descriptions match your search.')).not.toBeInTheDocument();
  });

  it("fetches the list again from 'Retry' after a failure, and shows it", async () => {
    const server = new FakeJobsServer(SIX_JOBS);
    server.fail(listJobs, 500, 'Database unavailable.');
    const { user } = renderApp('/jobs-view');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch job descriptions');
    // The database is back: the next call answers the jobs.
    server.override(listJobs, (request) => fakeListReply(SIX_JOBS, request, { key: 'jobs' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('6 results • Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.count(listJobs)).toBe(2);
  });
});
