import { useApiClient, type ApiClient } from '@careerforge/shared';
import { usePagedList } from '@careerforge/shared/lists';
import type { ProfileSectionKind } from '@careerforge/contract';
import { PROFILE_LIST_PAGE_SIZE } from './list-pages';
import { profileDataKeys } from './query-keys';
import { sectionCalls, type SectionItem } from './section-endpoints';

/** One page of a section's entries, under one name whatever the section. */
export interface SectionPage<Kind extends ProfileSectionKind> {
  entries: SectionItem<Kind>[];
  next_cursor: string | null;
  total: number;
}

/** The page of one section's entries after `cursor` (none: the first), in the order they were added. */
export async function getSectionPage<Kind extends ProfileSectionKind>(
  client: ApiClient,
  kind: Kind,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SectionPage<Kind>> {
  // The API names the entries after the section ({ projects: […] }).
  const { [kind]: entries, next_cursor, total } = await client.call(sectionCalls(kind).page, { query: { limit: PROFILE_LIST_PAGE_SIZE, cursor }, signal });
  return { entries, next_cursor, total };
}

function entriesOf<Kind extends ProfileSectionKind>(page: SectionPage<Kind>): SectionItem<Kind>[] {
  return page.entries;
}

/** One section's entries, loaded page by page as the list scrolls. */
export function useSectionItems<Kind extends ProfileSectionKind>(kind: Kind) {
  const client = useApiClient();
  return usePagedList({
    queryKey: profileDataKeys.profileSection(kind),
    fetchPage: ({ cursor, signal }) => getSectionPage(client, kind, cursor, signal),
    itemsOf: entriesOf<Kind>,
  });
}
