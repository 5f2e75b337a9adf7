import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  applyToJob,
  deleteApplication,
  listApplications,
  listFormattedResumes,
  listJobs,
  updateApplicationStatus,
} from '@careerforge/contract';
import { formatDateTime } from '@careerforge/shared';
import {
  FakeApplicationsServer,
  afterApplication,
  applicationsNumbered,
  buildApplication,
  buildFormattedResume,
  type ApplicationsSeed,
} from '../test/fakeApplicationsServer';
import { buildJob } from '../test/jobs';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { pickOption, pickerOptions } from '../test/searchPicker';

const JOBS = [
  buildJob({ jobId: 1, job_title: 'Data Engineer', company: 'Globex' }),
  buildJob({ jobId: 2, job_title: null, company: null }),
];

const RESUME_CREATED_AT = '2024-05-03T15:45:00.000Z';
const FORMATTED = [
  buildFormattedResume({ id: 5, label: 'Data Engineer at Globex — PDF, Default', created_at: RESUME_CREATED_AT }),
  buildFormattedResume({ id: 6, label: 'Data Engineer at Globex — DOCX, Compact', created_at: RESUME_CREATED_AT }),
];
const PDF_OPTION = `Data Engineer at Globex — PDF, Default — ${formatDateTime(RESUME_CREATED_AT)}`;
const DOCX_OPTION = `Data Engineer at Globex — DOCX, Compact — ${formatDateTime(RESUME_CREATED_AT)}`;

const APPLIED_AT = '2024-05-04T10:15:00.000Z';

type User = ReturnType<typeof renderApp>['user'];

function jobSelect() {
  return screen.getByRole('combobox', { name: 'Job' });
}

function resumeSelect() {
  return screen.getByRole('combobox', { name: 'Resume' });
}

function applicationsTable() {
  return screen.getByRole('table');
}

function rowCells(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent ?? '');
}

function bodyRows(): HTMLElement[] {
  return within(applicationsTable()).getAllByRole('row').slice(1);
}

function shownJobs(): string[] {
  return bodyRows().map((row) => rowCells(row)[1] ?? '');
}

/**
 * Scrolls the table's rows to the end of those loaded, as a user's wheel would: jsdom has no
 * layout, so the offset is set on the rows' scrolling window and announced.
 */
function scrollTableToEnd(): void {
  const rows = within(applicationsTable()).getAllByRole('rowgroup')[1];
  const window = rows?.parentElement;
  if (!rows || !window) throw new Error('The table rows sit in their scrolling window.');
  fireEvent.scroll(window, { target: { scrollTop: parseFloat(rows.style.height) } });
}

async function openApplications(seed: ApplicationsSeed = {}, options: { advanceTimers?: (ms: number) => void } = {}) {
  const server = new FakeApplicationsServer({ jobs: JOBS.map((job) => ({ ...job })), formattedResumes: FORMATTED, ...seed });
  const { user } = renderApp('/applications', options);
  await screen.findByRole('heading', { level: 2, name: 'My Applications' });
  await waitFor(() => expect(server.count(listJobs)).toBeGreaterThan(0));
  await waitFor(() => expect(server.count(listFormattedResumes)).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByText('Loading applications...')).not.toBeInTheDocument());
  return { server, user };
}

async function chooseBoth(user: User) {
  await pickOption(user, jobSelect(), 'Data Engineer — Globex');
  await pickOption(user, resumeSelect(), PDF_OPTION);
}

