import type { CareerPickerItem, CareerRecord } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { mapPage, type Page, type PageRequest } from '../../lib/paging';
import { careerQueries, type CareerFields } from './queries';

/** The caller's career history, most recent first: current jobs, then by start date. */
export function getCareerHistory(db: Kysely<Database>, userId: string): Promise<CareerRecord[]> {
  return careerQueries(db, userId).list();
}

/** The generate picker reads the dates in snake_case. */
function toPickerItem({ startDate, endDate, ...record }: CareerRecord): CareerPickerItem {
  return { ...record, start_date: startDate, end_date: endDate };
}

export async function careerPickerItems(db: Kysely<Database>, userId: string): Promise<CareerPickerItem[]> {
  return (await getCareerHistory(db, userId)).map(toPickerItem);
}

export function getCareerHistoryPage(db: Kysely<Database>, userId: string, request: PageRequest & { q?: string | undefined }): Promise<Page<CareerRecord>> {
  return careerQueries(db, userId).page(request);
}

/** One page of the generate picker's records; with `q`, those whose position or company contains it, ignoring case. */
export async function careerPickerItemsPage(db: Kysely<Database>, userId: string, request: PageRequest & { q?: string | undefined }): Promise<Page<CareerPickerItem>> {
  return mapPage(await getCareerHistoryPage(db, userId, request), toPickerItem);
}

/** Another user's record, or a missing one, is not found, as if it did not exist. */
export async function assertOwnCareerRecords(db: Kysely<Database>, userId: string, ids: number[]): Promise<void> {
  const own = new Set((await getCareerHistory(db, userId)).map((record) => record.id));
  if (!ids.every((id) => own.has(id))) throw notFound('careerRecord');
}

export function addCareerRecord(db: Kysely<Database>, userId: string, fields: CareerFields): Promise<CareerRecord> {
  return careerQueries(db, userId).insert(fields);
}

export async function replaceCareerRecord(db: Kysely<Database>, userId: string, id: number, fields: CareerFields): Promise<CareerRecord> {
  const replaced = await careerQueries(db, userId).replace(id, fields);
  if (!replaced) throw notFound('careerRecord');
  return replaced;
}

export async function removeCareerRecord(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await careerQueries(db, userId).remove(id))) throw notFound('careerRecord');
}
