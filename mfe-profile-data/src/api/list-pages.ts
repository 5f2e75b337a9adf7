import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Rows per page of the long lists (career history, education, skills, the profile sections): more
 * than a screenful, so one call fills the screen and scrolling seldom waits.
 */
export const PROFILE_LIST_PAGE_SIZE = 50;

type Page<RowsKey extends string, Row> = Record<RowsKey, Row[]> & { next_cursor: string | null; total: number };

function editLoadedPages<RowsKey extends string, Row>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  edit: (page: Page<RowsKey, Row>) => Page<RowsKey, Row>,
): void {
  queryClient.setQueryData<InfiniteData<Page<RowsKey, Row>>>(queryKey, (data) => data && { ...data, pages: data.pages.map(edit) });
}

/*
 * The three below show a change in the pages of a list already loaded (under `queryKey`, as
 * usePagedList keeps them) at once; the list is then loaded again to confirm the server's rows
 * and order.
 */

export function replaceLoadedRow<RowsKey extends string, Row extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  rowsKey: RowsKey,
  updated: Row,
): void {
  editLoadedPages<RowsKey, Row>(queryClient, queryKey, (page) => ({
    ...page,
    [rowsKey]: page[rowsKey].map((row) => (row.id === updated.id ? updated : row)),
  }));
}

export function removeLoadedRow<RowsKey extends string, Row extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  rowsKey: RowsKey,
  id: number,
): void {
  editLoadedPages<RowsKey, Row>(queryClient, queryKey, (page) => ({
    ...page,
    [rowsKey]: page[rowsKey].filter((row) => row.id !== id),
    // The server counted the row whether or not its page was loaded.
    total: Math.max(0, page.total - 1),
  }));
}

export function clearLoadedRows<RowsKey extends string, Row>(queryClient: QueryClient, queryKey: QueryKey, rowsKey: RowsKey): void {
  editLoadedPages<RowsKey, Row>(queryClient, queryKey, (page) => ({ ...page, [rowsKey]: [], next_cursor: null, total: 0 }));
}
