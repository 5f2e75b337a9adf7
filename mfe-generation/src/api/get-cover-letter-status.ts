import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { getCoverLetterStatus as getCoverLetterStatusEndpoint, type CoverLetterStatusResponse } from '@careerforge/contract';
import { STATUS_POLL_MS } from './get-generation-status';
import { generationKeys } from './query-keys';

export function getCoverLetterStatus(client: ApiClient, coverLetterId: number, signal?: AbortSignal): Promise<CoverLetterStatusResponse> {
  return client.call(getCoverLetterStatusEndpoint, { params: { id: coverLetterId }, signal });
}

/** `polling` false stops the polls, e.g. once the polling limit has passed. */
export function coverLetterStatusQueryOptions(client: ApiClient, coverLetterId: number, polling = true) {
  return queryOptions({
    queryKey: generationKeys.coverLetter(coverLetterId),
    queryFn: ({ signal }) => getCoverLetterStatus(client, coverLetterId, signal),
    // Polled like a resume generation: while it is written; 'completed', 'failed' or a failed poll ends it.
    refetchInterval: (query) =>
      polling && query.state.status === 'success' && query.state.data?.status === 'processing' ? STATUS_POLL_MS : false,
    retry: false,
    // The letter on screen is the user's draft once loaded; a refetch on focus would not replace it anyway.
    refetchOnWindowFocus: false,
  });
}

/** Polls cover letter `coverLetterId` until it is written or has failed, while `polling` is true. */
export function useCoverLetterStatus(coverLetterId: number, polling = true) {
  return useQuery(coverLetterStatusQueryOptions(useApiClient(), coverLetterId, polling));
}
