import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listResumes, type Resume } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

export function getResumes(client: ApiClient, signal?: AbortSignal): Promise<Resume[]> {
  return client.call(listResumes, { signal });
}

export function resumesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: resumesKeys.list(), queryFn: ({ signal }) => getResumes(client, signal) });
}

/** The caller's uploaded and pasted resumes, newest first. */
export function useResumes() {
  return useQuery(resumesQueryOptions(useApiClient()));
}
