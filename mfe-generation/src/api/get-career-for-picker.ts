import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { getCareerForPicker, type CareerPickerItem } from '@careerforge/contract';
import { generationKeys } from './query-keys';

export async function getCareerHistories(client: ApiClient, signal?: AbortSignal): Promise<CareerPickerItem[]> {
  const { career } = await client.call(getCareerForPicker, { signal });
  return career;
}

export function careerForPickerQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: generationKeys.careerPicker(), queryFn: ({ signal }) => getCareerHistories(client, signal) });
}

/** The caller's career history, for the generate page's multi-select. */
export function useCareerForPicker() {
  return useQuery(careerForPickerQueryOptions(useApiClient()));
}
