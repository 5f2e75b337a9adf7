import { useApiClient, type ApiClient } from '@careerforge/shared';
import { usePagedList } from '@careerforge/shared/lists';
import { listSkillsPage, type EndpointResponse } from '@careerforge/contract';
import { PROFILE_LIST_PAGE_SIZE } from './list-pages';
import { profileDataKeys } from './query-keys';

/** The page of the caller's skills after `cursor` (none: the first), oldest first. */
export function getSkillsPage(client: ApiClient, cursor: string | undefined, signal?: AbortSignal) {
  return client.call(listSkillsPage, { query: { limit: PROFILE_LIST_PAGE_SIZE, cursor }, signal });
}

const skillsOf = (page: EndpointResponse<typeof listSkillsPage>) => page.skills;

/** The caller's skills, loaded page by page as the list scrolls. */
export function useSkills() {
  const client = useApiClient();
  return usePagedList({
    queryKey: profileDataKeys.skills(),
    fetchPage: ({ cursor, signal }) => getSkillsPage(client, cursor, signal),
    itemsOf: skillsOf,
  });
}
