import { useId, useState } from 'react';
import {
  Banner,
  ConfirmDialog,
  EmptyState,
  FailureReason,
  LIST_BANNER_MS,
  Page,
  QueryErrorState,
  ROUTES,
  SelectField,
  Spinner,
  errorMessage,
  saveFile,
  useJobsList,
  useLastingFailure,
  useTimedMessage,
} from '@careerforge/shared';
import { APPLICATION_STAGES, SELECT_JOB_AND_RESUME_MESSAGE, type Application, type ApplicationStage, type JobDescription } from '@careerforge/contract';
import { useApplyToJob } from '../api/apply-to-job';
import { useDeleteApplication } from '../api/delete-application';
import { useApplications } from '../api/get-applications';
import { useFormattedResumes } from '../api/get-formatted-resumes';
import { useExportApplications } from '../api/export-applications';
import { useUpdateApplication } from '../api/update-application';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { ApplicationDetails } from '../components/ApplicationDetails';
import { ApplicationsBoard } from '../components/ApplicationsBoard';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { JobResumeForm } from '../components/JobResumeForm';
import { NO_FILTERS, filterApplications, type ApplicationFilters } from '../lib/applicationFilters';
import { applicationJobLabel, formattedResumeLabel } from '../lib/labels';
import './ApplicationsPage.css';

