import {
  generatedResumeName,
  type Application,
  type FormattedResume,
  type GeneratedResumeRecord,
  type JobDescription,
} from '@careerforge/contract';
import { formatDate, formatDateTime } from '@careerforge/shared';
import { companyOf, jobTitleOf } from './jobList';

/** A job as the advice page's Job choice lists it: 'title @ company'. */
export function adviceJobLabel(job: JobDescription): string {
  return `${jobTitleOf(job)} @ ${companyOf(job)}`;
}

/**
 * The job a generated resume was made for: the title of that job in the caller's list, else the
 * title the record carries, else 'Job {id}'.
 */
function resumeJobName(record: GeneratedResumeRecord, jobs: readonly JobDescription[]): string {
  const job = jobs.find(({ jobId }) => jobId === record.job_id);
  if (job) return jobTitleOf(job);
  // A deleted job leaves no id to name it by.
  return record.job_title || (record.job_id === null ? 'Unknown job' : `Job ${record.job_id}`);
}

/** A generated resume as the advice page's Resume choice lists it: 'name — job — date'. */
export function generatedResumeLabel(record: GeneratedResumeRecord, jobs: readonly JobDescription[]): string {
  return `${generatedResumeName(record.generated_resume)} — ${resumeJobName(record, jobs)} — ${formatDate(record.created_at)}`;
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
 * The resume an application sent: the matching formatted resume's current label, else the label
 * it had when applying, else its id.
 */
export function applicationResumeLabel(application: Application, formattedResumes: readonly FormattedResume[]): string {
  const resumeId = application.resumeId ?? application.resume_id;
  const formatted = formattedResumes.find(({ id }) => id === resumeId);
  return formatted?.label || application.resumeLabel || String(resumeId ?? '');
}
