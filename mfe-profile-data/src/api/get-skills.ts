import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listSkills, type Skill } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export async function getSkills(client: ApiClient, signal?: AbortSignal): Promise<Skill[]> {
  const { skills } = await client.call(listSkills, { signal });
  return skills;
}

export function skillsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: profileDataKeys.skills(), queryFn: ({ signal }) => getSkills(client, signal) });
}

export function useSkills() {
  return useQuery(skillsQueryOptions(useApiClient()));
}
