import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getAdvice, listGeneratedResumes, listJobs } from '@careerforge/contract';
import { formatDate } from '@careerforge/shared';
import { FakeApplicationsServer, buildGeneratedResume, type ApplicationsSeed } from '../test/fakeApplicationsServer';
import { buildJob } from '../test/jobs';
import { renderApp } from '../test/renderApp';
import { pickOption, pickerOptions } from '../test/searchPicker';

const CREATED_AT = '2024-05-02T09:00:00.000Z';

const JOBS = [
  buildJob({ jobId: 1, job_title: 'Data Engineer', company: 'Globex' }),
  buildJob({ jobId: 2, job_title: 'Platform Engineer', company: 'Initech' }),
];

const RESUMES = [
  buildGeneratedResume({ id: 10, name: 'Ada Lovelace', job_id: 2, job_title: 'Platform Engineer', created_at: CREATED_AT }),
  buildGeneratedResume({ id: 11, name: 'Ada L.', job_id: 1, job_title: 'Data Engineer', created_at: CREATED_AT }),
];

const ADVICE = `**Match: 72/100** for Data Engineer at Globex.
Your resume shows: **SQL**.

1. Lead with your **Kafka** work
2. Quantify the pipeline results

<script>alert('x')</script>`;

function jobSelect() {
  return screen.getByRole('combobox', { name: 'Job' });
}

function resumeSelect() {
  return screen.getByRole('combobox', { name: 'Resume' });
}

type User = ReturnType<typeof renderApp>['user'];

async function openAdvice(seed: ApplicationsSeed = {}, path = '/advice') {
  const server = new FakeApplicationsServer({ jobs: JOBS, generatedResumes: RESUMES, advice: ADVICE, ...seed });
  const { user } = renderApp(path);
  await waitFor(() => expect(server.count(listGeneratedResumes)).toBeGreaterThan(0));
  return { server, user };
}

const CHOSEN_RESUME = `Ada L. — Data Engineer — ${formatDate(CREATED_AT)}`;

async function chooseBoth(user: User) {
  await pickOption(user, jobSelect(), 'Data Engineer @ Globex');
  await pickOption(user, resumeSelect(), CHOSEN_RESUME);
}

