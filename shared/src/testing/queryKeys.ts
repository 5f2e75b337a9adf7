import { waitFor } from '@testing-library/react';
import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { sharedKeys } from '../queries/sharedKeys';

/**
 * The keys of the queries in `queryClient` that are neither under `ownKey` (a remote's namespace)
 * nor under the shared queries' key.
 */
export function queryKeysOutside(queryClient: QueryClient, ownKey: QueryKey): QueryKey[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .map(({ queryKey }) => queryKey)
    .filter((queryKey) => !partialMatchKey(queryKey, ownKey) && !partialMatchKey(queryKey, sharedKeys.all));
}

/**
 * The test every remote runs on its query keys: once each screen of `paths` has loaded, every
 * query it cached is under `ownKey` (the remote's namespace, e.g. `jobsKeys.all`) or a shared one.
 * The shell and the remotes share one query client, so any other key could be another remote's
 * entry, holding another remote's data. `renderAt` sets up the fake API and renders the screen.
 */
export function itKeepsItsQueriesUnder(
  ownKey: QueryKey,
  paths: readonly string[],
  renderAt: (path: string) => { queryClient: QueryClient },
) {
  it.each(paths)('caches %s only under its own or shared query keys', async (path) => {
    const { queryClient } = renderAt(path);
    await waitFor(() => {
      expect(queryClient.getQueryCache().getAll()).not.toHaveLength(0);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(queryKeysOutside(queryClient, ownKey)).toEqual([]);
  });
}
