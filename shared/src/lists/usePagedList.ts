import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** What every page call of the API answers beside its rows (`pagedAnswer` in @careerforge/contract). */
export interface PageAnswer {
  next_cursor: string | null;
  total: number;
}

/** What a page call is given for the page after `cursor` (none: the first page). */
export interface CursorPageRequest {
  cursor: string | undefined;
  signal: AbortSignal;
}

export interface PagedListOptions<Answer extends PageAnswer, Item> {
  /**
   * The list's key, including everything that changes its rows: its search (`q`) and `sort`. A
   * new key starts again from the first page; the pages already loaded stay cached under the old.
   */
  queryKey: QueryKey;
  /** Calls the page endpoint, e.g. `api.call(listJobsPage, { query: { limit: 20, cursor, q }, signal })`. */
  fetchPage: (request: CursorPageRequest) => Promise<Answer>;
  /**
   * The rows of one answer, e.g. `(answer) => answer.jobs`. Defined outside the component, it
   * keeps `items` the same array from one render to the next until a page arrives.
   */
  itemsOf: (answer: Answer) => Item[];
  /** False holds the first call back (e.g. until a dialog opens). */
  enabled?: boolean;
}

/** A list loaded page by page: what `VirtualList` shows and a screen reads. */
export interface PagedList<Item> {
  /** Every row of the pages loaded so far, in the list's order. */
  items: Item[];
  /** How many rows the list holds in all (those matching its search), from the latest page; undefined before the first. */
  total: number | undefined;
  /** The first page is still on its way. */
  isPending: boolean;
  /** The first page could not be loaded (`refetch` tries again); a failed later page is `moreFailed`. */
  isError: boolean;
  error: Error | null;
  /** Any call is in flight (the first page, the next, or a refetch). */
  isFetching: boolean;
  /** Loads every loaded page again, e.g. from a 'Retry' button (`QueryErrorState` takes the list as its query). */
  refetch: () => Promise<unknown>;
  /** The API has rows after the loaded pages. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last call for the next page failed; `fetchNextPage` tries it again. */
  moreFailed: boolean;
  /** Loads the page after the loaded ones (at most one call at a time). */
  fetchNextPage: () => void;
}

/**
 * A list of the API loaded page by page, as a scrolling list or a picker shows it: TanStack Query's
 * useInfiniteQuery over a page call, each page continuing from the `next_cursor` of the one before
 * (none after the last). Hand the result to `VirtualList`, which asks for the next page when its
 * end comes into view. For a screen of numbered pages use `useNumberedPage` instead.
 */
export function usePagedList<Answer extends PageAnswer, Item>({ queryKey, fetchPage, itemsOf, enabled = true }: PagedListOptions<Answer, Item>): PagedList<Item> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
  });
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetching } = query;
  const items = useMemo(() => data?.pages.flatMap(itemsOf) ?? [], [data, itemsOf]);
  return {
    items,
    total: data?.pages.at(-1)?.total,
    isPending: query.isPending,
    isError: query.isError && !query.isFetchNextPageError,
    error: query.error,
    isFetching,
    refetch: query.refetch,
    hasNextPage,
    isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    fetchNextPage: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
