import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listJobs, type JobDescription } from '@careerforge/contract';
import { queryKeys } from './query-keys';

export async function getJobs(client: ApiClient, signal?: AbortSignal): Promise<JobDescription[]> {
  const { jobs } = await client.call(listJobs, { signal });
  return jobs;
}

export function jobsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: queryKeys.jobsHistory, queryFn: ({ signal }) => getJobs(client, signal) });
}

/** The caller's job descriptions, as the history page and 'Recent Submissions' show them. */
export function useJobs() {
  return useQuery(jobsQueryOptions(useApiClient()));
}
