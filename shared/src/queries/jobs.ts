import { queryOptions, useQuery } from '@tanstack/react-query';
import { listJobs, type JobDescription } from '@careerforge/contract';
import { useApiClient, type ApiClient } from '../api/useApiClient';
import { sharedKeys } from './sharedKeys';

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

/** The caller's job descriptions. */
export function useJobs() {
  return useQuery(jobsQueryOptions(useApiClient()));
}
