import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Application, EndpointResponse, listApplicationsPage } from '@careerforge/contract';
import { matchesFilters } from '../lib/applicationFilters';
import { jobsKeys } from './query-keys';

type ApplicationsPage = EndpointResponse<typeof listApplicationsPage>;
type LoadedPages = InfiniteData<ApplicationsPage>;
type ApplicationsListKey = ReturnType<typeof jobsKeys.applicationsList>;

/** The key every list of applications starts with (the table, the board's columns, the count). */
export const APPLICATION_LISTS = [...jobsKeys.applications(), 'list'] as const;

/** Whether `a` comes before `b` in the API's order: newest first, then the higher id first. */
function listedBefore(a: Application, b: Application): boolean {
  return a.applied_at > b.applied_at || (a.applied_at === b.applied_at && a.id > b.id);
}

/**
 * `application` put where the API lists it among the loaded rows. One that sorts after every loaded
 * row is left to the page that will load it, unless the list has no page after them.
 */
function insertInOrder(data: LoadedPages, application: Application): LoadedPages {
  let placed = false;
  const pages = data.pages.map((page, pageIndex) => {
    if (placed) return page;
    const rows = page.applications;
    const at = rows.findIndex((row) => listedBefore(application, row));
    const lastLoaded = pageIndex === data.pages.length - 1 && page.next_cursor === null;
    if (at < 0 && !lastLoaded) return page;
    placed = true;
    const index = at < 0 ? rows.length : at;
    return { ...page, applications: [...rows.slice(0, index), application, ...rows.slice(index)] };
  });
  return { ...data, pages };
}

/** The application with `id` as the loaded lists hold it (the most recently updated one), if any holds it. */
export function loadedApplication(queryClient: QueryClient, id: number): Application | undefined {
  for (const [, data] of queryClient.getQueriesData<LoadedPages>({ queryKey: APPLICATION_LISTS })) {
    const found = data?.pages.flatMap((page) => page.applications).find((application) => application.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Shows at once, in every loaded list of applications, that `before` became `after` (`before`
 * undefined: a new application; `after` undefined: a deleted one). A list whose filters kept the
 * old version and not the new loses the row, one that keeps only the new gains it in its place,
 * and each list's total moves with it, whether or not the row's page was loaded. The lists are
 * read again when next shown, as any list is.
 */
export function showApplicationChange(queryClient: QueryClient, before: Application | undefined, after: Application | undefined): void {
  const id = before?.id ?? after?.id;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: APPLICATION_LISTS })) {
    const [, , , filters] = query.queryKey as ApplicationsListKey;
    const wasListed = before !== undefined && matchesFilters(before, filters);
    const isListed = after !== undefined && matchesFilters(after, filters);
    if (!wasListed && !isListed) continue;
    queryClient.setQueryData<LoadedPages>(query.queryKey, (data) => {
      if (!data) return data;
      const totalChange = Number(isListed) - Number(wasListed);
      const without: LoadedPages = {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          applications: page.applications.filter((application) => application.id !== id),
          total: Math.max(0, page.total + totalChange),
        })),
      };
      return after !== undefined && isListed ? insertInOrder(without, after) : without;
    });
  }
}

/**
 * Shows the application as the server saved it in place of the loaded one. When no loaded list
 * holds it, none can tell whether it counted it, so the lists are read again instead.
 */
export function showSavedApplication(queryClient: QueryClient, saved: Application): void {
  const before = loadedApplication(queryClient, saved.id);
  if (before) showApplicationChange(queryClient, before, saved);
  else void queryClient.invalidateQueries({ queryKey: APPLICATION_LISTS });
}

/** Takes the deleted application out of the loaded lists and their totals (or reads them again, as above). */
export function showApplicationDeleted(queryClient: QueryClient, id: number): void {
  const removed = loadedApplication(queryClient, id);
  if (removed) showApplicationChange(queryClient, removed, undefined);
  else void queryClient.invalidateQueries({ queryKey: APPLICATION_LISTS });
}
