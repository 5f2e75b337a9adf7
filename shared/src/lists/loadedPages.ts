import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageAnswer } from './usePagedList';

/** One answer of a page call: its rows under `RowsKey` (e.g. 'skills'), with the cursor and the total. */
export type LoadedPage<RowsKey extends string, Row> = Record<RowsKey, Row[]> & PageAnswer;

function editLoadedPages<RowsKey extends string, Row>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  edit: (page: LoadedPage<RowsKey, Row>) => LoadedPage<RowsKey, Row>,
): void {
  queryClient.setQueryData<InfiniteData<LoadedPage<RowsKey, Row>>>(queryKey, (data) => data && { ...data, pages: data.pages.map(edit) });
}

/*
 * The three below show a mutation's result in the pages of a list already loaded (under
 * `queryKey`, as usePagedList keeps them) at once, before the list is loaded again to confirm the
 * server's rows and order. A list not loaded is left alone.
 */

/** Puts `updated` in place of the loaded row with its id. */
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

/** Takes the row with `id` out of the loaded pages, and one off their total. */
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

/** Empties the loaded pages: no rows, none after them, a total of 0. */
export function clearLoadedRows<RowsKey extends string, Row>(queryClient: QueryClient, queryKey: QueryKey, rowsKey: RowsKey): void {
  editLoadedPages<RowsKey, Row>(queryClient, queryKey, (page) => ({ ...page, [rowsKey]: [], next_cursor: null, total: 0 }));
}
