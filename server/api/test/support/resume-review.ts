import type { ResumeCandidates, ResumeImportSummary } from '@careerforge/contract';
import type { TestUser } from './api';

/** The entries of a review the page ticks at first: those not already in the profile, without the review's marks. */
export function newEntriesOf(candidates: ResumeCandidates) {
  const isNew = ({ duplicate_of }: { duplicate_of: number | null }) => duplicate_of === null;
  return {
    career: candidates.career.filter(isNew).map(({ candidate_id: _id, duplicate_of: _duplicate, ...entry }) => entry),
    education: candidates.education.filter(isNew).map(({ candidate_id: _id, duplicate_of: _duplicate, ...entry }) => entry),
    skills: candidates.skills.filter(isNew).map(({ skill }) => skill),
  };
}

/**
 * 'Import selected' with the review as offered: every new entry of an upload or paste answer.
 * Answers the import's response, or null when there was nothing new to import.
 */
export async function importAsOffered(user: TestUser, answer: { resume: { id: number }; candidates: ResumeCandidates }) {
  const entries = newEntriesOf(answer.candidates);
  if (entries.career.length + entries.education.length + entries.skills.length === 0) return null;
  const response = await user.request('POST', `/api/resumes/${answer.resume.id}/import`, entries);
  if (response.statusCode !== 200) throw new Error(`import failed: ${response.statusCode} ${response.body}`);
  return response.json().imported as ResumeImportSummary;
}
