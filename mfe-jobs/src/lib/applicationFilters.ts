import { applicationStageOf, type Application, type ApplicationsPageQuery } from '@careerforge/contract';

/**
 * What both views show, as the page call takes it: one stage, and applications made between two
 * days (yyyy-mm-dd, inclusive). A filter left out keeps every application.
 */
export type ApplicationFilters = Pick<ApplicationsPageQuery, 'stage' | 'applied_from' | 'applied_to'>;

export const NO_FILTERS: ApplicationFilters = {};

/**
 * `filters` with `field` set to what its control holds; an emptied control leaves the field out,
 * so the same filters always make the same query key.
 */
export function withFilter(filters: ApplicationFilters, field: keyof ApplicationFilters, value: string): ApplicationFilters {
  const { [field]: _replaced, ...others } = filters;
  if (value === '') return others;
  if (field === 'stage') {
    const stage = applicationStageOf(value);
    return stage ? { ...others, stage } : others;
  }
  return { ...others, [field]: value };
}

export function isFiltered(filters: ApplicationFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * Whether the API lists `application` under `filters` (its day is the UTC day it was made), so a
 * change can be shown in the pages already loaded before they are read again.
 */
export function matchesFilters(application: Application, { stage, applied_from, applied_to }: ApplicationFilters): boolean {
  const day = application.applied_at.slice(0, 10);
  return (!stage || application.status === stage) && (!applied_from || day >= applied_from) && (!applied_to || day <= applied_to);
}
