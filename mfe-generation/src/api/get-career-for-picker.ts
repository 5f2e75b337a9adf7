import { useApiClient } from '@careerforge/shared';
import { usePagedList, type PagedList } from '@careerforge/shared/lists';
import { getCareerForPickerPage, type CareerPickerItem, type EndpointResponse } from '@careerforge/contract';
import { generationKeys } from './query-keys';

/** How many career records a page of the picker holds: its window and a little more. */
export const CAREER_PICKER_PAGE_SIZE = 20;

const careerOf = (answer: EndpointResponse<typeof getCareerForPickerPage>) => answer.career;

/**
 * The caller's career history, most recent first, page by page as the generate page's multi-select
 * scrolls; with `q`, only the records whose position or company contains it (the server searches).
 */
export function useCareerForPicker(q = ''): PagedList<CareerPickerItem> {
  const client = useApiClient();
  const search = q.trim();
  return usePagedList({
    queryKey: generationKeys.careerPickerSearch(search),
    fetchPage: ({ cursor, signal }) =>
      client.call(getCareerForPickerPage, { query: { limit: CAREER_PICKER_PAGE_SIZE, cursor, q: search || undefined }, signal }),
    itemsOf: careerOf,
  });
}
