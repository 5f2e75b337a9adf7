import type { DateSortOrder } from '@careerforge/contract';

/** What a searched list is asked for: the text its rows contain and their order (the server's `q` and `sort`). */
export interface ListSearch {
  q?: string | undefined;
  sort?: DateSortOrder | undefined;
}

/** The search as the key and the call carry it: a blank or padded `q` is the same search as none or the trimmed text. */
export function searchOf({ q, sort }: ListSearch): ListSearch {
  return { q: q?.trim() || undefined, sort };
}

/**
 * Query keys of the queries in @careerforge/shared. The shell and every remote share one query
 * client, and each remote keeps its own keys under its own name ('jobs', 'generation', …); these
 * start with 'shared', which no remote uses, so only the queries below meet across remotes. The
 * paged forms of a list sit under the list's key, so invalidating the list reloads them all.
 */
export const sharedKeys = {
  all: ['shared'] as const,
  userInfo: (userId: string) => [...sharedKeys.all, 'user-info', userId] as const,
  jobs: () => [...sharedKeys.all, 'jobs'] as const,
  jobsList: (search: ListSearch) => [...sharedKeys.jobs(), 'list', search] as const,
  jobsPages: (search: ListSearch) => [...sharedKeys.jobs(), 'pages', search] as const,
  generatedResumes: () => [...sharedKeys.all, 'generated-resumes'] as const,
  generatedResumesList: (search: ListSearch) => [...sharedKeys.generatedResumes(), 'list', search] as const,
  generatedResumesPages: (search: ListSearch) => [...sharedKeys.generatedResumes(), 'pages', search] as const,
};
