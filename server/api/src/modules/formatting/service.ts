import {
  PAGE_SIZE_NAMES,
  STYLE_NAMES,
  STYLED_FORMATS,
  TEMPLATED_FORMATS,
  type FormatType,
  type FormattedResume,
  type formatRequestBodySchema,
  type PageSize,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { storeBeforeRow, type BlobStore } from '../../lib/blob-store';
import type { Database } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import type { Page, PageRequest } from '../../lib/paging';
import { isKnownTemplate, renderResume, RESUME_TEMPLATES, type RenderedResume } from '../../lib/rendering';
import { removeGeneratedResume, requireGeneratedResume } from '../generation/service';
import { preferredPageSize } from '../users/service';
import { formattedResumeQueries } from './queries';

export type FormatRequest = z.output<typeof formatRequestBodySchema>;

const FORMAT_NAMES: Record<FormatType, string> = { markdown: 'Markdown', html: 'HTML', text: 'Text', pdf: 'PDF', docx: 'Word (DOCX)' };

/** The caller's completed resume and what it was made for; 404 for another user's or a missing one, 409 while unfinished. */
async function completedResume(db: Kysely<Database>, userId: string, resumeId: number) {
  const resume = await requireGeneratedResume(db, userId, resumeId);
  if (!resume.content) {
    throw new HttpError(409, resume.status === 'failed' ? 'This resume failed to generate; generate it again.' : 'This resume is still being generated.');
  }
  return { ...resume, content: resume.content };
}

function checkTemplate(request: FormatRequest): void {
  if (request.templateId !== null && !isKnownTemplate(request.templateId)) {
    throw new HttpError(400, `Unknown template "${request.templateId}".`);
  }
}

/** The paper of a pdf or docx: the request's, else the user's preferred one, else Letter; null for the text formats. */
async function pageSizeOf(db: Kysely<Database>, userId: string, request: FormatRequest): Promise<PageSize | null> {
  if (!TEMPLATED_FORMATS.includes(request.formatType)) return null;
  return request.pageSize ?? preferredPageSize(db, userId);
}

function render(content: Parameters<typeof renderResume>[0], request: FormatRequest, pageSize: PageSize | null): Promise<RenderedResume> {
  return renderResume(content, {
    format: request.formatType,
    style: request.styleId,
    templateId: request.templateId,
    ...(pageSize ? { pageSize } : {}),
    onePage: request.onePage ?? false,
  });
}

export async function renderPreview(db: Kysely<Database>, userId: string, request: FormatRequest): Promise<RenderedResume> {
  checkTemplate(request);
  const resume = await completedResume(db, userId, request.resumeId);
  return render(resume.content, request, await pageSizeOf(db, userId, request));
}

/**
 * What a person recognises a file by: the job it was made for, then the format and the choices
 * that apply to it, e.g. 'Data Engineer at Acme — PDF, Modern, Classic Serif, A4'.
 */
function formattedResumeLabel(
  job: { jobTitle: string | null; company: string | null },
  resumeId: number,
  request: FormatRequest,
  pageSize: PageSize | null,
): string {
  const jobPart =
    job.jobTitle && job.company ? `${job.jobTitle} at ${job.company}` : (job.jobTitle ?? job.company ?? `Resume #${resumeId}`);
  const choices = [FORMAT_NAMES[request.formatType]];
  if (TEMPLATED_FORMATS.includes(request.formatType) && request.templateId) {
    choices.push(RESUME_TEMPLATES.find((template) => template.templateId === request.templateId)?.name ?? request.templateId);
  }
  if (STYLED_FORMATS.includes(request.formatType)) choices.push(STYLE_NAMES[request.styleId]);
  if (pageSize) choices.push(PAGE_SIZE_NAMES[pageSize]);
  return `${jobPart} — ${choices.join(', ')}`;
}

/** Renders the resume and keeps the file, so the exact file can be downloaded again or sent with an application. */
export async function storeFormattedResume(
  db: Kysely<Database>,
  blobs: BlobStore,
  userId: string,
  request: FormatRequest,
): Promise<FormattedResume & { fitsOnePage?: boolean }> {
  checkTemplate(request);
  const resume = await completedResume(db, userId, request.resumeId);
  const pageSize = await pageSizeOf(db, userId, request);
  const rendered = await render(resume.content, request, pageSize);
  // The resume may be deleted meanwhile (foreign key): then the file is removed again with the failed row.
  const stored = await storeBeforeRow(blobs, rendered.bytes, (blobKey) =>
    formattedResumeQueries(db, userId).insert({
      resumeId: request.resumeId,
      formatType: request.formatType,
      styleId: request.styleId,
      templateId: TEMPLATED_FORMATS.includes(request.formatType) ? request.templateId : null,
      label: formattedResumeLabel(resume, request.resumeId, request, pageSize),
      blobKey,
      contentType: rendered.contentType,
      sizeBytes: rendered.bytes.byteLength,
    }),
  );
  return request.onePage && rendered.pages !== undefined ? { ...stored, fitsOnePage: rendered.pages === 1 } : stored;
}

/** Newest first. */
export function getFormattedResumes(db: Kysely<Database>, userId: string): Promise<FormattedResume[]> {
  return formattedResumeQueries(db, userId).list();
}

/** Newest first; with `q`, those whose label contains it. */
export function getFormattedResumesPage(db: Kysely<Database>, userId: string, request: PageRequest & { q?: string | undefined }): Promise<Page<FormattedResume>> {
  return formattedResumeQueries(db, userId).page(request);
}

/** The caller's formatted resume; 404 for another user's or a missing one. */
export async function requireFormattedResume(db: Kysely<Database>, userId: string, id: number): Promise<FormattedResume> {
  const resume = await formattedResumeQueries(db, userId).find(id);
  if (!resume) throw notFound('formattedResume');
  return resume;
}

/** The kept file of the caller's formatted resume. */
export async function formattedFile(db: Kysely<Database>, blobs: BlobStore, userId: string, id: number) {
  const file = await formattedResumeQueries(db, userId).findFile(id);
  const bytes = file && (await blobs.get(file.blobKey));
  if (!file || !bytes) throw notFound('formattedResume');
  return { ...file, bytes };
}

/**
 * Deletes a generated resume and every file formatted from it. It lives here rather than in the
 * generation module because formatting depends on generation, never the other way round.
 */
export async function removeGeneratedResumeWithFiles(db: Kysely<Database>, blobs: BlobStore, userId: string, id: number): Promise<void> {
  const blobKeys = await formattedResumeQueries(db, userId).blobKeysOfResume(id);
  await removeGeneratedResume(db, userId, id);
  // The rows went with the resume (ON DELETE CASCADE); the bytes are not in the database.
  await Promise.all(blobKeys.map((key) => blobs.discard(key)));
}
