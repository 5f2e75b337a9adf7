import type { FormEvent, ReactNode } from 'react';
import { Button, SelectField, useSubmitGuard } from '@careerforge/shared';
import './JobResumeForm.css';

export interface ChoiceOption {
  id: number;
  label: string;
}

/** A choice by id, as the select holds it: '' while nothing is chosen. */
export type Choice = string;

export interface JobResumeFormProps {
  /** The form's accessible name. */
  name: string;
  jobs: readonly ChoiceOption[];
  resumes: readonly ChoiceOption[];
  jobId: Choice;
  resumeId: Choice;
  onJobChange: (jobId: Choice) => void;
  onResumeChange: (resumeId: Choice) => void;
  submitLabel: string;
  busyLabel?: string;
  /** Sends the choice; the form sends nothing more until the returned promise settles. */
  onSubmit: (choice: { jobId: number; resumeId: number }) => Promise<unknown>;
  /** Called instead of `onSubmit` when the form is sent without both choices. */
  onIncompleteChoice: () => void;
  /** Shown under the button, e.g. an error. */
  children?: ReactNode;
}

/**
 * A job and a resume to act on together (advice, an application). The button stays disabled
 * until both are chosen, and the choices are locked while the request runs.
 */
export function JobResumeForm({
  name,
  jobs,
  resumes,
  jobId,
  resumeId,
  onJobChange,
  onResumeChange,
  submitLabel,
  busyLabel,
  onSubmit,
  onIncompleteChoice,
  children,
}: JobResumeFormProps) {
  const complete = jobId !== '' && resumeId !== '';
  const guard = useSubmitGuard();
  const busy = guard.submitting;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete) guard.run(() => onSubmit({ jobId: Number(jobId), resumeId: Number(resumeId) }));
    else onIncompleteChoice();
  }

  return (
    <form className="job-resume-form" aria-label={name} onSubmit={handleSubmit} noValidate>
      <div className="job-resume-form__choices">
        <SelectField label="Job" value={jobId} disabled={busy} onChange={(event) => onJobChange(event.target.value)}>
          <option value="">– Select a Job –</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Resume" value={resumeId} disabled={busy} onChange={(event) => onResumeChange(event.target.value)}>
          <option value="">– Select a Resume –</option>
          {resumes.map((resume) => (
            <option key={resume.id} value={resume.id}>
              {resume.label}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={!complete} busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
