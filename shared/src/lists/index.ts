/**
 * @careerforge/shared/lists: long lists of the API's page calls (ADR 18). Not part of the federated
 * `@careerforge/shared` module: each remote that imports it bundles it (with TanStack Virtual),
 * so the shell's start-up and /home carry none of it. It keeps no state of its own: the pages
 * live in the one query client of the shared @tanstack/react-query.
 *
 * - `usePagedList`: a list loaded page by page by cursor, for `VirtualList` (pickers, long lists).
 * - `VirtualList`: renders the rows in view, loads the next page at the end ('Loading more…').
 * - `useNumberedPage`: one numbered page by offset, for screens with `Pagination`.
 * - `SearchPicker`: one item of a long list the server searches as the user types (a combobox).
 * - `useDebouncedSearch`: sends a search box's text once the typing pauses.
 * - `replaceLoadedRow`, `removeLoadedRow`, `clearLoadedRows`: show a mutation's result in a list's
 *   loaded pages at once, before it is loaded again.
 */
export * from './usePagedList';
export * from './useNumberedPage';
export * from './VirtualList';
export * from './SearchPicker';
export * from './useDebouncedSearch';
export * from './loadedPages';
