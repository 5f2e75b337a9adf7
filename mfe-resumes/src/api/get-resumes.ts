import { useApiClient, type ApiClient } from '@careerforge/shared';
import { useNumberedPage, type NumberedPageRequest } from '@careerforge/shared/lists';
import { listResumesPage, type EndpointResponse } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

/** 'Uploaded Resumes' shows this many cards a page. */
export const RESUMES_PER_PAGE = 3;

type ResumesPage = EndpointResponse<typeof listResumesPage>;

/** `limit` of the caller's resumes, newest first, after skipping `offset`. */
export function getResumesPage(client: ApiClient, { limit, offset, signal }: NumberedPageRequest): Promise<ResumesPage> {
  return client.call(listResumesPage, { query: { limit, offset }, signal });
}

const resumesOf = (page: ResumesPage) => page.resumes;

/** Page `page` (from 1) of the caller's uploaded and pasted resumes, only that page fetched. */
export function useResumesPage(page: number) {
  const client = useApiClient();
  return useNumberedPage({
    queryKey: resumesKeys.list(),
    page,
    pageSize: RESUMES_PER_PAGE,
    fetchPage: (request) => getResumesPage(client, request),
    itemsOf: resumesOf,
  });
}
