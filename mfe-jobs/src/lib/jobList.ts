import type { JobDescription } from '@careerforge/contract';

/** How many jobs a page of the job history grid shows. */
export const JOBS_PER_PAGE = 4;
/** How many jobs 'Recent Submissions' lists. */
export const RECENT_JOBS_COUNT = 5;

export function jobTitleOf(job: JobDescription): string {
  return job.job_title || 'Untitled Position';
}

export function companyOf(job: JobDescription): string {
  return job.company || 'Unknown Company';
}
