import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGeneratedResumes, type GeneratedResumeRecord } from '@careerforge/contract';
import { useApiClient, type ApiClient } from '../api/useApiClient';
import { sharedKeys } from './sharedKeys';

/** The caller's generated resumes, newest first, as the API sends them. */
export async function fetchGeneratedResumes(api: ApiClient, signal?: AbortSignal): Promise<GeneratedResumeRecord[]> {
  const { generated_resume } = await api.call(listGeneratedResumes, { signal });
  return generated_resume;
}

/**
 * Shared because two remotes show the same list: the generation remote makes, lists and deletes
 * generated resumes, and the jobs remote's advice page offers them. One entry means one fetcher and
 * one data shape, and a deletion in the generation remote is gone from the advice page too.
 */
export function generatedResumesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: sharedKeys.generatedResumes(), queryFn: ({ signal }) => fetchGeneratedResumes(api, signal) });
}

/** The caller's generated resumes, newest first. */
export function useGeneratedResumes() {
  return useQuery(generatedResumesQueryOptions(useApiClient()));
}
