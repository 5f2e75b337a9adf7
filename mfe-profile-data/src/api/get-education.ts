import { useApiClient, type ApiClient } from '@careerforge/shared';
import { usePagedList } from '@careerforge/shared/lists';
import { listEducationPage, type EndpointResponse } from '@careerforge/contract';
import { PROFILE_LIST_PAGE_SIZE } from './list-pages';
import { profileDataKeys } from './query-keys';

/** The page of the caller's education records after `cursor` (none: the first), most recent first. */
export function getEducationPage(client: ApiClient, cursor: string | undefined, signal?: AbortSignal) {
  return client.call(listEducationPage, { query: { limit: PROFILE_LIST_PAGE_SIZE, cursor }, signal });
}

const educationOf = (page: EndpointResponse<typeof listEducationPage>) => page.education;

/** The caller's education records, loaded page by page as the list scrolls. */
export function useEducation() {
  const client = useApiClient();
  return usePagedList({
    queryKey: profileDataKeys.education(),
    fetchPage: ({ cursor, signal }) => getEducationPage(client, cursor, signal),
    itemsOf: educationOf,
  });
}