describe('Apply to Jobs (/applications)', () => {
  describe('applying', () => {
    it("lists jobs as 'title — company' and formatted resumes as 'label — date and time'", async () => {
      const { user } = await openApplications();
      expect(screen.getByRole('heading', { level: 1, name: 'Apply to Jobs' })).toBeInTheDocument();
      expect(jobSelect()).toHaveAttribute('placeholder', '– Select a Job –');
      expect(await pickerOptions(user, jobSelect())).toEqual([
        'Data Engineer — Globex',
        'Untitled Position — Unknown Company',
      ]);
      expect(resumeSelect()).toHaveAttribute('placeholder', '– Select a Resume –');
      expect(await pickerOptions(user, resumeSelect())).toEqual([PDF_OPTION, DOCX_OPTION]);
    });

    it('searches the formatted resumes on the server as the Resume choice is typed in', async () => {
      const { server, user } = await openApplications();
      await user.type(resumeSelect(), 'docx');
      await waitFor(() => expect(server.formattedResumeListQueries.at(-1)).toEqual({ limit: '20', q: 'docx' }));
      await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual([DOCX_OPTION]));
      await user.click(screen.getByRole('option', { name: DOCX_OPTION }));
      expect(resumeSelect()).toHaveValue(DOCX_OPTION);

      await user.clear(resumeSelect());
      await user.type(resumeSelect(), 'odt');
      expect(await screen.findByText('No resumes match your search.')).toBeInTheDocument();
    });

    it('keeps Apply disabled until both a job and a resume are chosen', async () => {
      const { user } = await openApplications();
      const apply = screen.getByRole('button', { name: 'Apply' });
      expect(apply).toBeDisabled();
      await pickOption(user, resumeSelect(), PDF_OPTION);
      expect(apply).toBeDisabled();
      await pickOption(user, jobSelect(), 'Data Engineer — Globex');
      expect(apply).toBeEnabled();
    });

    it("shows 'Please select both a job and a resume.' as a banner when sent without both", async () => {
      const { server, user } = await openApplications();
      await pickOption(user, jobSelect(), 'Data Engineer — Globex');
      fireEvent.submit(screen.getByRole('form', { name: 'Apply to a job' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please select both a job and a resume.');
      expect(server.count(applyToJob)).toBe(0);
    });

    it('records the application, reloads the list and refreshes the jobs, so the job shows as applied', async () => {
      const { server, user } = await openApplications();
      expect(await screen.findByText("You haven't applied to any jobs yet.")).toBeInTheDocument();
      const jobLoads = server.count(listJobs);
      await chooseBoth(user);
      await user.click(screen.getByRole('button', { name: 'Apply' }));

      await screen.findByRole('table');
      const [row] = bodyRows();
      expect(rowCells(row!).slice(1)).toEqual(['Data Engineer', 'Globex', 'Data Engineer at Globex — PDF, Default']);
      expect(server.applications).toMatchObject([{ job_id: 1, resume_id: 5, status: 'Applied' }]);
      expect(server.count(listApplications)).toBe(2);
      expect(server.count(listJobs)).toBeGreaterThan(jobLoads);
      expect(server.jobs.find(({ jobId }) => jobId === 1)?.applied).toBe(true);
      // Ready for the next job with the same resume.
      expect(jobSelect()).toHaveValue('');
      expect(resumeSelect()).toHaveValue(PDF_OPTION);
    });

    it("shows the server's error when the same job and resume were already sent", async () => {
      const { server, user } = await openApplications({
        applications: [buildApplication({ id: 1, job_id: 1, resumeId: 5, resume_id: 5 })],
      });
      await chooseBoth(user);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You have already applied to this job with this resume.');
      expect(server.applications).toHaveLength(1);
    });

    it('sends one application for a double click on Apply', async () => {
      const { server, user } = await openApplications();
      await chooseBoth(user);
      const button = screen.getByRole('button', { name: 'Apply' });
      // Both clicks land before React renders the button busy, as a fast double click can.
      act(() => {
        button.click();
        button.click();
      });
      await screen.findByRole('table');
      expect(server.count(applyToJob)).toBe(1);
      expect(server.applications).toHaveLength(1);
    });

    it("shows 'Failed to apply for job.' when the server gives no reason", async () => {
      const { server, user } = await openApplications();
      server.failNetwork(applyToJob);
      await chooseBoth(user);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to apply for job\.$/);
    });
  });

  describe('My Applications', () => {
    it('shows when, the job, the company and the resume of each application, newest first', async () => {
      await openApplications({
        applications: [
          buildApplication({ id: 4, applied_at: '2024-05-01T09:00:00.000Z', resumeId: 41, resume_id: 41, resumeLabel: null }),
          buildApplication({ id: 3, applied_at: APPLIED_AT, jobSummary: 'Data Engineer', companyName: 'Globex', resumeId: 5, resume_id: 5, resumeLabel: 'Old label' }),
          buildApplication({ id: 2, applied_at: '2024-05-03T09:00:00.000Z', jobSummary: 'Untitled Job', companyName: null, resumeId: 40, resume_id: 40, resumeLabel: 'Deleted file label' }),
          buildApplication({ id: 1, applied_at: '2024-05-02T09:00:00.000Z', resumeId: 6, resume_id: 6, resumeLabel: null }),
        ],
      });
      expect(within(applicationsTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Applied At',
        'Job',
        'Company',
        'Resume',
        'Status',
        'Actions',
      ]);
      const rows = bodyRows();
      // The resume's label now (renamed since), else the one it had when applying, else its id.
      expect(rowCells(rows[0]!)).toEqual([formatDateTime(APPLIED_AT), 'Data Engineer', 'Globex', 'Data Engineer at Globex — PDF, Default']);
      expect(rowCells(rows[1]!).slice(1)).toEqual(['Untitled Job', 'Unknown Company', 'Deleted file label']);
      expect(rowCells(rows[2]!)[3]).toBe('Data Engineer at Globex — DOCX, Compact');
      expect(rowCells(rows[3]!)[3]).toBe('41');
      expect(within(rows[0]!).getByRole('button', { name: 'Delete application' })).toHaveAccessibleDescription(
        'Data Engineer Data Engineer at Globex — PDF, Default',
      );
    });

    it('reads the first 50 applications, and the next 50 each time the table is scrolled to the end of those loaded', async () => {
      const { server } = await openApplications({ applications: applicationsNumbered(120) });
      // Only the rows in view are in the document; the table says how many there are in all.
      expect(applicationsTable()).toHaveAttribute('aria-rowcount', '121');
      expect(shownJobs()[0]).toBe('Job 1');
      expect(screen.queryByText('Job 50')).not.toBeInTheDocument();
      expect(server.applicationListQueries).toEqual([{ limit: '50' }]);

      scrollTableToEnd();
      await waitFor(() => expect(server.applicationListQueries).toEqual([{ limit: '50' }, { limit: '50', cursor: afterApplication(50) }]));
      expect(shownJobs()).toContain('Job 50');
      await waitFor(() => expect(screen.queryByText('Loading more…')).not.toBeInTheDocument());
      scrollTableToEnd();
      expect(await screen.findByText('Job 100')).toBeInTheDocument();
      await waitFor(() => expect(server.applicationListQueries.at(-1)).toEqual({ limit: '50', cursor: afterApplication(100) }));
      await waitFor(() => expect(screen.queryByText('Loading more…')).not.toBeInTheDocument());
      scrollTableToEnd();
      expect(await screen.findByText('Job 120')).toBeInTheDocument();
      expect(server.applicationListQueries).toHaveLength(3);
    });

    it('links to the generated resumes to format one when there is no formatted resume to apply with', async () => {
      new FakeApplicationsServer({ jobs: JOBS, formattedResumes: [] });
      renderApp('/applications');
      expect(await screen.findByRole('link', { name: 'Format a generated resume' })).toHaveAttribute('href', '/generated-resumes');
    });

    it("says 'You haven't applied to any jobs yet.' when there are none", async () => {
      await openApplications();
      expect(await screen.findByText("You haven't applied to any jobs yet.")).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Find a job to apply to' })).toHaveAttribute('href', '/jobs-view');
    });

    it("says 'Failed to load applications' when the list cannot be loaded", async () => {
      const server = new FakeApplicationsServer({ jobs: JOBS });
      server.fail(listApplications, 500, 'Database unavailable.');
      renderApp('/applications');
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load applications');
      expect(screen.queryByText("You haven't applied to any jobs yet.")).not.toBeInTheDocument();
    });

    it("loads the list again from 'Retry' after a failure", async () => {
      const server = new FakeApplicationsServer({ jobs: JOBS });
      server.fail(listApplications, 500, 'Database unavailable.');
      const { user } = renderApp('/applications');
      await screen.findByText('Failed to load applications');
      server.override(listApplications, () => ({
        status: 200,
        body: { applications: [buildApplication({ id: 1, jobSummary: 'Data Engineer' })], next_cursor: null, total: 1 },
      }));
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(screen.queryByText('Failed to load applications')).not.toBeInTheDocument();
    });
  });

  describe('filters', () => {
    const SPREAD = [
      buildApplication({ id: 3, jobSummary: 'Analyst', status: 'Interview', applied_at: '2024-05-20T08:00:00.000Z' }),
      buildApplication({ id: 2, jobSummary: 'Data Engineer', status: 'Applied', applied_at: '2024-05-10T08:00:00.000Z' }),
      buildApplication({ id: 1, jobSummary: 'Platform Engineer', status: 'Applied', applied_at: '2024-05-01T08:00:00.000Z' }),
    ];

    it('sends the stage and the days to the server and shows the rows it answers', async () => {
      const { server, user } = await openApplications({ applications: SPREAD });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Applied');
      await waitFor(() => expect(shownJobs()).toEqual(['Data Engineer', 'Platform Engineer']));
      expect(server.applicationListQueries.at(-1)).toEqual({ limit: '50', stage: 'Applied' });

      fireEvent.change(screen.getByLabelText('Applied from'), { target: { value: '2024-05-05' } });
      fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2024-05-15' } });
      await waitFor(() => expect(shownJobs()).toEqual(['Data Engineer']));
      expect(server.applicationListQueries.at(-1)).toEqual({ limit: '50', stage: 'Applied', applied_from: '2024-05-05', applied_to: '2024-05-15' });

      // The rows are the server's answer as it is: the page filters none of its own.
      server.override(listApplications, () => ({ status: 200, body: { applications: [SPREAD[0]], next_cursor: null, total: 1 } }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Offer');
      await waitFor(() => expect(shownJobs()).toEqual(['Analyst']));
    });

    it("says 'No applications match these filters.' when none match, keeping the filters to change", async () => {
      const { user } = await openApplications({ applications: SPREAD });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Offer');
      expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByText("You haven't applied to any jobs yet.")).not.toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), '');
      await waitFor(() => expect(shownJobs()).toEqual(['Analyst', 'Data Engineer', 'Platform Engineer']));
      expect(screen.queryByText('No applications match these filters.')).not.toBeInTheDocument();
    });

    it('takes a row out of a table filtered to its stage as soon as its status changes', async () => {
      const { server, user } = await openApplications({ applications: SPREAD });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Applied');
      await waitFor(() => expect(shownJobs()).toEqual(['Data Engineer', 'Platform Engineer']));
      const release = server.hold(updateApplicationStatus);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Data Engineer' }), 'Offer');
      await waitFor(() => expect(shownJobs()).toEqual(['Platform Engineer']));
      expect(applicationsTable()).toHaveAttribute('aria-rowcount', '2');
      release();
      await waitFor(() => expect(server.applications.find(({ id }) => id === 2)?.status).toBe('Offer'));

      // The unfiltered list shows it with its new status.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), '');
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of Data Engineer' })).toHaveValue('Offer'));
    });
  });

  describe('status', () => {
    it('offers the stages, and shows a change at once while the PUT saves it', async () => {
      const { server, user } = await openApplications({ applications: [buildApplication({ id: 1, jobSummary: 'Data Engineer' })] });
      const status = await screen.findByRole('combobox', { name: 'Status of Data Engineer' });
      expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Saved',
        'Applied',
        'Screening',
        'Interview',
        'Offer',
        'Accepted',
        'Rejected',
        'Withdrawn',
        'Ghosted',
      ]);
      const release = server.hold(updateApplicationStatus);
      await user.selectOptions(status, 'Interview');
      await waitFor(() => expect(status).toHaveValue('Interview'));
      release();
      await waitFor(() => expect(server.applications[0]?.status).toBe('Interview'));
      expect(server.requests).toContain('PUT /api/user/applications/1/status/');
    });

    it('shows the status as the server saved it', async () => {
      const { server, user } = await openApplications({ applications: [buildApplication({ id: 1, jobSummary: 'Data Engineer' })] });
      server.override(updateApplicationStatus, () => ({
        status: 200,
        body: { success: true, application: buildApplication({ id: 1, jobSummary: 'Data Engineer', status: 'Offer (verbal)' }) },
      }));
      const status = await screen.findByRole('combobox', { name: 'Status of Data Engineer' });
      await user.selectOptions(status, 'Offer');
      await waitFor(() => expect(status).toHaveDisplayValue('Offer (verbal)'));
    });

    it('shows a status the server sent as given, even one not offered', async () => {
      await openApplications({ applications: [buildApplication({ id: 1, jobSummary: 'Data Engineer', status: 'Phone screen' })] });
      const status = await screen.findByRole('combobox', { name: 'Status of Data Engineer' });
      expect(status).toHaveDisplayValue('Phone screen');
    });

    it("puts the old status back and shows the server's error when the change fails", async () => {
      const { server, user } = await openApplications({ applications: [buildApplication({ id: 1, jobSummary: 'Data Engineer' })] });
      let refuse!: () => void;
      const refused = new Promise<void>((resolve) => (refuse = resolve));
      server.override(updateApplicationStatus, async () => {
        await refused;
        return { status: 404, body: { error: 'Application not found.' } };
      });
      const status = await screen.findByRole('combobox', { name: 'Status of Data Engineer' });
      await user.selectOptions(status, 'Offer');
      await waitFor(() => expect(status).toHaveValue('Offer'));
      refuse();
      expect(await screen.findByRole('alert')).toHaveTextContent('Application not found.');
      expect(status).toHaveValue('Applied');
    });
  });

  describe('deleting', () => {
    it('asks first, and Cancel keeps the application', async () => {
      const { server, user } = await openApplications({ applications: [buildApplication({ id: 1 })] });
      await user.click(await screen.findByRole('button', { name: 'Delete application' }));
      const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this application?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodyRows()).toHaveLength(1);
      expect(server.count(deleteApplication)).toBe(0);
    });

    it("shows 'Failed to delete application' and keeps the row when the delete fails", async () => {
      const { server, user } = await openApplications({ applications: [buildApplication({ id: 1 })] });
      server.fail(deleteApplication, 500, 'Database unavailable.');
      await user.click(await screen.findByRole('button', { name: 'Delete application' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete application');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodyRows()).toHaveLength(1);
    });
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("removes the row without reloading, shows 'Application deleted successfully!' and hides it after 3 seconds", async () => {
      const { server, user } = await openApplications(
        {
          applications: [
            buildApplication({ id: 2, jobSummary: 'Platform Engineer' }),
            buildApplication({ id: 1, jobSummary: 'Data Engineer' }),
          ],
        },
        { advanceTimers: jest.advanceTimersByTime },
      );
      await screen.findByRole('table');
      await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Delete application' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      await findStatusMessage('Application deleted successfully!');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodyRows().map((row) => rowCells(row)[1])).toEqual(['Data Engineer']);
      expect(server.count(listApplications)).toBe(1);

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Application deleted successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Application deleted successfully!')).not.toBeInTheDocument();
    });

    it('hides an error banner after 3 seconds, keeping the reason under the form until the next action', async () => {
      const { server, user } = await openApplications({}, { advanceTimers: jest.advanceTimersByTime });
      server.fail(applyToJob, 409, 'You have already applied to this job with this resume.');
      await chooseBoth(user);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You have already applied to this job with this resume.');

      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Apply to a job' });
      expect(within(form).getByText('You have already applied to this job with this resume.')).toBeInTheDocument();

      // Held, then answered as normal: the next attempt goes through.
      const release = server.hold(applyToJob);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(within(form).queryByText('You have already applied to this job with this resume.')).not.toBeInTheDocument();
      release();
      expect(await screen.findByRole('table')).toBeInTheDocument();
    });
  });
});
