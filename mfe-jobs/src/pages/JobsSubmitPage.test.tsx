import { act, screen, within } from '@testing-library/react';
import { listJobs, submitFreeformJob, submitJob } from '@careerforge/contract';
import { FakeJobsServer } from '../test/fakeJobsServer';
import { buildJob, minutesAgo } from '../test/jobs';
import { findStatusMessage, renderApp } from '../test/renderApp';

const POSTING = `Senior Data Engineer
Company: Northwind Analytics

You will build streaming pipelines with Kafka.`;

function recentSubmissions() {
  return screen.getByRole('complementary', { name: 'Recent Submissions' });
}

async function switchToFreeForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Free-Form Paste' }));
  return screen.getByRole('textbox', { name: 'Job Posting' });
}

describe('Submit a job (/jobs-submit)', () => {
  describe('structured form', () => {
    it('is the default: Job Title, Company and a required Job Description with a counter', () => {
      new FakeJobsServer();
      renderApp('/jobs-submit');
      expect(screen.getByRole('heading', { level: 1, name: 'Submit New Job' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Structured Form' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Free-Form Paste' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('textbox', { name: 'Job Title' })).not.toBeRequired();
      expect(screen.getByRole('textbox', { name: 'Company' })).not.toBeRequired();
      const description = screen.getByRole('textbox', { name: 'Job Description' });
      expect(description).toBeRequired();
      expect(description).toHaveAttribute('maxLength', '2000');
      expect(description).toHaveAccessibleDescription('0/2000');
      expect(screen.getByRole('button', { name: 'Submit Job' })).toBeInTheDocument();
    });

    it('counts the description as it is typed', async () => {
      new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      const description = screen.getByRole('textbox', { name: 'Job Description' });
      await user.type(description, 'Run the platform.');
      expect(screen.getByText('17/2000')).toBeInTheDocument();
      expect(description).toHaveAccessibleDescription('17/2000');
    });

    it("asks for a description with 'Job description is required.' and sends nothing", async () => {
      const server = new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Platform Engineer');
      await user.type(screen.getByRole('textbox', { name: 'Job Description' }), '   ');
      await user.click(screen.getByRole('button', { name: 'Submit Job' }));
      expect(screen.getByRole('textbox', { name: 'Job Description' })).toHaveAccessibleDescription(
        expect.stringContaining('Job description is required.'),
      );
      expect(server.count(submitJob)).toBe(0);
    });

    it("shows 'Submitting...', then 'Job submitted successfully!', clears the form and lists the job", async () => {
      const server = new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      expect(await screen.findByText('No recent submissions found')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Job Title' }), '  Platform Engineer ');
      await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Globex');
      await user.type(screen.getByRole('textbox', { name: 'Job Description' }), 'Keep the platform running.');
      const release = server.hold(submitJob);
      await user.click(screen.getByRole('button', { name: 'Submit Job' }));
      expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
      release();

      await findStatusMessage('Job submitted successfully!');
      expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Job Description' })).toHaveValue('');
      expect(screen.getByText('0/2000')).toBeInTheDocument();
      const item = within(recentSubmissions()).getByRole('listitem');
      expect(item).toHaveTextContent('Platform Engineer');
      expect(item).toHaveTextContent('Globex');
      expect(server.jobs).toMatchObject([{ job_title: 'Platform Engineer', company: 'Globex', text: 'Keep the platform running.' }]);
    });

    it('sends one job for a double click on Submit Job', async () => {
      const server = new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      await user.type(screen.getByRole('textbox', { name: 'Job Description' }), 'Keep the platform running.');
      const button = screen.getByRole('button', { name: 'Submit Job' });
      // Both clicks land before React renders the button busy, as a fast double click can.
      act(() => {
        button.click();
        button.click();
      });
      await findStatusMessage('Job submitted successfully!');
      expect(server.count(submitJob)).toBe(1);
      expect(server.jobs).toHaveLength(1);
    });

    it("shows the server's error when the job is refused", async () => {
      const server = new FakeJobsServer();
      server.fail(submitJob, 400, 'Job description must be at most 2000 characters.');
      const { user } = renderApp('/jobs-submit');
      await user.type(screen.getByRole('textbox', { name: 'Job Description' }), 'Keep the platform running.');
      await user.click(screen.getByRole('button', { name: 'Submit Job' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Job description must be at most 2000 characters.');
      expect(screen.getByRole('textbox', { name: 'Job Description' })).toHaveValue('Keep the platform running.');
    });

    it("shows 'Submission failed.' when the server cannot be reached", async () => {
      const server = new FakeJobsServer();
      server.failNetwork(submitJob);
      const { user } = renderApp('/jobs-submit');
      await user.type(screen.getByRole('textbox', { name: 'Job Description' }), 'Keep the platform running.');
      await user.click(screen.getByRole('button', { name: 'Submit Job' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Submission failed\.$/);
    });
  });

  describe('free-form paste', () => {
    it("is titled 'Paste Full Job Posting' with one text area of up to 10000 characters", async () => {
      new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      const posting = await switchToFreeForm(user);
      expect(screen.getByRole('heading', { level: 1, name: 'Paste Full Job Posting' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Free-Form Paste' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getAllByRole('textbox')).toEqual([posting]);
      expect(posting).toHaveAttribute('maxLength', '10000');
      await user.type(posting, 'Data Engineer');
      expect(posting).toHaveAccessibleDescription('13/10000');
      expect(screen.getByRole('button', { name: 'Parse & Submit' })).toBeInTheDocument();
    });

    it("asks for a posting with 'Please paste a job posting.' and sends nothing", async () => {
      const server = new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      const posting = await switchToFreeForm(user);
      await user.click(screen.getByRole('button', { name: 'Parse & Submit' }));
      expect(posting).toHaveAccessibleDescription(expect.stringContaining('Please paste a job posting.'));
      await user.type(posting, '  {Enter}  ');
      await user.click(screen.getByRole('button', { name: 'Parse & Submit' }));
      expect(posting).toHaveAccessibleDescription(expect.stringContaining('Please paste a job posting.'));
      expect(server.count(submitFreeformJob)).toBe(0);
    });

    it('submits the posting and lists it under the title and company the server found', async () => {
      const server = new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      const posting = await switchToFreeForm(user);
      await user.click(posting);
      await user.paste(POSTING);
      const release = server.hold(submitFreeformJob);
      await user.click(screen.getByRole('button', { name: 'Parse & Submit' }));
      expect(screen.getByRole('button', { name: 'Submitting...' })).toBeInTheDocument();
      release();

      await findStatusMessage('Job submitted successfully!');
      expect(posting).toHaveValue('');
      const item = within(recentSubmissions()).getByRole('listitem');
      expect(item).toHaveTextContent('Senior Data Engineer');
      expect(item).toHaveTextContent('Northwind Analytics');
      expect(server.jobs).toMatchObject([{ text: POSTING }]);
    });

    it('sends one posting for a double click on Parse & Submit', async () => {
      const server = new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      await user.click(screen.getByRole('button', { name: 'Free-Form Paste' }));
      await user.type(screen.getByRole('textbox', { name: 'Job Posting' }), 'Data Engineer at Acme. SQL and Airflow.');
      const button = screen.getByRole('button', { name: 'Parse & Submit' });
      act(() => {
        button.click();
        button.click();
      });
      await findStatusMessage('Job submitted successfully!');
      expect(server.count(submitFreeformJob)).toBe(1);
    });

    it("shows the server's error, or 'Submission failed.'", async () => {
      const server = new FakeJobsServer();
      server.fail(submitFreeformJob, 422, 'The posting could not be read.');
      const { user } = renderApp('/jobs-submit');
      await user.type(await switchToFreeForm(user), 'Data Engineer');
      await user.click(screen.getByRole('button', { name: 'Parse & Submit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The posting could not be read.');

      server.failNetwork(submitFreeformJob);
      await user.click(screen.getByRole('button', { name: 'Parse & Submit' }));
      expect(await screen.findByText('Submission failed.')).toBeInTheDocument();
    });

    it('keeps what was typed in each mode when switching between them', async () => {
      new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      await user.type(screen.getByRole('textbox', { name: 'Job Description' }), 'Structured draft');
      await user.type(await switchToFreeForm(user), 'Pasted draft');
      await user.click(screen.getByRole('button', { name: 'Structured Form' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Submit New Job' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Job Description' })).toHaveValue('Structured draft');
      expect(await switchToFreeForm(user)).toHaveValue('Pasted draft');
    });
  });

  describe('Recent Submissions', () => {
    it("says 'No recent submissions found' when there are none, and links to all jobs", async () => {
      new FakeJobsServer();
      const { user } = renderApp('/jobs-submit');
      expect(await within(recentSubmissions()).findByText('No recent submissions found')).toBeInTheDocument();
      await user.click(within(recentSubmissions()).getByRole('link', { name: 'View All' }));
      expect(window.location.pathname).toBe('/jobs-view');
      expect(screen.getByRole('heading', { level: 1, name: 'Job Description History' })).toBeInTheDocument();
    });

    it('lists the latest 5 jobs with their title, company and age, or the fallbacks', async () => {
      new FakeJobsServer([
        buildJob({ jobId: 1, job_title: 'Oldest', submittedAt: minutesAgo(600) }),
        buildJob({ jobId: 2, job_title: null, company: null, submittedAt: minutesAgo(5) }),
        buildJob({ jobId: 3, job_title: 'Third', submittedAt: minutesAgo(3 * 24 * 60) }),
        buildJob({ jobId: 4, job_title: 'Fourth', submittedAt: minutesAgo(120) }),
        buildJob({ jobId: 5, job_title: 'Fifth', submittedAt: minutesAgo(60) }),
        buildJob({ jobId: 6, job_title: 'Sixth', company: 'Globex', submittedAt: minutesAgo(30) }),
      ]);
      renderApp('/jobs-submit');
      const items = await within(recentSubmissions()).findAllByRole('listitem');
      expect(items.map((item) => item.firstChild?.textContent)).toEqual(['Untitled Position', 'Sixth', 'Fifth', 'Fourth', 'Oldest']);
      expect(items[0]).toHaveTextContent('Unknown Company');
      expect(items[0]).toHaveTextContent('5 minutes ago');
      expect(items[1]).toHaveTextContent('Globex');
      expect(items[4]).toHaveTextContent('10 hours ago');
    });

    it("says 'Failed to fetch job descriptions' when the jobs cannot be loaded", async () => {
      const server = new FakeJobsServer();
      server.fail(listJobs, 500, 'Database unavailable.');
      renderApp('/jobs-submit');
      expect(await within(recentSubmissions()).findByRole('alert')).toHaveTextContent('Failed to fetch job descriptions');
    });
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('hides the success message after 1.5 seconds', async () => {
      new FakeJobsServer();
      const { user } = renderApp('/jobs-submit', { advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('textbox', { name: 'Job Description' }), 'Keep the platform running.');
      await user.click(screen.getByRole('button', { name: 'Submit Job' }));
      await findStatusMessage('Job submitted successfully!');

      act(() => jest.advanceTimersByTime(1400));
      expect(screen.getByText('Job submitted successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Job submitted successfully!')).not.toBeInTheDocument();
    });
  });
});
