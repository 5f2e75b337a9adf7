import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listGeneratedResumes, type GeneratedResumeRecord } from '@careerforge/contract';
import { queryKeys } from './query-keys';

export async function getGeneratedResumes(client: ApiClient, signal?: AbortSignal): Promise<GeneratedResumeRecord[]> {
  const { generated_resume } = await client.call(listGeneratedResumes, { signal });
  return generated_resume;
}

export function generatedResumesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: queryKeys.generatedResumes, queryFn: ({ signal }) => getGeneratedResumes(client, signal) });
}

/** The caller's generated resumes, newest first. */
export function useGeneratedResumes() {
  return useQuery(generatedResumesQueryOptions(useApiClient()));
}
