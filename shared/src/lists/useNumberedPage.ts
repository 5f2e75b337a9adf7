import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PageAnswer } from './usePagedList';

/** What a page call is given for one numbered page: skip `offset` rows, answer up to `limit`. */
export interface NumberedPageRequest {
  limit: number;
  offset: number;
  signal: AbortSignal;
}

export interface NumberedPageOptions<Answer extends PageAnswer, Item> {
  /** The list's key, including its search (`q`) and `sort`; the page and its size are added to it. */
  queryKey: QueryKey;
  /** The page shown, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Calls the page endpoint with an offset, e.g. `api.call(listJobsPage, { query: { limit, offset, q, sort }, signal })`. */
  fetchPage: (request: NumberedPageRequest) => Promise<Answer>;
  /** The rows of one answer, e.g. `(answer) => answer.jobs`. */
  itemsOf: (answer: Answer) => Item[];
}

/** One numbered page of a list, and what `Pagination` needs around it. */
export interface NumberedPage<Item> {
  /** The rows of the page (of the page shown before, while another one loads). */
  items: Item[];
  /** How many rows the list holds in all (those matching its search); 0 before the first answer. */
  total: number;
  /** How many pages the list has, at least 1. When a deletion leaves `page` beyond it, the screen steps back to it. */
  pageCount: number;
  /** Nothing has been loaded yet. */
  isPending: boolean;
  /** The page could not be loaded; `refetch` tries again (`QueryErrorState` takes the page as its query). */
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  /** The rows shown are the previous page's, kept while the page asked for loads. */
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * One page of a list shown with numbered pages ('Page 2 of 5'): only that page is fetched, by its
 * offset in the list's order (`offset` in the contract's page query), so the screen can jump to any
 * page; search and sort are the server's, in `queryKey` and `fetchPage`. While another page loads the
 * rows of the one before stay on screen. For a list that scrolls use `usePagedList`.
 */
export function useNumberedPage<Answer extends PageAnswer, Item>({
  queryKey,
  page,
  pageSize,
  fetchPage,
  itemsOf,
}: NumberedPageOptions<Answer, Item>): NumberedPage<Item> {
  const query = useQuery({
    queryKey: [...queryKey, 'page', page, pageSize],
    queryFn: ({ signal }) => fetchPage({ limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize, signal }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  return {
    items: query.data ? itemsOf(query.data) : [],
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    refetch: query.refetch,
  };
}
