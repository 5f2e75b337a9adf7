import type { DateSort } from '@careerforge/shared';
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

/** Jobs whose title, company or text contains `query`, ignoring case; all of them for a blank query. */
export function filterJobs(jobs: readonly JobDescription[], query: string): JobDescription[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...jobs];
  return jobs.filter((job) =>
    [job.job_title, job.company, job.text].some((field) => field?.toLowerCase().includes(needle)),
  );
}

function submittedTime(job: JobDescription): number | null {
  const time = Date.parse(job.submittedAt);
  return Number.isNaN(time) ? null : time;
}

/** Jobs by submission time; jobs without a readable date go last in either order. */
export function sortJobs(jobs: readonly JobDescription[], sort: DateSort): JobDescription[] {
  const direction = sort === 'newest' ? -1 : 1;
  return [...jobs].sort((a, b) => {
    const timeA = submittedTime(a);
    const timeB = submittedTime(b);
    if (timeA === null || timeB === null) return (timeA === null ? 1 : 0) - (timeB === null ? 1 : 0);
    // Same instant: the id, which grows with each submission, keeps the order stable.
    return direction * (timeA - timeB || a.jobId - b.jobId);
  });
}
