import { createHash } from 'node:crypto';
import {
  invalidJsonResumeMessage,
  JSON_RESUME_CONTENT_TYPE,
  JSON_RESUME_EXTENSION,
  type JsonResume,
  type Resume,
  type ResumeCandidates,
  type ResumeDetails,
  type ResumeImportSummary,
  type ResumeListItem,
} from '@careerforge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppServices } from '../../app-services';
import type { AuthUser } from '../../lib/auth';
import { storeBeforeRow, type BlobStore } from '../../lib/blob-store';
import type { Database } from '../../lib/db';
import { extractDocument, type DocumentLine, type ExtractedDocument } from '../../lib/documents';
import { HttpError, notFound } from '../../lib/errors';
import type { Page, PageRequest } from '../../lib/paging';
import { profileToJsonResume, readJsonResumeFile, toJsonResume } from '../../lib/json-resume';
import type { LlmConfig } from '../../lib/llm';
import { extractResume, linesFromPlainText, type ParsedResume } from '../../lib/resume-parser';
import { getCareerHistory } from '../career/service';
import { getEducation } from '../education/service';
import { requireGeneratedResume } from '../generation/service';
import { getSkills } from '../skills/service';
import { loadProfile } from '../users/service';
import { detailsOf } from './details';
import { candidatesOf, importChosenEntries, type ChosenEntries } from './import';
import { resumeQueries, type ListedResumeRow, type ResumeRow } from './queries';

/** What the resume functions need besides the database. */
export type ResumeStorage = Pick<AppServices, 'blobs' | 'fileLinks' | 'publicApiBaseUrl'>;

/**
 * How a resume's text is read into entries: the LLM when resume extraction is set to it, else (and
 * whenever its reading is unusable) the local parser. Either way the entries go to the review.
 */
