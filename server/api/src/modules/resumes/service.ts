import {
  CAREER_LIMITS,
  careerBodySchema,
  EDUCATION_LIMITS,
  educationBodySchema,
  SKILL_MAX_LENGTH,
  type Resume,
  type ResumeImportSummary,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type Database } from '../../lib/db';
import type { BlobStore } from '../../lib/blob-store';
import { HttpError } from '../../lib/errors';
import type { ParsedResume } from '../../lib/resume-parser';
import type { FileLinkSigner } from '../../lib/signed-links';
import { careerQueries } from '../career/queries';
import { educationQueries } from '../education/queries';
import { skillQueries } from '../skills/queries';
import { resumeQueries, type NewResume, type ResumeQueries, type ResumeRow } from './queries';

const RESUME_NOT_FOUND = 'Resume not found.';
const FILE_LINK_NOT_FOUND = 'File link expired or not found.';

/** The name a pasted resume is listed under. */
export const PASTED_RESUME_FILENAME = 'Pasted resume';

/** What the resume routes need besides the database. */
export interface ResumeStorage {
  blobs: BlobStore;
  fileLinks: FileLinkSigner;
  /** The API's public address without a trailing slash: file links open in a new tab. */
  publicApiBaseUrl: string;
}

/** The identifier the spec's client sends back to delete a resume: opaque, never a filesystem path. */
export function filePathOf(resumeId: number): string {
  return `resumes/${resumeId}`;
}

export async function toResume(row: ResumeRow, userId: string, storage: ResumeStorage): Promise<Resume> {
  const fileUrl =
    row.blobKey === null
      ? null
      : `${storage.publicApiBaseUrl}/api/resumes/file/${await storage.fileLinks.sign({ userId, resumeId: row.id, blobKey: row.blobKey })}`;
  return {
    id: row.id,
    filename: row.filename,
    file_url: fileUrl,
    file_path: filePathOf(row.id),
    freeform: row.freeform,
    raw_text: row.rawText,
  };
}

const clip = (text: string, max: number) => text.trim().slice(0, max);
const foldedKey = (...parts: (string | null)[]) => parts.map((part) => (part ?? '').trim().toLowerCase()).join('\u0000');

/**
 * Adds what the parser found to the user's career history, education and skills, leaving out
 * what the user already has: career entries with the same position, company and start date,
 * education with the same degree and institution, skills with the same name (ignoring case).
 * Entries the lists cannot hold are left out: career history needs a start date; education needs
 * dates, so a single known date (usually the graduation) stands for both.
 */
export async function importParsedResume(db: Kysely<Database>, userId: string, parsed: ParsedResume): Promise<ResumeImportSummary> {
  const summary: ResumeImportSummary = { career_added: 0, education_added: 0, skills_added: 0 };

  const career = careerQueries(db, userId);
  const careerKeys = new Set((await career.list()).map((record) => foldedKey(record.position, record.company, record.startDate)));
  for (const entry of parsed.career) {
    const accomplishments = entry.accomplishments.slice(0, CAREER_LIMITS.accomplishments).map((item) => clip(item, CAREER_LIMITS.accomplishment));
    // A career record needs a description; under a job a resume often lists only achievements, which
    // are kept as achievements, so the position stands in rather than a copy of them.
    const description = entry.description.trim() || entry.position;
    const fields = careerBodySchema.safeParse({
      position: clip(entry.position, CAREER_LIMITS.position),
      company: clip(entry.company, CAREER_LIMITS.company),
      startDate: entry.startDate,
      endDate: entry.endDate,
      description: clip(description, CAREER_LIMITS.description),
      accomplishments,
    });
    if (!fields.success) continue;
    const key = foldedKey(fields.data.position, fields.data.company, fields.data.startDate);
    if (careerKeys.has(key)) continue;
    await career.insert(fields.data);
    careerKeys.add(key);
    summary.career_added += 1;
  }

  const education = educationQueries(db, userId);
  const educationKeys = new Set((await education.list()).map((record) => foldedKey(record.degree, record.institution)));
  for (const entry of parsed.education) {
    const fields = educationBodySchema.safeParse({
      degree: clip(entry.degree, EDUCATION_LIMITS.degree),
      institution: clip(entry.institution, EDUCATION_LIMITS.institution),
      startDate: entry.startDate ?? entry.endDate,
      endDate: entry.endDate ?? entry.startDate,
      gpa: entry.gpa,
    });
    if (!fields.success) continue;
    const key = foldedKey(fields.data.degree, fields.data.institution);
    if (educationKeys.has(key)) continue;
    await education.insert(fields.data);
    educationKeys.add(key);
    summary.education_added += 1;
  }

  const skills = skillQueries(db, userId);
  for (const entry of parsed.skills) {
    const skill = entry.trim();
    if (!skill || skill.length > SKILL_MAX_LENGTH || (await skills.findByName(skill))) continue;
    try {
      await skills.insert(skill);
      summary.skills_added += 1;
    } catch (error) {
      // Added meanwhile by another request: the user has it, which is all that matters here.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  return summary;
}

/** Stores the uploaded bytes and the resume's row; the bytes are removed again if the row cannot be written. */
export async function storeUploadedResume(
  resumes: ResumeQueries,
  blobs: BlobStore,
  bytes: Uint8Array,
  resume: Omit<NewResume, 'blobKey' | 'sizeBytes' | 'freeform'>,
): Promise<ResumeRow> {
  const blobKey = await blobs.put(bytes);
  try {
    return await resumes.insert({ ...resume, blobKey, sizeBytes: bytes.byteLength, freeform: false });
  } catch (error) {
    await blobs.delete(blobKey);
    throw error;
  }
}

/** Only the caller's pasted resumes can be edited; an uploaded file's text comes from the file. */
export async function replacePastedText(resumes: ResumeQueries, id: number, text: string, parsedJson: string): Promise<ResumeRow> {
  const resume = await resumes.find(id);
  if (!resume) throw new HttpError(404, RESUME_NOT_FOUND);
  if (!resume.freeform) throw new HttpError(400, 'Only pasted resumes can be edited.');
  const replaced = await resumes.replaceText(id, text, parsedJson, Buffer.byteLength(text));
  if (!replaced) throw new HttpError(404, RESUME_NOT_FOUND);
  return replaced;
}

/**
 * Deletes the caller's resume and its stored file. What it imported stays: those entries are the
 * user's own data now, possibly edited since.
 */
export async function removeResume(resumes: ResumeQueries, blobs: BlobStore, id: number, filePath: string): Promise<void> {
  if (filePath !== filePathOf(id)) throw new HttpError(404, RESUME_NOT_FOUND);
  const removed = await resumes.remove(id);
  if (!removed) throw new HttpError(404, RESUME_NOT_FOUND);
  if (removed.blobKey !== null) await blobs.delete(removed.blobKey);
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
  if (!resume || !bytes) throw new HttpError(404, FILE_LINK_NOT_FOUND);
  return { resume, bytes };
}
