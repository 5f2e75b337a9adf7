import { useId, useState } from 'react';
import {
  Banner,
  ConfirmDialog,
  EmptyState,
  LIST_BANNER_MS,
  Page,
  Spinner,
  errorMessage,
  useJobs,
  useTimedMessage,
} from '@careerforge/shared';
import { SELECT_JOB_AND_RESUME_MESSAGE, type Application } from '@careerforge/contract';
import { useApplyToJob } from '../api/apply-to-job';
import { useDeleteApplication } from '../api/delete-application';
import { useApplications } from '../api/get-applications';
import { useFormattedResumes } from '../api/get-formatted-resumes';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { JobResumeForm, type Choice } from '../components/JobResumeForm';
import { applicationJobLabel, formattedResumeLabel } from '../lib/labels';
import './ApplicationsPage.css';

/** /applications: apply to a job with a formatted resume, and track and tidy the applications made. */
export function ApplicationsPage() {
  const jobs = useJobs();
  const formattedResumes = useFormattedResumes();
  const applications = useApplications();
  const apply = useApplyToJob();
  const updateStatus = useUpdateApplicationStatus();
  const remove = useDeleteApplication();
  const banner = useTimedMessage(LIST_BANNER_MS);
  const [bannerTone, setBannerTone] = useState<'success' | 'error'>('success');
  const [jobId, setJobId] = useState<Choice>('');
  const [resumeId, setResumeId] = useState<Choice>('');
  const [deleting, setDeleting] = useState<Application | null>(null);
  const listHeadingId = useId();

  // One banner at a time: the latest outcome replaces any earlier one.
  function showBanner(tone: 'success' | 'error', message: string) {
    setBannerTone(tone);
    banner.show(message);
  }

  function handleDelete(application: Application) {
    remove.mutate(application.id, {
      onSuccess: () => showBanner('success', 'Application deleted successfully!'),
      onError: () => showBanner('error', 'Failed to delete application'),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Page title="Apply to Jobs">
      {banner.message && <Banner tone={bannerTone}>{banner.message}</Banner>}
      {jobs.isError && <Banner tone="error">Failed to fetch job descriptions</Banner>}
      {formattedResumes.isError && <Banner tone="error">Failed to fetch formatted resumes</Banner>}

      <JobResumeForm
        name="Apply to a job"
        jobs={(jobs.data ?? []).map((job) => ({ id: job.jobId, label: applicationJobLabel(job) }))}
        resumes={(formattedResumes.data ?? []).map((resume) => ({ id: resume.id, label: formattedResumeLabel(resume) }))}
        jobId={jobId}
        resumeId={resumeId}
        onJobChange={setJobId}
        onResumeChange={setResumeId}
        submitLabel="Apply"
        busy={apply.isPending}
        onSubmit={(choice) =>
          apply.mutate(
            { job_id: choice.jobId, resume_id: choice.resumeId },
            {
              // The resume stays chosen, ready for the next job.
              onSuccess: () => setJobId(''),
              onError: (error) => showBanner('error', errorMessage(error, 'Failed to apply for job.')),
            },
          )
        }
        onIncompleteChoice={() => showBanner('error', SELECT_JOB_AND_RESUME_MESSAGE)}
      />

      <section className="my-applications" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>My Applications</h2>
        {applications.isPending && <Spinner label="Loading applications..." />}
        {applications.isError && (
          <p role="alert" className="my-applications__error">
            Failed to load applications
          </p>
        )}
        {applications.data &&
          (applications.data.length > 0 ? (
            <ApplicationsTable
              applications={applications.data}
              formattedResumes={formattedResumes.data ?? []}
              onStatusChange={(application, status) =>
                updateStatus.mutate(
                  { id: application.id, status },
                  { onError: (error) => showBanner('error', errorMessage(error, 'Failed to update application status')) },
                )
              }
              onDelete={setDeleting}
            />
          ) : (
            <EmptyState>You haven't applied to any jobs yet.</EmptyState>
          ))}
      </section>

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
