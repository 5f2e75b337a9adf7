import { z } from 'zod';
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

/**
 * Navigation state between the list and the editor: the listed resume the editor was opened for
 * (to reopen its popup after Save or Cancel wherever it sits in the list), and the popup to open.
 */
const listedStateSchema = z.object({ listed: generatedResumeListItemSchema });
const reopenStateSchema = z.union([z.object({ openResume: generatedResumeListItemSchema }), z.object({ openResumeId: z.number().int() })]);

export type ReopenState = z.infer<typeof reopenStateSchema>;

/** The listed resume the editor was opened with, if the list opened it. */
export function listedResumeOf(state: unknown): GeneratedResumeListItem | null {
  const parsed = listedStateSchema.safeParse(state);
  return parsed.success ? parsed.data.listed : null;
}

/** Which popup the list opens on arrival, if the editor sent the user back. */
export function reopenedResumeOf(state: unknown): ReopenState | null {
  const parsed = reopenStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
