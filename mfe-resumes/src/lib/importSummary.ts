import type { ResumeImportSummary } from '@careerforge/contract';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * What an import added, e.g. 'Imported 2 career entries, 1 education entry and 7 skills.'; null when
 * it added nothing (every chosen skill was already in the profile), which is never reported as a success.
 */
export function describeImport({ career_added, education_added, skills_added }: ResumeImportSummary): string | null {
  if (career_added + education_added + skills_added === 0) return null;
  return `Imported ${count(career_added, 'career entry', 'career entries')}, ${count(education_added, 'education entry', 'education entries')} and ${count(skills_added, 'skill', 'skills')}.`;
}
