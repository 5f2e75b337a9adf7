import type { EducationRecord } from '@careerforge/contract';
import { HttpError } from '../../lib/errors';
import type { EducationFields, EducationQueries } from './queries';

const EDUCATION_RECORD_NOT_FOUND = 'Education record not found.';

export async function replaceEducationRecord(education: EducationQueries, id: number, fields: EducationFields): Promise<EducationRecord> {
  const replaced = await education.replace(id, fields);
  if (!replaced) throw new HttpError(404, EDUCATION_RECORD_NOT_FOUND);
  return replaced;
}

export async function removeEducationRecord(education: EducationQueries, id: number): Promise<void> {
  if (!(await education.remove(id))) throw new HttpError(404, EDUCATION_RECORD_NOT_FOUND);
}
