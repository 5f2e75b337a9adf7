import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { getGenerationStatus as getGenerationStatusEndpoint, type GenerationStatusResponse } from '@careerforge/contract';
import { generationKeys } from './query-keys';

/** How often a running generation's status is polled, after a first poll at once. */
export const STATUS_POLL_MS = 4000;

export function getGenerationStatus(client: ApiClient, resumeId: number, signal?: AbortSignal): Promise<GenerationStatusResponse> {
  return client.call(getGenerationStatusEndpoint, { params: { resumeId }, signal });
}

/** `polling` false stops the polls, e.g. once the polling limit has passed. */
export function generationStatusQueryOptions(client: ApiClient, resumeId: number | null, polling = true) {
  return queryOptions({
    queryKey: generationKeys.status(resumeId ?? 0),
    queryFn: resumeId === null ? skipToken : ({ signal }) => getGenerationStatus(client, resumeId, signal),
    // Polls while the generation runs; 'completed', 'failed' or a failed poll ends it.
    refetchInterval: (query) =>
      polling && query.state.status === 'success' && query.state.data?.status === 'processing' ? STATUS_POLL_MS : false,
    // A failed poll is shown at once and ends the polling: no retries.
    retry: false,
    // Every generation is polled afresh; a status seen earlier is never shown as current.
    gcTime: 0,
  });
}

/** Polls the status of generation `resumeId` (nothing while it is null) while `polling` is true. */
export function useGenerationStatus(resumeId: number | null, polling = true) {
  return useQuery(generationStatusQueryOptions(useApiClient(), resumeId, polling));
}
