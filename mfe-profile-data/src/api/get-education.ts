import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listEducation, type EducationRecord } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export async function getEducation(client: ApiClient, signal?: AbortSignal): Promise<EducationRecord[]> {
  const { education } = await client.call(listEducation, { signal });
  return education;
}

export function educationQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: profileDataKeys.education(), queryFn: ({ signal }) => getEducation(client, signal) });
}

export function useEducation() {
  return useQuery(educationQueryOptions(useApiClient()));
}
