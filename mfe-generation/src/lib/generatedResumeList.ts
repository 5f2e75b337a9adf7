import type { DateSort } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { resumeName } from './labels';

/** How many resumes a page of the generated resumes grid shows. */
export const RESUMES_PER_PAGE = 3;

/** Resumes whose name contains `query`, ignoring case; all of them for a blank query. */
export function filterByName(resumes: readonly GeneratedResumeRecord[], query: string): GeneratedResumeRecord[] {
  const needle = query.trim().toLowerCase();
  return needle ? resumes.filter((resume) => resumeName(resume).toLowerCase().includes(needle)) : [...resumes];
}

/** Resumes by creation time; the id, which grows with each resume, breaks ties. */
export function sortByCreated(resumes: readonly GeneratedResumeRecord[], sort: DateSort): GeneratedResumeRecord[] {
  const direction = sort === 'newest' ? -1 : 1;
  return [...resumes].sort((a, b) => direction * (Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id));
}