describe('Get Job-Seeking Advice (/advice)', () => {
  it("lists jobs as 'title @ company' and generated resumes as 'name — job — date'", async () => {
    const { user } = await openAdvice({
      generatedResumes: [
        ...RESUMES,
        buildGeneratedResume({ id: 12, name: 'Old résumé', job_id: 99, job_title: null, created_at: CREATED_AT }),
        buildGeneratedResume({ id: 13, name: 'Renamed job', job_id: 99, job_title: 'Job title it had', created_at: CREATED_AT }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Get Job-Seeking Advice' })).toBeInTheDocument();
    expect(jobSelect()).toHaveAttribute('placeholder', '– Select a Job –');
    expect(resumeSelect()).toHaveAttribute('placeholder', '– Select a Resume –');
    expect(await pickerOptions(user, jobSelect())).toEqual(['Data Engineer @ Globex', 'Platform Engineer @ Initech']);
    const date = formatDate(CREATED_AT);
    expect(await pickerOptions(user, resumeSelect())).toEqual([
      `Ada Lovelace — Platform Engineer — ${date}`,
      `Ada L. — Data Engineer — ${date}`,
      `Old résumé — Job 99 — ${date}`,
      `Renamed job — Job title it had — ${date}`,
    ]);
  });

  it("keeps 'Get Advice' disabled until both a job and a resume are chosen", async () => {
    const { user } = await openAdvice();
    const button = screen.getByRole('button', { name: 'Get Advice' });
    expect(button).toBeDisabled();
    await pickOption(user, jobSelect(), 'Data Engineer @ Globex');
    expect(button).toBeDisabled();
    await pickOption(user, resumeSelect(), CHOSEN_RESUME);
    expect(button).toBeEnabled();
  });

  it('searches the jobs and the resumes on the server as the user types', async () => {
    const { server, user } = await openAdvice();
    await user.type(jobSelect(), 'initech');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Platform Engineer @ Initech']));
    expect(server.jobListQueries.map((query) => query.q)).toContain('initech');
    await user.click(screen.getByRole('option', { name: 'Platform Engineer @ Initech' }));
    expect(jobSelect()).toHaveValue('Platform Engineer @ Initech');

    await user.type(resumeSelect(), 'ada l.');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([CHOSEN_RESUME]));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(resumeSelect()).toHaveValue(CHOSEN_RESUME);

    await user.clear(jobSelect());
    await user.type(jobSelect(), 'nothing of the sort');
    expect(await screen.findByText('No jobs match your search.')).toBeInTheDocument();
  });

  it('links to the pages that add jobs and generate resumes when there are none', async () => {
    new FakeApplicationsServer({ jobs: [], generatedResumes: [], advice: ADVICE });
    renderApp('/advice');
    expect(await screen.findByRole('link', { name: 'Add your first job' })).toHaveAttribute('href', '/jobs-submit');
    expect(screen.getByRole('link', { name: 'Generate your first resume' })).toHaveAttribute('href', '/resume-generate');
  });

  it("says 'Please select both a job and a resume.' when sent without both, and asks nothing", async () => {
    const { server, user } = await openAdvice();
    await pickOption(user, jobSelect(), 'Data Engineer @ Globex');
    // The button is disabled, but a form can still be sent, e.g. by assistive technology.
    fireEvent.submit(screen.getByRole('form', { name: 'Get advice' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select both a job and a resume.');
    expect(server.count(getAdvice)).toBe(0);
  });

  it("shows 'Getting Advice...' while busy, then the advice laid out as lists, bold and line breaks", async () => {
    const { server, user } = await openAdvice();
    await chooseBoth(user);
    const release = server.hold(getAdvice);
    await user.click(screen.getByRole('button', { name: 'Get Advice' }));
    expect(screen.getByRole('button', { name: 'Getting Advice...' })).toHaveAttribute('aria-busy', 'true');
    expect(jobSelect()).toBeDisabled();
    release();

    const advice = await screen.findByRole('region', { name: 'Advice' });
    expect(screen.getByRole('button', { name: 'Get Advice' })).toBeEnabled();
    expect(within(advice).getByText('Match: 72/100').tagName).toBe('STRONG');
    expect(within(advice).getByText('SQL').tagName).toBe('STRONG');
    const firstParagraph = within(advice).getByText('Match: 72/100').closest('p');
    expect(firstParagraph?.querySelectorAll('br')).toHaveLength(1);
    expect(within(advice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lead with your Kafka work',
      'Quantify the pipeline results',
    ]);
    expect(within(advice).getByText("<script>alert('x')</script>")).toBeInTheDocument();
    expect(advice.querySelector('script')).toBeNull();
  });

  it("opens the whole advice in a 'Full Advice' popup that 'Go Back' closes", async () => {
    const { user } = await openAdvice();
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Get Advice' }));
    await user.click(await screen.findByRole('button', { name: 'View Full Advice' }));

    const popup = screen.getByRole('dialog', { name: 'Full Advice' });
    expect(within(popup).getByRole('list')).toHaveTextContent('Lead with your Kafka work');
    expect(within(popup).getByText('Match: 72/100').tagName).toBe('STRONG');
    await user.click(within(popup).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Advice' })).toBeInTheDocument();
  });

  it('sends the chosen job and resume, and clears the advice when the choice changes', async () => {
    const { server, user } = await openAdvice();
    const sent: unknown[] = [];
    server.override(getAdvice, (request) => {
      sent.push(request.body);
      return { status: 200, body: { advice: 'Advice text.' } };
    });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Get Advice' }));
    expect(await screen.findByText('Advice text.')).toBeInTheDocument();
    expect(sent).toEqual([{ jobId: 1, resumeId: 11 }]);

    await pickOption(user, jobSelect(), 'Platform Engineer @ Initech');
    expect(screen.queryByRole('region', { name: 'Advice' })).not.toBeInTheDocument();
  });

  it("shows the server's error in red under the button", async () => {
    const { server, user } = await openAdvice();
    server.fail(getAdvice, 409, 'This resume is not ready yet; advice needs a generated resume.');
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Get Advice' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('This resume is not ready yet; advice needs a generated resume.');
    expect(error).toHaveClass('advice-error');
    expect(screen.queryByRole('region', { name: 'Advice' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to get advice' when the server gives no reason", async () => {
    const { server, user } = await openAdvice();
    server.failNetwork(getAdvice);
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Get Advice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to get advice$/);
  });

  it.each([
    ['jobs', listJobs],
    ['generated resumes', listGeneratedResumes],
  ])("says 'Failed to load jobs or resumes.' when the %s cannot be loaded", async (_what, endpoint) => {
    const server = new FakeApplicationsServer({ jobs: JOBS, generatedResumes: RESUMES });
    server.fail(endpoint, 500, 'Database unavailable.');
    renderApp('/advice');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load jobs or resumes.');
  });

  describe('arriving from a Generated Resumes card (?resumeId=)', () => {
    it('preselects that resume and its job', async () => {
      const { user } = await openAdvice({}, '/advice?resumeId=10');
      const resume = `Ada Lovelace — Platform Engineer — ${formatDate(CREATED_AT)}`;
      await waitFor(() => expect(resumeSelect()).toHaveValue(resume));
      await waitFor(() => expect(jobSelect()).toHaveValue('Platform Engineer @ Initech'));
      expect(screen.getByRole('button', { name: 'Get Advice' })).toBeEnabled();

      await pickOption(user, jobSelect(), 'Data Engineer @ Globex');
      expect(jobSelect()).toHaveValue('Data Engineer @ Globex');
      expect(resumeSelect()).toHaveValue(resume);
    });

    it('preselects a resume and a job older than the first page of each list', async () => {
      const newerJobs = Array.from({ length: 24 }, (_, index) => buildJob({ jobId: 100 + index, job_title: `Newer job ${index}`, company: 'Acme' }));
      const newerResumes = Array.from({ length: 24 }, (_, index) =>
        buildGeneratedResume({ id: 100 + index, name: `Newer ${index}`, job_id: 100 + index, job_title: `Newer job ${index}`, created_at: CREATED_AT }),
      );
      const { server } = await openAdvice({ jobs: [...newerJobs, JOBS[1]!], generatedResumes: [...newerResumes, RESUMES[0]!] }, '/advice?resumeId=10');
      await waitFor(() => expect(resumeSelect()).toHaveValue(`Ada Lovelace — Platform Engineer — ${formatDate(CREATED_AT)}`));
      await waitFor(() => expect(jobSelect()).toHaveValue('Platform Engineer @ Initech'));
      // The second page of each, and no more.
      expect(server.count(listGeneratedResumes)).toBe(2);
      expect(server.count(listJobs)).toBe(2);
    });

    it('preselects only the resume when its job is not in the list', async () => {
      await openAdvice(
        { generatedResumes: [...RESUMES, buildGeneratedResume({ id: 12, job_id: 99, created_at: CREATED_AT })] },
        '/advice?resumeId=12',
      );
      await waitFor(() => expect(resumeSelect()).toHaveValue(`Ada Lovelace — Job 99 — ${formatDate(CREATED_AT)}`));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Get Advice' })).toBeDisabled());
      expect(jobSelect()).toHaveValue('');
    });

    it('chooses nothing for a resume that is not in the list', async () => {
      const { user } = await openAdvice({}, '/advice?resumeId=404');
      // Once the resumes have loaded.
      expect(await pickerOptions(user, resumeSelect())).toHaveLength(2);
      expect(resumeSelect()).toHaveValue('');
      expect(jobSelect()).toHaveValue('');
    });
  });
});
