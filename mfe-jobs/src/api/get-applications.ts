import { useApiClient, type ApiClient } from '@careerforge/shared';
import { usePagedList, type PagedList } from '@careerforge/shared/lists';
import { listApplicationsPage, type Application, type EndpointResponse } from '@careerforge/contract';
import type { ApplicationFilters } from '../lib/applicationFilters';
import { jobsKeys } from './query-keys';

/** Rows per page of the applications table: more than its window shows, so one call fills it. */
export const APPLICATIONS_TABLE_PAGE_SIZE = 50;

/** Cards per page of a board column: a column's first screenful, the rest behind 'Show more'. */
export const BOARD_COLUMN_PAGE_SIZE = 10;

/** The page of the applications `filters` keep after `cursor` (none: the first), newest first. */
export function getApplicationsPage(client: ApiClient, filters: ApplicationFilters, limit: number, cursor: string | undefined, signal?: AbortSignal) {
  return client.call(listApplicationsPage, { query: { limit, cursor, ...filters }, signal });
}

const applicationsOf = (page: EndpointResponse<typeof listApplicationsPage>) => page.applications;

export interface ApplicationsListOptions {
  /** Rows a page holds. The key leaves it out: any size gives the same list, so views may share it. */
  pageSize: number;
  /** False holds the first call back (a board column the stage filter hides). */
  enabled?: boolean;
}

/** The caller's applications that `filters` keep, newest first, loaded page by page; `total` counts them all. */
export function useApplicationsList(filters: ApplicationFilters, { pageSize, enabled = true }: ApplicationsListOptions): PagedList<Application> {
  const client = useApiClient();
  return usePagedList({
    queryKey: jobsKeys.applicationsList(filters),
    fetchPage: ({ cursor, signal }) => getApplicationsPage(client, filters, pageSize, cursor, signal),
    itemsOf: applicationsOf,
    enabled,
  });
}
