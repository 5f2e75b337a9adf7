import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listCareerHistory, type CareerRecord } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export async function getCareerHistory(client: ApiClient, signal?: AbortSignal): Promise<CareerRecord[]> {
  const { career } = await client.call(listCareerHistory, { signal });
  return career;
}

export function careerHistoryQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: profileDataKeys.career(), queryFn: ({ signal }) => getCareerHistory(client, signal) });
}

export function useCareerHistory() {
  return useQuery(careerHistoryQueryOptions(useApiClient()));
}
