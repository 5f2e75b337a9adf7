import type { CareerPickerItem, CareerRecord } from '@careerforge/contract';
import { HttpError } from '../../lib/errors';
import type { CareerFields, CareerQueries } from './queries';

const CAREER_RECORD_NOT_FOUND = 'Career history record not found';

export async function replaceCareerRecord(career: CareerQueries, id: number, fields: CareerFields): Promise<CareerRecord> {
  const replaced = await career.replace(id, fields);
  if (!replaced) throw new HttpError(404, CAREER_RECORD_NOT_FOUND);
  return replaced;
}

export async function removeCareerRecord(career: CareerQueries, id: number): Promise<void> {
  if (!(await career.remove(id))) throw new HttpError(404, CAREER_RECORD_NOT_FOUND);
}

/** The generate picker reads the dates in snake_case. */
export function toPickerItem({ startDate, endDate, ...record }: CareerRecord): CareerPickerItem {
  return { ...record, start_date: startDate, end_date: endDate };
}
