import { generatedResumeListItemSchema, type GeneratedResumeListItem, type GeneratedResumeRecord, type GenerationStatusResponse } from '@careerforge/contract';

/** How many resumes a page of the generated resumes grid shows. */
export const RESUMES_PER_PAGE = 3;

/**
 * A listed resume made whole by its status call: the list item has the job and the dates, the
 * status the content and the match report. Null while the status is not that of a completed resume.
 */
export function wholeResume(listed: GeneratedResumeListItem, status: GenerationStatusResponse): GeneratedResumeRecord | null {
  if (status.status !== 'completed' || !status.generated_resume || !status.match_report) return null;
  const { id, created_at, edited_at, job_id, job_title, company } = listed;
  return { id, created_at, edited_at, job_id, job_title, company, generated_resume: status.generated_resume, match_report: status.match_report };
}

/** What the editor sends back to the list: the popup to open, and maybe a message. */
export type ReopenState = { openResume: GeneratedResumeListItem } | { openResumeId: number };

/**
 * A listed resume carried in navigation state under `key`, checked by the contract's schema (the
 * remote bundles no zod of its own: the contract's copy is the federated one).
 */
function listedIn(state: unknown, key: string): GeneratedResumeListItem | null {
  if (typeof state !== 'object' || state === null || !(key in state)) return null;
  const parsed = generatedResumeListItemSchema.safeParse((state as Record<string, unknown>)[key]);
  return parsed.success ? parsed.data : null;
}

/**
 * The listed resume the editor was opened with, if the list opened it: it goes back with the user
 * so that its popup opens again wherever it sits in the list.
 */
export function listedResumeOf(state: unknown): GeneratedResumeListItem | null {
  return listedIn(state, 'listed');
}

/** Which popup the list opens on arrival, if the editor sent the user back. */
export function reopenedResumeOf(state: unknown): ReopenState | null {
  const openResume = listedIn(state, 'openResume');
  if (openResume) return { openResume };
  const openResumeId = typeof state === 'object' && state !== null && 'openResumeId' in state ? state.openResumeId : null;
  return typeof openResumeId === 'number' && Number.isInteger(openResumeId) ? { openResumeId } : null;
}
