import type { ResumeImportSummary } from '@careerforge/contract';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * What a parsed resume added, e.g. 'Added 2 jobs, 1 education record and 7 skills to your profile.';
 * null when it added nothing new.
 */
export function describeImport({ career_added, education_added, skills_added }: ResumeImportSummary): string | null {
  const parts = [
    career_added > 0 ? count(career_added, 'job', 'jobs') : null,
    education_added > 0 ? count(education_added, 'education record', 'education records') : null,
    skills_added > 0 ? count(skills_added, 'skill', 'skills') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Added ${listed} to your profile.`;
}
