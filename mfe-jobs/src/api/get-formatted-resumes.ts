import { useApiClient, type ApiClient } from '@careerforge/shared';
import { usePagedList, type PagedList } from '@careerforge/shared/lists';
import { listFormattedResumesPage, type EndpointResponse, type FormattedResume } from '@careerforge/contract';
import { jobsKeys } from './query-keys';

/** How many formatted resumes a page holds: the Resume picker's window and a little more. */
export const FORMATTED_RESUMES_PAGE_SIZE = 20;

/** The page of the formatted resumes whose label contains `q` after `cursor` (none: the first), newest first. */
export function getFormattedResumesPage(client: ApiClient, q: string, cursor: string | undefined, signal?: AbortSignal) {
  return client.call(listFormattedResumesPage, { query: { limit: FORMATTED_RESUMES_PAGE_SIZE, cursor, q: q || undefined }, signal });
}

const formattedResumesOf = (page: EndpointResponse<typeof listFormattedResumesPage>) => page.formatted_resumes;

/**
 * The caller's formatted resumes (the files an application sends) whose label contains `q`, newest
 * first, page by page; `total` of the unsearched list says whether there is any.
 */
export function useFormattedResumesList({ q = '' }: { q?: string } = {}): PagedList<FormattedResume> {
  const client = useApiClient();
  const search = q.trim();
  return usePagedList({
    queryKey: jobsKeys.formattedResumesList(search),
    fetchPage: ({ cursor, signal }) => getFormattedResumesPage(client, search, cursor, signal),
    itemsOf: formattedResumesOf,
  });
}
