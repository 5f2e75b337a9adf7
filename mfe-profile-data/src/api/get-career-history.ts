import { useApiClient, type ApiClient } from '@careerforge/shared';
import { usePagedList } from '@careerforge/shared/lists';
import { listCareerHistoryPage, type EndpointResponse } from '@careerforge/contract';
import { PROFILE_LIST_PAGE_SIZE } from './list-pages';
import { profileDataKeys } from './query-keys';

/** The page of the caller's career history after `cursor` (none: the first), most recent first. */
export function getCareerHistoryPage(client: ApiClient, cursor: string | undefined, signal?: AbortSignal) {
  return client.call(listCareerHistoryPage, { query: { limit: PROFILE_LIST_PAGE_SIZE, cursor }, signal });
}

const careerOf = (page: EndpointResponse<typeof listCareerHistoryPage>) => page.career;

/** The caller's career history, loaded page by page as the list scrolls. */
export function useCareerHistory() {
  const client = useApiClient();
  return usePagedList({
    queryKey: profileDataKeys.career(),
    fetchPage: ({ cursor, signal }) => getCareerHistoryPage(client, cursor, signal),
    itemsOf: careerOf,
  });
}
