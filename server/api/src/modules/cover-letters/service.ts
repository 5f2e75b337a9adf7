import type { CoverLetterContent, CoverLetterFormatBody, CoverLetterRecord, CoverLetterStatusResponse } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { writeCoverLetter, type CoverLetterOutcome } from '../../lib/cover-letter';
import type { Database } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { JobFailure, type ClaimedJob } from '../../lib/jobs';
import type { Page, PageRequest } from '../../lib/paging';
import type { LlmConfig } from '../../lib/llm';
import { renderLetter, type RenderedLetter } from '../../lib/rendering/letter';
import { requireGeneratedResume } from '../generation/service';
import { findJob, requireJob } from '../jobs/service';
import { preferredPageSize } from '../users/service';
import { coverLetterQueries, coverLetterSource } from './queries';

/**
 * Queues a cover letter after checking that the job and the generated resume are the caller's own
 * (another user's is not found, as if it did not exist) and that the resume is finished.
 */
export async function startCoverLetter(db: Kysely<Database>, userId: string, jobId: number, resumeId: number): Promise<number> {
  await requireJob(db, userId, jobId);
  const resume = await requireGeneratedResume(db, userId, resumeId);
  if (resume.status !== 'completed') throw new HttpError(409, 'The generated resume is not finished yet; write the cover letter once it is.');
  return coverLetterQueries(db, userId).insert(jobId, resumeId);
}

export async function coverLetterStatus(db: Kysely<Database>, userId: string, id: number): Promise<CoverLetterStatusResponse> {
  const status = await coverLetterQueries(db, userId).status(id);
  if (!status) throw notFound('coverLetter');
  return status;
}

export function getCoverLetters(db: Kysely<Database>, userId: string): Promise<CoverLetterRecord[]> {
  return coverLetterQueries(db, userId).list();
}

export function getCoverLettersPage(db: Kysely<Database>, userId: string, request: PageRequest): Promise<Page<CoverLetterRecord>> {
  return coverLetterQueries(db, userId).page(request);
}

/** The content of the caller's completed letter; 404 for a missing or another user's one, 409 while it is not completed. */
async function requireCompletedLetter(db: Kysely<Database>, userId: string, id: number): Promise<CoverLetterContent> {
  const letter = await coverLetterQueries(db, userId).find(id);
  if (!letter) throw notFound('coverLetter');
  if (letter.status === 'processing') throw new HttpError(409, 'This cover letter is still being written.');
  if (!letter.content) throw new HttpError(409, 'This cover letter could not be written; start a new one.');
  return letter.content;
}

/** Replaces the text of the caller's completed letter with their edit. */
export async function editCoverLetterContent(db: Kysely<Database>, userId: string, id: number, content: CoverLetterContent): Promise<CoverLetterContent> {
  await requireCompletedLetter(db, userId, id);
  // Completed a moment ago and gone now: deleted in between.
  if (!(await coverLetterQueries(db, userId).replaceContent(id, content))) throw notFound('coverLetter');
  return content;
}

export async function removeCoverLetter(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await coverLetterQueries(db, userId).remove(id))) throw notFound('coverLetter');
}

/** The caller's completed letter as a file, on the page size asked for, else the one they prefer. */
export async function formatCoverLetterFile(db: Kysely<Database>, userId: string, request: CoverLetterFormatBody): Promise<RenderedLetter> {
  const content = await requireCompletedLetter(db, userId, request.coverLetterId);
  const pageSize = request.pageSize ?? (await preferredPageSize(db, userId));
  return renderLetter(content, { format: request.formatType, style: request.styleId ?? 'default', pageSize });
}

/** Writes the letter of a claimed job from the job description and the generated resume as they are now. */
export async function produceCoverLetter(db: Kysely<Database>, job: ClaimedJob, llm: LlmConfig | null, signal: AbortSignal): Promise<CoverLetterOutcome> {
  const source = await coverLetterSource(db, job.id);
  const jobDescription = source?.jobId == null ? undefined : await findJob(db, job.userId, source.jobId);
  if (!jobDescription) throw new JobFailure('The job description for this cover letter was deleted.');
  if (source?.resumeId == null) throw new JobFailure('The generated resume for this cover letter was deleted.');
  const resume = await requireGeneratedResume(db, job.userId, source.resumeId);
  if (!resume.content) throw new JobFailure('The generated resume for this cover letter did not complete.');
  return writeCoverLetter(
    { job: { title: jobDescription.job_title, company: jobDescription.company, text: jobDescription.text }, resume: resume.content },
    { llm, signal },
  );
}
