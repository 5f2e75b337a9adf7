import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { POLL_LIMIT_MS } from '@careerforge/shared';
import { deleteGeneratedResume, generateResume, getGenerationStatus, type CareerPickerItem, type JobDescription } from '@careerforge/contract';
import { FakeGenerationServer, MATCH_REPORT, buildResumeContent } from '../test/fakeGenerationServer';
import { findStatusMessage, renderApp } from '../test/renderApp';

const JOBS: JobDescription[] = [
  { jobId: 1, job_title: 'Data Engineer', company: 'Acme', text: 'SQL and Airflow.', submittedAt: '2024-05-01T12:00:00.000Z', applied: false },
  { jobId: 2, job_title: null, company: null, text: 'Anything.', submittedAt: '2024-05-02T12:00:00.000Z', applied: false },
];

const CAREER: CareerPickerItem[] = [
  { id: 11, position: 'Data Engineer', company: 'Acme', start_date: '2019-03', end_date: null, description: 'Pipelines.', accomplishments: [] },
  { id: 12, position: 'Analyst', company: 'Babbage & Co.', start_date: '2016', end_date: '2019-02-28', description: 'Reports.', accomplishments: [] },
];

const VALIDATION = 'Please select both a job description and at least one career history record.';

function setUp(seed: { jobs?: JobDescription[]; career?: CareerPickerItem[] } = {}, options?: Parameters<typeof renderApp>[1]) {
  const server = new FakeGenerationServer({ jobs: JOBS, career: CAREER, ...seed });
  const { user } = renderApp('/resume-generate', options);
  return { server, user };
}

const careerToggle = () => screen.getByRole('button', { name: /^Career History/ });

async function choose(user: ReturnType<typeof setUp>['user'], { job = 'Data Engineer - Acme', careers = ['Data Engineer, Acme, Mar 2019 – Present'] } = {}) {
  await user.click(screen.getByRole('combobox', { name: 'Job Description' }));
  await user.click(await screen.findByRole('option', { name: job }));
  await user.click(careerToggle());
  for (const career of careers) await user.click(await screen.findByRole('checkbox', { name: career }));
  await user.keyboard('{Escape}');
}

