import { formatDateRange } from '@careerforge/shared';
import { generatedResumeName, type CareerPickerItem, type GeneratedResumeRecord, type JobDescription } from '@careerforge/contract';

/** A job as the job choice lists it: '<title or Untitled Job> - <company or Unknown Company>'. */
export function jobOptionLabel(job: JobDescription): string {
  return `${job.job_title || 'Untitled Job'} - ${job.company || 'Unknown Company'}`;
}

/** A career record as the multi-select lists it: 'position, company, Mar 2019 – Present', the dates at their precision. */
export function careerOptionLabel(item: CareerPickerItem): string {
  return `${item.position}, ${item.company}, ${formatDateRange(item.start_date, item.end_date)}`;
}

/** 'position at company', as chips and career entries show a role. */
export function roleLabel({ position, company }: { position: string; company: string }): string {
  return `${position} at ${company}`;
}

export function resumeName(record: Pick<GeneratedResumeRecord, 'generated_resume'>): string {
  return generatedResumeName(record.generated_resume);
}