export interface ResumeReading {
  llm: LlmConfig | null;
  /** Told why the LLM's reading was not used, or how many of its values the document did not contain. */
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

async function readResumeText(document: { text: string; lines: DocumentLine[] }, reading: ResumeReading): Promise<ParsedResume> {
  const extraction = await extractResume(document, { llm: reading.llm });
  if (extraction.fallbackReason) reading.log.warn({ reason: extraction.fallbackReason }, 'LLM resume extraction skipped');
  if (extraction.dropped > 0) reading.log.info({ dropped: extraction.dropped }, 'LLM resume extraction left out values the document does not contain');
  return extraction.parsed;
}

/**
 * A stored resume with what reading it found: entries offered for review (nothing is added to the
 * lists until the user imports them, so `imported` counts nothing) and details for the profile.
 */
export interface ImportedResume {
  resume: Resume;
  imported: ResumeImportSummary;
  details: ResumeDetails;
  candidates: ResumeCandidates;
  already_uploaded: boolean;
}

const NOTHING_IMPORTED: ResumeImportSummary = { career_added: 0, education_added: 0, skills_added: 0 };

/** Recognises the same document sent again, whatever its name. */
function contentHashOf(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The stored type comes from what the extractor recognised, not from what the browser claimed. */
export const RESUME_FILE_TYPES: Record<ExtractedDocument['format'], string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The name a pasted resume is listed under. */
const PASTED_RESUME_FILENAME = 'Pasted resume';

/** The identifier the client sends back to delete a resume: opaque, never a filesystem path. */
function filePathOf(resumeId: number): string {
  return `resumes/${resumeId}`;
}

/** A fresh signed link to the uploaded file; null for pasted text. */
async function fileUrlOf(row: { id: number; blobKey: string | null }, userId: string, storage: ResumeStorage): Promise<string | null> {
  if (row.blobKey === null) return null;
  return `${storage.publicApiBaseUrl}/api/resumes/file/${await storage.fileLinks.sign({ userId, resumeId: row.id, blobKey: row.blobKey })}`;
}

async function toResume(row: ResumeRow, userId: string, storage: ResumeStorage): Promise<Resume> {
  return {
    id: row.id,
    filename: row.filename,
    file_url: await fileUrlOf(row, userId, storage),
    file_path: filePathOf(row.id),
    freeform: row.freeform,
    raw_text: row.rawText,
  };
}

async function toListItem(row: ListedResumeRow, userId: string, storage: ResumeStorage): Promise<ResumeListItem> {
  return {
    id: row.id,
    filename: row.filename,
    file_url: await fileUrlOf(row, userId, storage),
    file_path: filePathOf(row.id),
    freeform: row.freeform,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt,
  };
}

/** Newest first, each uploaded file with a fresh signed link. */
export async function getResumes(db: Kysely<Database>, storage: ResumeStorage, userId: string): Promise<Resume[]> {
  const rows = await resumeQueries(db, userId).list();
  return Promise.all(rows.map((row) => toResume(row, userId, storage)));
}

/** One of the caller's resumes with a fresh signed link; 404 for another user's or a missing one. */
export async function getResume(db: Kysely<Database>, storage: ResumeStorage, userId: string, id: number): Promise<Resume> {
  const row = await resumeQueries(db, userId).find(id);
  if (!row) throw notFound('resume');
  return toResume(row, userId, storage);
}

/** One page of the resumes as the list shows them, newest first, each uploaded file with a fresh signed link. */
export async function getResumesPage(db: Kysely<Database>, storage: ResumeStorage, userId: string, request: PageRequest): Promise<Page<ResumeListItem>> {
  const page = await resumeQueries(db, userId).page(request);
  return { ...page, rows: await Promise.all(page.rows.map((row) => toListItem(row, userId, storage))) };
}

/** The stored resume with what it holds, each entry marked when the user already has it. */
async function forReview(
  db: Kysely<Database>,
  storage: ResumeStorage,
  userId: string,
  row: ResumeRow,
  parsed: ParsedResume,
  alreadyUploaded = false,
): Promise<ImportedResume> {
  return {
    resume: await toResume(row, userId, storage),
    imported: NOTHING_IMPORTED,
    details: detailsOf(parsed),
    candidates: await candidatesOf(db, userId, parsed),
    already_uploaded: alreadyUploaded,
  };
}

/**
 * Adds the entries the user chose from one of their resumes, all in one transaction; 404 for
 * another user's or a missing resume.
 */
export async function importResumeEntries(db: Kysely<Database>, userId: string, id: number, chosen: ChosenEntries): Promise<ResumeImportSummary> {
  if (!(await resumeQueries(db, userId).find(id))) throw notFound('resume');
  if (chosen.career.length + chosen.education.length + chosen.skills.length === 0) {
    throw new HttpError(400, 'Choose at least one career entry, education entry or skill to import.');
  }
  return importChosenEntries(db, userId, chosen);
}

interface ReadUpload {
  contentType: string;
  text: string;
  parsed: ParsedResume;
}

/** A .json name, or content that opens like a JSON object (a PDF opens with %PDF, a .docx with PK). */
function isJsonFile({ filename, bytes }: { filename: string; bytes: Buffer }): boolean {
  return filename.toLowerCase().endsWith(JSON_RESUME_EXTENSION) || /^\uFEFF?\s*\{/.test(bytes.subarray(0, 64).toString('utf8'));
}

function readJsonResumeUpload(file: { filename: string; bytes: Buffer }): ReadUpload {
  const parsed = readJsonResumeFile(file.bytes);
  if (!parsed) throw new HttpError(422, invalidJsonResumeMessage(file.filename));
  return { contentType: JSON_RESUME_CONTENT_TYPE, text: file.bytes.toString('utf8'), parsed };
}

async function readDocumentUpload(file: { filename: string; bytes: Buffer }, reading: ResumeReading): Promise<ReadUpload> {
  const extracted = await extractDocument(file);
  return { contentType: RESUME_FILE_TYPES[extracted.format], text: extracted.text, parsed: await readResumeText(extracted, reading) };
}

/**
 * Keeps an uploaded .pdf or .docx (checked and read by lib/documents) or JSON Resume file (read by
 * lib/json-resume) and its text; the bytes are removed again if the row cannot be written.
 */
export async function storeUploadedResume(
  db: Kysely<Database>,
  storage: ResumeStorage,
  userId: string,
  file: { filename: string; bytes: Buffer },
  reading: ResumeReading,
): Promise<ImportedResume> {
  const { contentType, text, parsed } = isJsonFile(file) ? readJsonResumeUpload(file) : await readDocumentUpload(file, reading);
  const contentHash = contentHashOf(file.bytes);
  const earlier = await resumeQueries(db, userId).findByContentHash(contentHash);
  if (earlier) return forReview(db, storage, userId, earlier, parsed, true);
  const row = await storeBeforeRow(storage.blobs, file.bytes, (blobKey) =>
    resumeQueries(db, userId).insert({
      filename: file.filename,
      blobKey,
      contentType,
      sizeBytes: file.bytes.byteLength,
      freeform: false,
      rawText: text,
      parsedJson: JSON.stringify(parsed),
      contentHash,
    }),
  );
  return forReview(db, storage, userId, row, parsed);
}

export async function pasteResume(
  db: Kysely<Database>,
  storage: ResumeStorage,
  userId: string,
  text: string,
  reading: ResumeReading,
): Promise<ImportedResume> {
  const parsed = await readResumeText({ text, lines: linesFromPlainText(text) }, reading);
  const contentHash = contentHashOf(text);
  const resumes = resumeQueries(db, userId);
  const earlier = await resumes.findByContentHash(contentHash);
  if (earlier) return forReview(db, storage, userId, earlier, parsed, true);
  const row = await resumes.insert({
    filename: PASTED_RESUME_FILENAME,
    blobKey: null,
    contentType: 'text/plain; charset=utf-8',
    sizeBytes: Buffer.byteLength(text),
    freeform: true,
    rawText: text,
    parsedJson: JSON.stringify(parsed),
    contentHash,
  });
  return forReview(db, storage, userId, row, parsed);
}

/** Only the caller's pasted resumes can be edited; an uploaded file's text comes from the file. */
export async function editPastedResume(
  db: Kysely<Database>,
  storage: ResumeStorage,
  userId: string,
  id: number,
  text: string,
  reading: ResumeReading,
): Promise<ImportedResume> {
  const parsed = await readResumeText({ text, lines: linesFromPlainText(text) }, reading);
  const resumes = resumeQueries(db, userId);
  const resume = await resumes.find(id);
  if (!resume) throw notFound('resume');
  if (!resume.freeform) throw new HttpError(400, 'Only pasted resumes can be edited.');
  const replaced = await resumes.replaceText(id, {
    rawText: text,
    parsedJson: JSON.stringify(parsed),
    sizeBytes: Buffer.byteLength(text),
    contentHash: contentHashOf(text),
  });
  if (!replaced) throw notFound('resume');
  return forReview(db, storage, userId, replaced, parsed);
}

/**
 * Deletes the caller's resume and its stored file. What it imported stays: those entries are the
 * user's own data now, possibly edited since.
 */
export async function removeResume(db: Kysely<Database>, blobs: BlobStore, userId: string, id: number, filePath: string): Promise<void> {
  if (filePath !== filePathOf(id)) throw notFound('resume');
  const removed = await resumeQueries(db, userId).remove(id);
  if (!removed) throw notFound('resume');
  if (removed.blobKey !== null) await blobs.discard(removed.blobKey);
}

/**
 * The file a signed link grants. The link names the user, resume and blob it was made for, so it
 * stops working when the resume is deleted, and a link for one user's file never opens another's.
 */
export async function fileForLink(
  db: Kysely<Database>,
  storage: ResumeStorage,
  token: string,
): Promise<{ resume: ResumeRow; bytes: Buffer }> {
  const claim = await storage.fileLinks.verify(token);
  const resume = claim && (await resumeQueries(db, claim.userId).find(claim.resumeId));
  const bytes = resume && resume.blobKey === claim.blobKey ? await storage.blobs.get(claim.blobKey) : null;
  if (!resume || !bytes) throw notFound('fileLink');
  return { resume, bytes };
}

/** One of the caller's generated resumes as JSON Resume; 404 for another user's or a missing one. */
export async function generatedResumeAsJsonResume(db: Kysely<Database>, userId: string, id: number): Promise<JsonResume> {
  const { content } = await requireGeneratedResume(db, userId, id);
  if (!content) throw notFound('resume');
  return toJsonResume(content);
}

/** The caller's whole profile as JSON Resume. */
export async function profileAsJsonResume(db: Kysely<Database>, user: AuthUser, publicApiBaseUrl: string): Promise<JsonResume> {
  const [profile, career, education, skills] = await Promise.all([
    loadProfile(db, user, publicApiBaseUrl),
    getCareerHistory(db, user.userId),
    getEducation(db, user.userId),
    getSkills(db, user.userId),
  ]);
  return profileToJsonResume(profile, career, education, skills.map(({ skill }) => skill));
}
