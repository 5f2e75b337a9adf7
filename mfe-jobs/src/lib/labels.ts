import type { Application, FormattedResume, GeneratedResumeListItem, JobDescription } from '@careerforge/contract';
import { formatDate, formatDateTime } from '@careerforge/shared';
import { companyOf, jobTitleOf } from './jobList';

/** A job as the advice page's Job choice lists it: 'title @ company'. */
export function adviceJobLabel(job: JobDescription): string {
  return `${jobTitleOf(job)} @ ${companyOf(job)}`;
}

/** The job a generated resume was made for: its job's title as the list carries it, else 'Job {id}'. */
function resumeJobName(item: GeneratedResumeListItem): string {
  // A deleted job leaves no id to name it by.
  return item.job_title || (item.job_id === null ? 'Unknown job' : `Job ${item.job_id}`);
}

/** A generated resume as the advice page's Resume choice lists it: 'name — job — date'. */
export function generatedResumeLabel(item: GeneratedResumeListItem): string {
  return `${item.name} — ${resumeJobName(item)} — ${formatDate(item.created_at)}`;
}

/** A job as the applications page's Job choice lists it: 'title — company'. */
export function applicationJobLabel(job: JobDescription): string {
  return `${jobTitleOf(job)} — ${companyOf(job)}`;
}

/** A formatted resume as the applications page's Resume choice lists it: 'label — date and time'. */
export function formattedResumeLabel(resume: FormattedResume): string {
  return `${resume.label} — ${formatDateTime(resume.created_at)}`;
}

/**
 * The resume an application sent: its formatted resume's label now, else the label it had when
 * applying (the file was deleted since), else its id.
 */
export function applicationResumeLabel(application: Application): string {
  return application.resumeCurrentLabel || application.resumeLabel || String(application.resumeId ?? application.resume_id ?? '');
}
