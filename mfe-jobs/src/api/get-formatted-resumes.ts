import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listFormattedResumes, type FormattedResume } from '@careerforge/contract';
import { jobsKeys } from './query-keys';

export async function getFormattedResumes(client: ApiClient, signal?: AbortSignal): Promise<FormattedResume[]> {
  const { formatted_resumes } = await client.call(listFormattedResumes, { signal });
  return formatted_resumes;
}

export function formattedResumesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: jobsKeys.formattedResumes(), queryFn: ({ signal }) => getFormattedResumes(client, signal) });
}

/** The caller's formatted resumes, newest first: the files an application sends. */
export function useFormattedResumes() {
  return useQuery(formattedResumesQueryOptions(useApiClient()));
}
