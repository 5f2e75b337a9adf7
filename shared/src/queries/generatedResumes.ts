import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listGeneratedResumes,
  listGeneratedResumesPage,
  type EndpointResponse,
  type GeneratedResumeListItem,
  type GeneratedResumeRecord,
} from '@careerforge/contract';
import { useApiClient, type ApiClient } from '../api/useApiClient';
import { useNumberedPage, type NumberedPage } from '../lists/useNumberedPage';
import { usePagedList, type PagedList } from '../lists/usePagedList';
import { searchOf, sharedKeys, type ListSearch } from './sharedKeys';

/** The caller's generated resumes, newest first, as the API sends them. */
export async function fetchGeneratedResumes(api: ApiClient, signal?: AbortSignal): Promise<GeneratedResumeRecord[]> {
  const { generated_resume } = await api.call(listGeneratedResumes, { signal });
  return generated_resume;
}

/**
 * Shared because two remotes show the same list: the generation remote makes, lists and deletes
 * generated resumes, and the jobs remote's advice page offers them. One entry means one fetcher and
 * one data shape, and a deletion in the generation remote is gone from the advice page too.
 */
export function generatedResumesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: sharedKeys.generatedResumes(), queryFn: ({ signal }) => fetchGeneratedResumes(api, signal) });
}

/**
 * The caller's generated resumes, newest first, each whole, in one call. Kept for remotes built
 * before the paged hooks (they run against a newer shell's copy of this package).
 * @deprecated Loads every resume whole; use `useGeneratedResumesList` (pickers) or
 * `useGeneratedResumesPage` (numbered pages), and a resume's status call for the whole resume.
 */
export function useGeneratedResumes() {
  return useQuery(generatedResumesQueryOptions(useApiClient()));
}

/** How many resumes a page of `useGeneratedResumesList` holds. */
export const GENERATED_RESUMES_LIST_PAGE_SIZE = 20;

const resumesOf = (answer: EndpointResponse<typeof listGeneratedResumesPage>) => answer.generated_resume;

/**
 * The caller's generated resumes as the list shows them (name, job, dates, score, first skills),
 * page by page, for a picker (`VirtualList` of `@careerforge/shared/lists`): newest first unless
 * `sort` is 'oldest', only those whose name contains `q` (the server searches). Invalidating
 * `sharedKeys.generatedResumes()` reloads it.
 */
export function useGeneratedResumesList(asked: ListSearch = {}): PagedList<GeneratedResumeListItem> {
  const api = useApiClient();
  const search = searchOf(asked);
  return usePagedList({
    queryKey: sharedKeys.generatedResumesList(search),
    fetchPage: ({ cursor, signal }) =>
      api.call(listGeneratedResumesPage, { query: { limit: GENERATED_RESUMES_LIST_PAGE_SIZE, cursor, ...search }, signal }),
    itemsOf: resumesOf,
  });
}

/** One numbered page of the caller's generated resumes, `pageSize` a page, searched and sorted by the server as `useGeneratedResumesList`. */
export function useGeneratedResumesPage({ page, pageSize, ...asked }: ListSearch & { page: number; pageSize: number }): NumberedPage<GeneratedResumeListItem> {
  const api = useApiClient();
  const search = searchOf(asked);
  return useNumberedPage({
    queryKey: sharedKeys.generatedResumesPages(search),
    page,
    pageSize,
    fetchPage: ({ limit, offset, signal }) => api.call(listGeneratedResumesPage, { query: { limit, offset, ...search }, signal }),
    itemsOf: resumesOf,
  });
}
