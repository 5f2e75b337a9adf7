/**
 * Query keys of the queries in @careerforge/shared. The shell and every remote share one query
 * client, and each remote keeps its own keys under its own name ('jobs', 'generation', …); these
 * start with 'shared', which no remote uses, so only the queries below meet across remotes.
 */
export const sharedKeys = {
  all: ['shared'] as const,
  userInfo: (userId: string) => [...sharedKeys.all, 'user-info', userId] as const,
  jobs: () => [...sharedKeys.all, 'jobs'] as const,
  generatedResumes: () => [...sharedKeys.all, 'generated-resumes'] as const,
};
