import { queryOptions, useQuery } from '@tanstack/react-query';
import { listJobs, listJobsPage, type EndpointResponse, type JobDescription } from '@careerforge/contract';
import { useApiClient, type ApiClient } from '../api/useApiClient';
import { useNumberedPage, type NumberedPage } from '../lists/useNumberedPage';
import { usePagedList, type PagedList } from '../lists/usePagedList';
import { searchOf, sharedKeys, type ListSearch } from './sharedKeys';

/** The caller's job descriptions, as the API sends them. */
export async function fetchJobs(api: ApiClient, signal?: AbortSignal): Promise<JobDescription[]> {
  const { jobs } = await api.call(listJobs, { signal });
  return jobs;
}

/**
 * Shared because two remotes show the same list: the jobs remote writes it (submit, edit, delete,
 * apply) and shows it, and the generation remote offers it as the job to tailor a resume to. One
 * entry means one fetcher and one data shape, and the jobs remote's invalidation reaches both.
 */
export function jobsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: sharedKeys.jobs(), queryFn: ({ signal }) => fetchJobs(api, signal) });
}

/**
 * The caller's whole job history in one call. Kept for remotes built before the paged hooks (they
 * run against a newer shell's copy of this package); screens use `useJobsList` or `useJobsPage`.
 * @deprecated Loads every job; use `useJobsList` (scrolled, pickers) or `useJobsPage` (numbered pages).
 */
export function useJobs() {
  return useQuery(jobsQueryOptions(useApiClient()));
}

/** How many jobs a page of `useJobsList` holds: a picker's window and a little more. */
export const JOBS_LIST_PAGE_SIZE = 20;

const jobsOf = (answer: EndpointResponse<typeof listJobsPage>) => answer.jobs;

/**
 * The caller's jobs page by page, for a list that scrolls or a picker (`VirtualList` of
 * `@careerforge/shared/lists`): newest first unless `sort` is 'oldest', only those whose title,
 * company or description contains `q` (the server searches). Invalidating `sharedKeys.jobs()`
 * reloads it.
 */
export function useJobsList(asked: ListSearch = {}): PagedList<JobDescription> {
  const api = useApiClient();
  const search = searchOf(asked);
  return usePagedList({
    queryKey: sharedKeys.jobsList(search),
    fetchPage: ({ cursor, signal }) => api.call(listJobsPage, { query: { limit: JOBS_LIST_PAGE_SIZE, cursor, ...search }, signal }),
    itemsOf: jobsOf,
  });
}

/** One numbered page of the caller's jobs, `pageSize` a page, searched and sorted by the server as `useJobsList`. */
export function useJobsPage({ page, pageSize, ...asked }: ListSearch & { page: number; pageSize: number }): NumberedPage<JobDescription> {
  const api = useApiClient();
  const search = searchOf(asked);
  return useNumberedPage({
    queryKey: sharedKeys.jobsPages(search),
    page,
    pageSize,
    fetchPage: ({ limit, offset, signal }) => api.call(listJobsPage, { query: { limit, offset, ...search }, signal }),
    itemsOf: jobsOf,
  });
}
