import type { ApplicationFilters } from '../lib/applicationFilters';

/**
 * This remote's query keys, all under 'jobs' so that no other remote's key meets them in the one
 * query client they share. The job list is not here: the generation remote shows it too, so it is
 * a shared query (`sharedKeys.jobs`), and so is the list of generated resumes.
 */
export const jobsKeys = {
  all: ['jobs'] as const,
  applications: () => [...jobsKeys.all, 'applications'] as const,
  /** The pages of the applications `filters` keep (the table, a board column, the unfiltered count). */
  applicationsList: (filters: ApplicationFilters) => [...jobsKeys.applications(), 'list', filters] as const,
  formattedResumes: () => [...jobsKeys.all, 'formatted-resumes'] as const,
  /** The pages of the formatted resumes whose label contains `q` ('' for all). */
  formattedResumesList: (q: string) => [...jobsKeys.formattedResumes(), 'list', { q }] as const,
};