/** /applications: apply to a job with a formatted resume, and track and tidy the applications made. */
export function ApplicationsPage() {
  const jobs = useJobsList();
  const [jobSearch, setJobSearch] = useState('');
  const jobOptions = useJobsList({ q: jobSearch });
  const formattedResumes = useFormattedResumes();
  const applications = useApplications();
  const apply = useApplyToJob();
  const updateStatus = useUpdateApplicationStatus();
  const remove = useDeleteApplication();
  const success = useTimedMessage(LIST_BANNER_MS);
  // The spec's banners last 3 s; a failure's reason also stays under the form until the next action.
  const failure = useLastingFailure(LIST_BANNER_MS);
  const [job, setJob] = useState<JobDescription | null>(null);
  const [resumeId, setResumeId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const listHeadingId = useId();
  const update = useUpdateApplication();
  const exportCsv = useExportApplications();
  const [view, setView] = useState<'table' | 'board'>('table');
  const [filters, setFilters] = useState<ApplicationFilters>(NO_FILTERS);
  const [lastMove, setLastMove] = useState<{ application: Application; from: ApplicationStage } | null>(null);
  const [moveMessage, setMoveMessage] = useState('');
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const details = applications.data?.find((application) => application.id === detailsId);
  const shown = filterApplications(applications.data ?? [], filters);

  // One banner at a time: the latest outcome replaces any earlier one.
  function showBanner(tone: 'success' | 'error', message: string) {
    if (tone === 'success') {
      failure.clear();
      success.show(message);
    } else {
      success.clear();
      failure.show(message);
    }
  }

  function handleDelete(application: Application) {
    failure.clear();
    remove.mutate(application.id, {
      onSuccess: () => showBanner('success', 'Application deleted successfully!'),
      onError: () => showBanner('error', 'Failed to delete application'),
      onSettled: () => setDeleting(null),
    });
  }

  function moveTo(application: Application, stage: ApplicationStage, undoing = false) {
    const from = application.status as ApplicationStage;
    failure.clear();
    update.mutate(
      { id: application.id, change: { stage } },
      {
        onSuccess: () => {
          setMoveMessage(undoing ? `Moved ${application.jobSummary} back to ${stage}.` : `Moved ${application.jobSummary} to ${stage}.`);
          setLastMove(undoing ? null : { application: { ...application, status: stage }, from });
        },
        onError: (error) => showBanner('error', errorMessage(error, 'Failed to update application status')),
      },
    );
  }

  function handleExport() {
    failure.clear();
    exportCsv.mutate(undefined, {
      onSuccess: (file) => saveFile(file, 'applications.csv'),
      onError: (error) => showBanner('error', errorMessage(error, 'Failed to export applications')),
    });
  }

  const setFilter = (field: keyof ApplicationFilters, value: string) => setFilters((current) => ({ ...current, [field]: value }));

  return (
    <Page title="Apply to Jobs">
      {success.message && <Banner tone="success">{success.message}</Banner>}
      {failure.banner && <Banner tone="error">{failure.banner}</Banner>}
      {jobs.isError && <QueryErrorState query={jobs}>Failed to fetch job descriptions</QueryErrorState>}
      {formattedResumes.isError && <QueryErrorState query={formattedResumes}>Failed to fetch formatted resumes</QueryErrorState>}
      {formattedResumes.data?.length === 0 && (
        <EmptyState action={{ to: ROUTES.generatedResumes, label: 'Format a generated resume' }}>
          An application sends a formatted resume: you have none yet.
        </EmptyState>
      )}

      <JobResumeForm
        name="Apply to a job"
        jobs={jobOptions}
        onJobSearch={setJobSearch}
        jobLabel={applicationJobLabel}
        job={job}
        onJobChange={setJob}
        resumeField={(busy) => (
          <SelectField
            label="Resume"
            value={resumeId ?? ''}
            disabled={busy}
            onChange={(event) => setResumeId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">– Select a Resume –</option>
            {formattedResumes.data?.map((resume) => (
              <option key={resume.id} value={resume.id}>
                {formattedResumeLabel(resume)}
              </option>
            ))}
          </SelectField>
        )}
        resumeId={resumeId}
        submitLabel="Apply"
        onSubmit={(choice) => {
          failure.clear();
          return apply.mutateAsync(
            { job_id: choice.jobId, resume_id: choice.resumeId },
            {
              // The resume stays chosen, ready for the next job.
              onSuccess: () => setJob(null),
              onError: (error) => showBanner('error', errorMessage(error, 'Failed to apply for job.')),
            },
          );
        }}
        onIncompleteChoice={() => showBanner('error', SELECT_JOB_AND_RESUME_MESSAGE)}
      >
        {failure.reason && <FailureReason>{failure.reason}</FailureReason>}
      </JobResumeForm>

      <section className="my-applications" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>My Applications</h2>
        {applications.isPending && <Spinner label="Loading applications..." />}
        {applications.isError && <QueryErrorState query={applications}>Failed to load applications</QueryErrorState>}
        {applications.data && applications.data.length > 0 && (
          <div className="my-applications__controls">
            <div role="group" aria-label="View" className="my-applications__views">
              <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
                Table
              </button>
              <button type="button" aria-pressed={view === 'board'} onClick={() => setView('board')}>
                Board
              </button>
            </div>
            <label>
              Stage{' '}
              <select value={filters.stage} onChange={(event) => setFilter('stage', event.target.value)}>
                <option value="">All stages</option>
                {APPLICATION_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {stage}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Applied from <input type="date" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />
            </label>
            <label>
              Applied to <input type="date" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />
            </label>
            <button type="button" className="my-applications__export" aria-busy={exportCsv.isPending || undefined} onClick={handleExport}>
              Export CSV
            </button>
          </div>
        )}
        <p role="status" className="my-applications__moved">
          {moveMessage}{' '}
          {lastMove && moveMessage && (
            <button type="button" onClick={() => moveTo(lastMove.application, lastMove.from, true)}>
              Undo
            </button>
          )}
        </p>
        {applications.data && applications.data.length > 0 && shown.length === 0 && (
          <p className="my-applications__none">No applications match these filters.</p>
        )}
        {applications.data &&
          (applications.data.length > 0 ? (
            view === 'board' ? (
              <ApplicationsBoard applications={shown} onMove={(application, stage) => moveTo(application, stage)} onOpenDetails={(application) => setDetailsId(application.id)} />
            ) : (
            <ApplicationsTable
              applications={shown}
              formattedResumes={formattedResumes.data ?? []}
              onStatusChange={(application, status) => {
                failure.clear();
                updateStatus.mutate(
                  { id: application.id, status },
                  { onError: (error) => showBanner('error', errorMessage(error, 'Failed to update application status')) },
                );
              }}
              onDelete={setDeleting}
            />
            )
          ) : (
            <EmptyState action={{ to: ROUTES.jobsView, label: 'Find a job to apply to' }}>You haven't applied to any jobs yet.</EmptyState>
          ))}
      </section>

      {details && (
        <ApplicationDetails
          key={details.id}
          application={details}
          error={update.isError ? errorMessage(update.error, 'Failed to save the details') : null}
          onSave={(change) =>
            update.mutateAsync(
              { id: details.id, change },
              {
                onSuccess: () => {
                  setDetailsId(null);
                  showBanner('success', 'Application details saved.');
                },
              },
            )
          }
          onClose={() => {
            update.reset();
            setDetailsId(null);
          }}
        />
      )}

      {deleting && (
        <ConfirmDialog
          message="Are you sure you want to delete this application?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={() => handleDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
