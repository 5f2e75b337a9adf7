import type { FormEvent, ReactNode } from 'react';
import { Button, useSubmitGuard } from '@careerforge/shared';
import { SearchPicker, type PagedList } from '@careerforge/shared/lists';
import type { JobDescription } from '@careerforge/contract';
import './JobResumeForm.css';

export interface JobResumeFormProps {
  /** The form's accessible name. */
  name: string;
  /** The jobs matching `onJobSearch`'s latest text, page by page (`useJobsList`). */
  jobs: PagedList<JobDescription>;
  onJobSearch: (q: string) => void;
  /** How the Job choice names a job. */
  jobLabel: (job: JobDescription) => string;
  job: JobDescription | null;
  onJobChange: (job: JobDescription) => void;
  /** The Resume choice, disabled while the form is busy. */
  resumeField: (busy: boolean) => ReactNode;
  resumeId: number | null;
  submitLabel: string;
  busyLabel?: string;
  /** Sends the choice; the form sends nothing more until the returned promise settles. */
  onSubmit: (choice: { jobId: number; resumeId: number }) => Promise<unknown>;
  /** Called instead of `onSubmit` when the form is sent without both choices. */
  onIncompleteChoice: () => void;
  /** Shown under the button, e.g. an error. */
  children?: ReactNode;
}

const jobKey = (job: JobDescription) => job.jobId;

/**
 * A job and a resume to act on together (advice, an application): the job is picked by searching
 * the caller's jobs on the server. The button stays disabled until both are chosen, and the
 * choices are locked while the request runs.
 */
export function JobResumeForm({
  name,
  jobs,
  onJobSearch,
  jobLabel,
  job,
  onJobChange,
  resumeField,
  resumeId,
  submitLabel,
  busyLabel,
  onSubmit,
  onIncompleteChoice,
  children,
}: JobResumeFormProps) {
  const guard = useSubmitGuard();
  const busy = guard.submitting;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (job !== null && resumeId !== null) {
      const choice = { jobId: job.jobId, resumeId };
      guard.run(() => onSubmit(choice));
    } else onIncompleteChoice();
  }

  return (
    <form className="job-resume-form" aria-label={name} onSubmit={handleSubmit} noValidate>
      <div className="job-resume-form__choices">
        <SearchPicker
          label="Job"
          placeholder="– Select a Job –"
          list={jobs}
          onSearch={onJobSearch}
          itemKey={jobKey}
          itemLabel={jobLabel}
          selected={job}
          onSelect={onJobChange}
          emptyText="No jobs match your search."
          disabled={busy}
        />
        {resumeField(busy)}
      </div>
      <Button type="submit" disabled={job === null || resumeId === null} busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
