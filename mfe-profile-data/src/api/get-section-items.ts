import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import type { ProfileSectionKind } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';
import { sectionCalls, type SectionItem } from './section-endpoints';

/** The entries of one section ({ projects: […] } names its list after its kind). */
export async function getSectionItems<Kind extends ProfileSectionKind>(client: ApiClient, kind: Kind, signal?: AbortSignal): Promise<SectionItem<Kind>[]> {
  const response = await client.call(sectionCalls(kind).list, { signal });
  return response[kind];
}

export function sectionItemsQueryOptions<Kind extends ProfileSectionKind>(client: ApiClient, kind: Kind) {
  return queryOptions({ queryKey: profileDataKeys.profileSection(kind), queryFn: ({ signal }) => getSectionItems(client, kind, signal) });
}

export function useSectionItems<Kind extends ProfileSectionKind>(kind: Kind) {
  return useQuery(sectionItemsQueryOptions(useApiClient(), kind));
}