describe('ResumeGeneratePage', () => {
  it("lists the jobs as '<title> - <company>', with fallbacks for missing ones", async () => {
    const { user } = setUp();
    const field = screen.getByRole('combobox', { name: 'Job Description' });
    expect(field).toHaveAttribute('placeholder', '-- Select a Job --');
    await user.click(field);
    await screen.findByRole('option', { name: 'Data Engineer - Acme' });
    expect(within(screen.getByRole('listbox', { name: 'Job Description' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Data Engineer - Acme',
      'Untitled Job - Unknown Company',
    ]);
  });

  it('searches the jobs on the server as the user types, and shows the one chosen', async () => {
    const { user, server } = setUp();
    const field = screen.getByRole('combobox', { name: 'Job Description' });
    await user.type(field, 'ACME');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Data Engineer - Acme']));
    expect(server.jobListQueries.map((query) => query.q)).toContain('ACME');
    await user.click(screen.getByRole('option', { name: 'Data Engineer - Acme' }));
    expect(field).toHaveValue('Data Engineer - Acme');

    await user.clear(field);
    await user.type(field, 'no such job');
    expect(await screen.findByText('No jobs match your search.')).toBeInTheDocument();
  });

  describe('career multi-select', () => {
    it("lists each record as 'position, company, start – end or Present', each date at its precision, and counts the chosen ones", async () => {
      const { user } = setUp();
      expect(careerToggle()).toHaveAccessibleName('Career History 0 selected');
      expect(careerToggle()).toHaveAttribute('aria-expanded', 'false');
      await user.click(careerToggle());
      expect(careerToggle()).toHaveAttribute('aria-expanded', 'true');
      const list = screen.getByRole('group', { name: 'Career History' });
      await within(list).findByRole('checkbox', { name: 'Data Engineer, Acme, Mar 2019 – Present' });
      expect(within(list).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
        'Data Engineer, Acme, Mar 2019 – Present',
        'Analyst, Babbage & Co., 2016 – Feb 28, 2019',
      ]);
      await user.click(within(list).getByRole('checkbox', { name: /^Analyst/ }));
      await user.click(within(list).getByRole('checkbox', { name: /^Data Engineer/ }));
      expect(screen.getByText('2 selected')).toBeInTheDocument();
    });

    it('searches the records by position or company on the server, keeps the chosen ones, and opens on every record again', async () => {
      const { user } = setUp();
      await user.click(careerToggle());
      await screen.findByRole('checkbox', { name: /^Analyst/ });
      await user.type(screen.getByRole('searchbox', { name: 'Search career history' }), 'BABBAGE');
      await waitFor(() => expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Analyst, Babbage & Co., 2016 – Feb 28, 2019']));
      await user.click(screen.getByRole('checkbox', { name: /^Analyst/ }));

      await user.clear(screen.getByRole('searchbox', { name: 'Search career history' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search career history' }), 'nobody');
      expect(await screen.findByText('No career histories match your search.')).toBeInTheDocument();
      expect(careerToggle()).toHaveAccessibleName('Career History 1 selected');

      await user.keyboard('{Escape}');
      await user.click(careerToggle());
      expect(screen.getByRole('searchbox', { name: 'Search career history' })).toHaveValue('');
      expect(await screen.findAllByRole('checkbox')).toHaveLength(2);
    });

    it('opens and closes from the keyboard; Escape gives focus back to its button', async () => {
      const { user } = setUp();
      careerToggle().focus();
      await user.keyboard('{Enter}');
      const box = await screen.findByRole('checkbox', { name: /^Analyst/ });
      await user.tab();
      expect(screen.getByRole('searchbox', { name: 'Search career history' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('checkbox', { name: /^Data Engineer/ })).toHaveFocus();
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: /^Data Engineer/ })).toBeChecked();
      await user.keyboard('{Escape}');
      expect(box).not.toBeInTheDocument();
      expect(careerToggle()).toHaveFocus();
      expect(careerToggle()).toHaveAccessibleName('Career History 1 selected');
    });

    it('closes on Escape from its button or a chip too, giving focus back to its button', async () => {
      const { user } = setUp();
      await user.click(careerToggle());
      await user.click(await screen.findByRole('checkbox', { name: /^Analyst/ }));
      careerToggle().focus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Career History' })).not.toBeInTheDocument();

      await user.click(careerToggle());
      screen.getByRole('button', { name: 'Remove Analyst at Babbage & Co.' }).focus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Career History' })).not.toBeInTheDocument();
      expect(careerToggle()).toHaveFocus();
    });

    it('closes on a click elsewhere', async () => {
      const { user } = setUp();
      await user.click(careerToggle());
      await screen.findByRole('checkbox', { name: /^Analyst/ });
      await user.click(screen.getByRole('heading', { level: 1 }));
      expect(screen.queryByRole('checkbox', { name: /^Analyst/ })).not.toBeInTheDocument();
    });

    it("says 'No career histories available' when there are none", async () => {
      const { user, server } = setUp({ career: [] });
      await user.click(careerToggle());
      expect(await screen.findByText('No career histories available')).toBeInTheDocument();
      expect(server.count(generateResume)).toBe(0);
    });

    it("shows the chosen records as 'position at company' chips whose remove button unselects them", async () => {
      const { user } = setUp();
      await choose(user, { careers: ['Data Engineer, Acme, Mar 2019 – Present', 'Analyst, Babbage & Co., 2016 – Feb 28, 2019'] });
      const chips = screen.getByRole('list', { name: 'Selected career history' });
      expect(within(chips).getAllByRole('listitem').map((chip) => chip.firstChild?.textContent)).toEqual([
        'Data Engineer at Acme',
        'Analyst at Babbage & Co.',
      ]);
      await user.click(screen.getByRole('button', { name: 'Remove Analyst at Babbage & Co.' }));
      expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
      expect(careerToggle()).toHaveAccessibleName('Career History 1 selected');
      await user.click(careerToggle());
      expect(screen.getByRole('checkbox', { name: /^Analyst/ })).not.toBeChecked();
    });
  });

  describe('validation', () => {
    it.each([
      ['neither', {}],
      ['only a job', { job: true }],
      ['only career records', { career: true }],
    ])('asks for both a job and a career record when given %s', async (_case, given: { job?: boolean; career?: boolean }) => {
      const { user, server } = setUp();
      if (given.job) {
        await user.click(screen.getByRole('combobox', { name: 'Job Description' }));
        await user.click(await screen.findByRole('option', { name: 'Data Engineer - Acme' }));
      }
      if (given.career) {
        await user.click(careerToggle());
        await user.click(await screen.findByRole('checkbox', { name: /^Analyst/ }));
      }
      await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
      expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION);
      expect(server.count(generateResume)).toBe(0);
    });
  });

  it("shows the server's error when generation cannot start, else 'Failed to generate resume'", async () => {
    const { user, server } = setUp();
    server.fail(generateResume, 429, 'Too many generations; try again in a minute.');
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many generations; try again in a minute.');

    server.failNetwork(generateResume);
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
    expect(await screen.findByText('Failed to generate resume')).toBeInTheDocument();
  });

  it("reads 'Generating…' with a spinner and a loading bar while the request runs", async () => {
    const { user, server } = setUp();
    const release = server.hold(generateResume);
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
    const button = screen.getByRole('button', { name: 'Generating…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Generating');
    expect(screen.getByRole('progressbar', { name: 'Generating resume' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Status: processing')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts one generation for a double click on Generate Resume', async () => {
    const { user, server } = setUp();
    await choose(user);
    const button = screen.getByRole('button', { name: 'Generate Resume' });
    // Both clicks land before React renders the button busy, as a fast double click can.
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByText('Status: processing')).toBeInTheDocument();
    expect(server.count(generateResume)).toBe(1);
    expect(server.generations.size).toBe(1);
  });

  it('links to the pages that add jobs and career history when there are none', async () => {
    setUp({ jobs: [], career: [] });
    expect(await screen.findByRole('link', { name: 'Add your first job' })).toHaveAttribute('href', '/jobs-submit');
    expect(await screen.findByRole('link', { name: 'Add your first role' })).toHaveAttribute('href', '/career-submit');
  });

  it('sends the chosen job and career records', async () => {
    const { user, server } = setUp();
    const sent: unknown[] = [];
    server.override(generateResume, ({ body }) => {
      sent.push(body);
      return { status: 201, body: { resumeId: 7 } };
    });
    await choose(user, { job: 'Untitled Job - Unknown Company', careers: ['Analyst, Babbage & Co., 2016 – Feb 28, 2019', 'Data Engineer, Acme, Mar 2019 – Present'] });
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
    await screen.findByRole('button', { name: 'Generate New Resume' });
    expect(sent).toEqual([{ jobId: 2, historyIds: [12, 11] }]);
  });

  describe('status polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const clock = { advanceTimers: jest.advanceTimersByTime };
    const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    async function startGeneration() {
      const { user, server } = setUp({}, clock);
      await choose(user);
      await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
      await screen.findByText('Status: processing');
      return { user, server, resumeId: [...server.generations.keys()][0]! };
    }

    it('polls at once, then every 4000 ms while processing, and shows the resume and its match report when completed', async () => {
      const { server, resumeId } = await startGeneration();
      expect(server.count(getGenerationStatus)).toBe(1);
      expect(screen.getByText('Please wait while your resume is generated...')).toBeInTheDocument();
      await wait(3999);
      expect(server.count(getGenerationStatus)).toBe(1);
      await wait(1);
      expect(server.count(getGenerationStatus)).toBe(2);
      await wait(4000);
      expect(server.count(getGenerationStatus)).toBe(3);

      server.completeGeneration(resumeId, buildResumeContent({ name: 'Ada Lovelace', skills: ['SQL', 'Airflow'] }));
      await wait(4000);
      expect(await screen.findByText('Status: completed')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Resume Ready!' })).toBeInTheDocument();
      expect(screen.queryByText('Please wait while your resume is generated...')).not.toBeInTheDocument();

      // The resume as readable structured data.
      expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
      expect(screen.getByText('ada@example.com')).toBeInTheDocument();
      expect(screen.getByText('555-0100')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((skill) => skill.textContent)).toEqual([
        'SQL',
        'Airflow',
      ]);
      expect(screen.getByText('BSc Mathematics')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Data Engineer at Acme' })).toBeInTheDocument();
      expect(screen.getByText('Cut nightly load time by 60%')).toBeInTheDocument();

      const report = screen.getByRole('region', { name: 'Match report' });
      expect(within(report).getByText(`${MATCH_REPORT.score}%`)).toBeInTheDocument();
      expect(within(within(report).getByRole('list', { name: 'Covered terms' })).getAllByRole('listitem')[0]).toHaveTextContent(
        'SQL — Skills; Data Engineer at Acme',
      );
      expect(within(report).getByRole('list', { name: 'Missing terms' })).toHaveTextContent('Kubernetes');

      const polls = server.count(getGenerationStatus);
      await wait(20_000);
      expect(server.count(getGenerationStatus)).toBe(polls);
    });

    it("stops on 'failed' and shows the error, or 'Resume generation failed.'", async () => {
      const { server, resumeId } = await startGeneration();
      server.failGeneration(resumeId, 'The job description has no usable terms.');
      await wait(4000);
      expect(await screen.findByText('Status: failed')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('The job description has no usable terms.');
      const polls = server.count(getGenerationStatus);
      await wait(20_000);
      expect(server.count(getGenerationStatus)).toBe(polls);
    });

    it("says 'Resume generation failed.' when a failure comes without an error", async () => {
      const { server, resumeId } = await startGeneration();
      server.failGeneration(resumeId, null);
      await wait(4000);
      expect(await screen.findByRole('alert')).toHaveTextContent('Resume generation failed.');
    });

    it("stops when a poll fails, showing its error or 'Error fetching resume status.'", async () => {
      const { server } = await startGeneration();
      server.fail(getGenerationStatus, 500, 'Database unavailable.');
      await wait(4000);
      expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
      const polls = server.count(getGenerationStatus);
      await wait(20_000);
      expect(server.count(getGenerationStatus)).toBe(polls);
    });

    it("falls back to 'Error fetching resume status.' when the poll's failure says nothing", async () => {
      const { server } = await startGeneration();
      server.failNetwork(getGenerationStatus);
      await wait(4000);
      expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching resume status.');
    });

    it('stops polling a generation still running after the polling limit, says so, and checks again on Retry', async () => {
      const { user, server, resumeId } = await startGeneration();
      await wait(POLL_LIMIT_MS);
      expect(await screen.findByText('Your resume is taking longer than expected.')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('We stopped checking after 3 minutes.');
      const polls = server.count(getGenerationStatus);
      await wait(60_000);
      expect(server.count(getGenerationStatus)).toBe(polls);

      server.completeGeneration(resumeId);
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Resume Ready!')).toBeInTheDocument();
      expect(server.count(getGenerationStatus)).toBe(polls + 1);
    });

    it('cancels a running generation: the server deletes it, polling stops and the choices stay to start again', async () => {
      const { user, server, resumeId } = await startGeneration();
      await user.click(screen.getByRole('button', { name: 'Cancel generation' }));
      expect(await findStatusMessage('Generation cancelled.')).toBeInTheDocument();
      expect(server.count(deleteGeneratedResume)).toBe(1);
      expect(server.generations.has(resumeId)).toBe(false);
      expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Job Description' })).toHaveValue('Data Engineer - Acme');
      expect(screen.getByRole('button', { name: 'Generate Resume' })).toBeEnabled();
      const polls = server.count(getGenerationStatus);
      await wait(20_000);
      expect(server.count(getGenerationStatus)).toBe(polls);
    });

    it('says when the cancel fails, and keeps following the generation', async () => {
      const { user, server } = await startGeneration();
      server.fail(deleteGeneratedResume, 500, 'Database unavailable.');
      await user.click(screen.getByRole('button', { name: 'Cancel generation' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to cancel the generation');
      expect(alert).toHaveTextContent('Database unavailable.');
      expect(screen.getByText('Status: processing')).toBeInTheDocument();
    });

    it("'Generate New Resume' clears the form and the status", async () => {
      const { user, server, resumeId } = await startGeneration();
      server.completeGeneration(resumeId);
      await wait(4000);
      await screen.findByText('Resume Ready!');
      await user.click(screen.getByRole('button', { name: 'Generate New Resume' }));
      expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Job Description' })).toHaveValue('');
      expect(careerToggle()).toHaveAccessibleName('Career History 0 selected');
      expect(screen.getByRole('button', { name: 'Generate Resume' })).toBeEnabled();
      const polls = server.count(getGenerationStatus);
      await wait(20_000);
      expect(server.count(getGenerationStatus)).toBe(polls);
    });
  });

  it('starts empty each time the page opens', async () => {
    const { user } = setUp();
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
    await screen.findByText('Status: processing');
    cleanup();
    setUp();
    expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job Description' })).toHaveValue('');
  });
});
