import { useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { getResume as getResumeEndpoint } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

export function getResume(client: ApiClient, id: number, signal?: AbortSignal) {
  return client.call(getResumeEndpoint, { params: { id }, signal });
}

/** One of the caller's resumes with its whole text; `enabled: false` holds the call back. */
export function useResume(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ queryKey: resumesKeys.resume(id), queryFn: ({ signal }) => getResume(client, id, signal), enabled });
}
