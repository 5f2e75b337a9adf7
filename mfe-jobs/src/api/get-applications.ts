import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listApplications, type Application } from '@careerforge/contract';
import { jobsKeys } from './query-keys';

export async function getApplications(client: ApiClient, signal?: AbortSignal): Promise<Application[]> {
  const { applications } = await client.call(listApplications, { signal });
  return applications;
}

export function applicationsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: jobsKeys.applications(), queryFn: ({ signal }) => getApplications(client, signal) });
}

/** The caller's job applications, newest first. */
export function useApplications() {
  return useQuery(applicationsQueryOptions(useApiClient()));
}
