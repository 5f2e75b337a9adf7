import {
  RESUME_NOT_READY_TO_EDIT_MESSAGE,
  type GeneratedResumeContent,
  type GeneratedResumeListItem,
  type GeneratedResumeRecord,
  type GenerationStatusResponse,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { JobFailure, type ClaimedJob } from '../../lib/jobs';
import type { Page, SearchedPageRequest } from '../../lib/paging';
import type { LlmConfig } from '../../lib/llm';
import { generateTailoredResume, type TailoringOutcome } from '../../lib/tailoring';
import { assertOwnCareerRecords } from '../career/service';
import { findJob, requireJob } from '../jobs/service';
import { loadProfileSections } from '../profile-sections/service';
import { loadProfileSnapshot } from '../users/service';
import { generatedResumeQueries, generationSource, type GeneratedResume } from './queries';

/** A generation that cannot succeed however often it is tried; its message is shown to the user. */
export class GenerationFailure extends JobFailure {
  override readonly name = 'GenerationFailure';
}

/**
 * Queues a generation after checking that the job and every chosen record are the caller's own;
 * another user's job or record is not found, as if it did not exist.
 */
export async function startGeneration(db: Kysely<Database>, userId: string, jobId: number, historyIds: number[]): Promise<number> {
  await requireJob(db, userId, jobId);
  const chosen = [...new Set(historyIds)];
  await assertOwnCareerRecords(db, userId, chosen);
  return generatedResumeQueries(db, userId).insert(jobId, chosen);
}

export async function generationStatus(db: Kysely<Database>, userId: string, id: number): Promise<GenerationStatusResponse> {
  const status = await generatedResumeQueries(db, userId).status(id);
  if (!status) throw notFound('resume');
  return status;
}

/** Completed resumes, newest first, with their job's title and company as they are now. */
export function getGeneratedResumes(db: Kysely<Database>, userId: string): Promise<GeneratedResumeRecord[]> {
  return generatedResumeQueries(db, userId).listCompleted();
}

/** One page of the completed resumes as the list shows them, newest or oldest first, those whose name contains `q`. */
export function getGeneratedResumesPage(db: Kysely<Database>, userId: string, request: SearchedPageRequest): Promise<Page<GeneratedResumeListItem>> {
  return generatedResumeQueries(db, userId).completedPage(request);
}

/** The caller's generated resume, finished or not, with its job's title and company; 404 for another user's or a missing one. */
export async function requireGeneratedResume(db: Kysely<Database>, userId: string, id: number): Promise<GeneratedResume> {
  const resume = await generatedResumeQueries(db, userId).findCompleted(id);
  if (!resume) throw notFound('resume');
  return resume;
}

/**
 * Replaces the content of the caller's completed resume with their edit and answers it as listed.
 * The edit is the user's own writing, so it is stored as given: only the engine's output is held to
 * the user's facts. The match report stays as it was generated.
 */
export async function editGeneratedResume(
  db: Kysely<Database>,
  userId: string,
  id: number,
  content: GeneratedResumeContent,
): Promise<GeneratedResumeRecord> {
  const resumes = generatedResumeQueries(db, userId);
  const resume = await resumes.findCompleted(id);
  if (!resume) throw notFound('resume');
  if (resume.status !== 'completed') throw new HttpError(409, RESUME_NOT_READY_TO_EDIT_MESSAGE);
  // The editor does not carry the projects, certifications, languages and awards: they stay as generated.
  const kept = { ...content, ...profileSectionsOf(resume.content) };
  // Deleted between the read and the write: as missing as if it had never been there.
  if (!(await resumes.replaceContent(id, kept))) throw notFound('resume');
  const record = await resumes.findCompletedRecord(id);
  if (!record) throw notFound('resume');
  return record;
}

/** The stored resume's projects, certifications, languages and awards, those it has. */
function profileSectionsOf(content: GeneratedResumeContent | null): Pick<GeneratedResumeContent, 'projects' | 'certifications' | 'languages' | 'awards'> {
  const { projects, certifications, languages, awards } = content ?? {};
  return { ...(projects && { projects }), ...(certifications && { certifications }), ...(languages && { languages }), ...(awards && { awards }) };
}

/** Deletes the caller's generated resume; the rows made from it go with it (ON DELETE CASCADE). */
export async function removeGeneratedResume(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await generatedResumeQueries(db, userId).remove(id))) throw notFound('resume');
}

/**
 * Makes the resume of a claimed job from the user's data as it is now: the job description, the
 * chosen career records that still exist, all education and skills, the projects, certifications,
 * languages and awards (loadProfileSections), and the app profile (contact details, the header's
 * headline, location and links, and the user's own summary if any).
 */
export async function produceResume(
  db: Kysely<Database>,
  job: ClaimedJob,
  llm: LlmConfig | null,
  signal: AbortSignal,
): Promise<TailoringOutcome> {
  const source = await generationSource(db, job.id);
  if (!source) throw new GenerationFailure('This resume was deleted while it was being generated.');
  const jobDescription = source.jobId === null ? undefined : await findJob(db, job.userId, source.jobId);
  if (!jobDescription) throw new GenerationFailure('The job description for this resume was deleted.');
  const profile = await loadProfileSnapshot(db, job.userId);
  const sections = await loadProfileSections(db, job.userId);
  const chosen = new Set(source.historyIds);
  const career = profile.career.filter((record) => chosen.has(record.id));
  if (career.length === 0) throw new GenerationFailure('The chosen career history records were deleted.');
  return generateTailoredResume(
    {
      job: { title: jobDescription.job_title, company: jobDescription.company, text: jobDescription.text },
      profile: { ...profile.contact, headline: profile.headline, location: profile.location, links: profile.links, summary: profile.summary },
      career,
      education: profile.education,
      skills: profile.skills,
      ...sections,
    },
    { llm, signal },
  );
}
