/**
 * This remote's query keys, all under 'jobs' so that no other remote's key meets them in the one
 * query client they share. The job list is not here: the generation remote shows it too, so it is
 * a shared query (`sharedKeys.jobs`), and so is the list of generated resumes.
 */
export const jobsKeys = {
  all: ['jobs'] as const,
  applications: () => [...jobsKeys.all, 'applications'] as const,
  formattedResumes: () => [...jobsKeys.all, 'formatted-resumes'] as const,
};
