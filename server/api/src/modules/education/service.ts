import type { EducationRecord } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { Page, PageRequest } from '../../lib/paging';
import { educationQueries, type EducationFields } from './queries';

/** The caller's education, most recent first, as career history is ordered. */
export function getEducation(db: Kysely<Database>, userId: string): Promise<EducationRecord[]> {
  return educationQueries(db, userId).list();
}

export function getEducationPage(db: Kysely<Database>, userId: string, request: PageRequest): Promise<Page<EducationRecord>> {
  return educationQueries(db, userId).page(request);
}

export function addEducationRecord(db: Kysely<Database>, userId: string, fields: EducationFields): Promise<EducationRecord> {
  return educationQueries(db, userId).insert(fields);
}

export async function replaceEducationRecord(
  db: Kysely<Database>,
  userId: string,
  id: number,
  fields: EducationFields,
): Promise<EducationRecord> {
  const replaced = await educationQueries(db, userId).replace(id, fields);
  if (!replaced) throw notFound('educationRecord');
  return replaced;
}

export async function removeEducationRecord(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await educationQueries(db, userId).remove(id))) throw notFound('educationRecord');
}
