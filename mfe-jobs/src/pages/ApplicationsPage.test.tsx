import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  applyToJob,
  deleteApplication,
  listApplications,
  listJobs,
  updateApplicationStatus,
} from '@careerforge/contract';
import { formatDateTime } from '@careerforge/shared';
import {
  FakeApplicationsServer,
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

async function openApplications(seed: ApplicationsSeed = {}, options: { advanceTimers?: (ms: number) => void } = {}) {
  const server = new FakeApplicationsServer({ jobs: JOBS.map((job) => ({ ...job })), formattedResumes: FORMATTED, ...seed });
  const { user } = renderApp('/applications', options);
  await waitFor(() => expect(server.count(listJobs)).toBeGreaterThan(0));
  await screen.findByRole('option', { name: PDF_OPTION });
  await screen.findByRole('heading', { level: 2, name: 'My Applications' });
  return { server, user };
}

async function chooseBoth(user: User) {
  await pickOption(user, jobSelect(), 'Data Engineer — Globex');
  await user.selectOptions(resumeSelect(), PDF_OPTION);
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
      expect(within(resumeSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
        '– Select a Resume –',
        PDF_OPTION,
        `Data Engineer at Globex — DOCX, Compact — ${formatDateTime(RESUME_CREATED_AT)}`,
      ]);
    });

    it('keeps Apply disabled until both a job and a resume are chosen', async () => {
      const { user } = await openApplications();
      const apply = screen.getByRole('button', { name: 'Apply' });
      expect(apply).toBeDisabled();
      await user.selectOptions(resumeSelect(), PDF_OPTION);
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
      expect(resumeSelect()).toHaveValue('5');
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
    it('shows when, the job, the company and the resume of each application', async () => {
      await openApplications({
        applications: [
          buildApplication({ id: 3, applied_at: APPLIED_AT, jobSummary: 'Data Engineer', companyName: 'Globex', resumeId: 5, resume_id: 5, resumeLabel: 'Old label' }),
          buildApplication({ id: 2, jobSummary: 'Untitled Job', companyName: null, resumeId: 40, resume_id: 40, resumeLabel: 'Deleted file label' }),
          buildApplication({ id: 1, resumeId: null, resume_id: 6, resumeLabel: null }),
          buildApplication({ id: 4, resumeId: 41, resume_id: 41, resumeLabel: null }),
        ],
      });
      await screen.findByRole('table');
      expect(within(applicationsTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Applied At',
        'Job',
        'Company',
        'Resume',
        'Status',
        'Actions',
      ]);
      const rows = bodyRows();
      expect(rowCells(rows[0]!)).toEqual([formatDateTime(APPLIED_AT), 'Data Engineer', 'Globex', 'Data Engineer at Globex — PDF, Default']);
      expect(rowCells(rows[1]!).slice(1)).toEqual(['Untitled Job', 'Unknown Company', 'Deleted file label']);
      expect(rowCells(rows[2]!)[3]).toBe('Data Engineer at Globex — DOCX, Compact');
      expect(rowCells(rows[3]!)[3]).toBe('41');
      expect(within(rows[0]!).getByRole('button', { name: 'Delete application' })).toHaveAccessibleDescription(
        'Data Engineer Data Engineer at Globex — PDF, Default',
      );
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
      server.override(listApplications, () => ({ status: 200, body: { applications: [buildApplication({ id: 1, jobSummary: 'Data Engineer' })] } }));
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(screen.queryByText('Failed to load applications')).not.toBeInTheDocument();
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
