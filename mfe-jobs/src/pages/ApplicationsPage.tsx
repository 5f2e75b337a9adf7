import { Suspense, lazy, useId, useState } from 'react';
import {
  Banner,
  ConfirmDialog,
  EmptyState,
  FailureReason,
  LIST_BANNER_MS,
  Page,
  QueryErrorState,
  ROUTES,
  Spinner,
  errorMessage,
  saveFile,
  useJobsList,
  useLastingFailure,
  useTimedMessage,
} from '@careerforge/shared';
import { SearchPicker } from '@careerforge/shared/lists';
import {
  APPLICATION_STAGES,
  SELECT_JOB_AND_RESUME_MESSAGE,
  type Application,
  type ApplicationStage,
  type FormattedResume,
  type JobDescription,
} from '@careerforge/contract';
import { useApplyToJob } from '../api/apply-to-job';
import { useDeleteApplication } from '../api/delete-application';
import { APPLICATIONS_TABLE_PAGE_SIZE, useApplicationsList } from '../api/get-applications';
import { useFormattedResumesList } from '../api/get-formatted-resumes';
import { useExportApplications } from '../api/export-applications';
import { useUpdateApplication } from '../api/update-application';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { ApplicationDetails } from '../components/ApplicationDetails';
import { ApplicationsBoard } from '../components/ApplicationsBoard';
import { JobResumeForm } from '../components/JobResumeForm';
import { NO_FILTERS, isFiltered, withFilter, type ApplicationFilters } from '../lib/applicationFilters';
import { applicationJobLabel, formattedResumeLabel } from '../lib/labels';
import './ApplicationsPage.css';

const resumeKey = (resume: FormattedResume) => resume.id;

/*
 * The table's virtual scrolling (TanStack Virtual) is a chunk of its own, loaded once there are
 * applications to show: this remote's routes share one chunk, which would otherwise carry it past
 * their 25 KiB budget (ADR 15).
 */
const ApplicationsTable = lazy(() => import('../components/ApplicationsTable').then((module) => ({ default: module.ApplicationsTable })));

/**
 * /applications: apply to a job with a formatted resume, and track and tidy the applications made.
 * The lists are read page by page, filtered by the server.
 */
export function ApplicationsPage() {
  const jobs = useJobsList();
  const [jobSearch, setJobSearch] = useState('');
  const jobOptions = useJobsList({ q: jobSearch });
  const formattedResumes = useFormattedResumesList();
  const [resumeSearch, setResumeSearch] = useState('');
  const resumeOptions = useFormattedResumesList({ q: resumeSearch });
  const [filters, setFilters] = useState<ApplicationFilters>(NO_FILTERS);
  // Every application, for whether there is any at all; the same list as the table's when unfiltered.
  const everything = useApplicationsList(NO_FILTERS, { pageSize: APPLICATIONS_TABLE_PAGE_SIZE });
  // The table's rows; on the board, its total says whether the filters keep any.
  const matching = useApplicationsList(filters, { pageSize: APPLICATIONS_TABLE_PAGE_SIZE });
  const filtered = isFiltered(filters);
  const hasApplications = everything.total !== undefined && everything.total > 0;
  const apply = useApplyToJob();
  const updateStatus = useUpdateApplicationStatus();
  const remove = useDeleteApplication();
  const success = useTimedMessage(LIST_BANNER_MS);
  // The spec's banners last 3 s; a failure's reason also stays under the form until the next action.
  const failure = useLastingFailure(LIST_BANNER_MS);
  const [job, setJob] = useState<JobDescription | null>(null);
  const [resume, setResume] = useState<FormattedResume | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const listHeadingId = useId();
  const update = useUpdateApplication();
  const exportCsv = useExportApplications();
  const [view, setView] = useState<'table' | 'board'>('table');
  const [lastMove, setLastMove] = useState<{ application: Application; from: ApplicationStage } | null>(null);
  const [moveMessage, setMoveMessage] = useState('');
  const [details, setDetails] = useState<Application | null>(null);

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

  const setFilter = (field: keyof ApplicationFilters, value: string) => setFilters((current) => withFilter(current, field, value));

  function handleStatusChange(application: Application, status: ApplicationStage) {
    failure.clear();
    updateStatus.mutate(
      { id: application.id, status },
      { onError: (error) => showBanner('error', errorMessage(error, 'Failed to update application status')) },
    );
  }

  return (
    <Page title="Apply to Jobs">
      {success.message && <Banner tone="success">{success.message}</Banner>}
      {failure.banner && <Banner tone="error">{failure.banner}</Banner>}
      {jobs.isError && <QueryErrorState query={jobs}>Failed to fetch job descriptions</QueryErrorState>}
      {formattedResumes.isError && <QueryErrorState query={formattedResumes}>Failed to fetch formatted resumes</QueryErrorState>}
      {formattedResumes.total === 0 && (
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
          <SearchPicker
            label="Resume"
            placeholder="– Select a Resume –"
            list={resumeOptions}
            onSearch={setResumeSearch}
            itemKey={resumeKey}
            itemLabel={formattedResumeLabel}
            selected={resume}
            onSelect={setResume}
            emptyText="No resumes match your search."
            disabled={busy}
          />
        )}
        resumeId={resume?.id ?? null}
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
        {everything.isPending && <Spinner label="Loading applications..." />}
        {everything.isError && <QueryErrorState query={everything}>Failed to load applications</QueryErrorState>}
        {hasApplications && (
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
              <select value={filters.stage ?? ''} onChange={(event) => setFilter('stage', event.target.value)}>
                <option value="">All stages</option>
                {APPLICATION_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {stage}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Applied from <input type="date" value={filters.applied_from ?? ''} onChange={(event) => setFilter('applied_from', event.target.value)} />
            </label>
            <label>
              Applied to <input type="date" value={filters.applied_to ?? ''} onChange={(event) => setFilter('applied_to', event.target.value)} />
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
        {hasApplications && filtered && (
          <>
            {view === 'table' && matching.isPending && <Spinner label="Loading applications..." />}
            {matching.isError && <QueryErrorState query={matching}>Failed to load applications</QueryErrorState>}
            {matching.total === 0 && <p className="my-applications__none">No applications match these filters.</p>}
          </>
        )}
        {hasApplications &&
          (view === 'board' ? (
            <ApplicationsBoard filters={filters} onMove={(application, stage) => moveTo(application, stage)} onOpenDetails={setDetails} />
          ) : (
            matching.total !== undefined &&
            matching.total > 0 && (
              <Suspense fallback={<Spinner label="Loading applications..." />}>
                <ApplicationsTable applications={matching} onStatusChange={handleStatusChange} onDelete={setDeleting} />
              </Suspense>
            )
          ))}
        {everything.total === 0 && (
          <EmptyState action={{ to: ROUTES.jobsView, label: 'Find a job to apply to' }}>You haven't applied to any jobs yet.</EmptyState>
        )}
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
                  setDetails(null);
                  showBanner('success', 'Application details saved.');
                },
              },
            )
          }
          onClose={() => {
            update.reset();
            setDetails(null);
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
