import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  deleteResume,
  listResumes,
  openResumeFile,
  parseResumeText,
  RESUME_LIMITS,
  updateResumeText,
  uploadResume,
} from '@careerforge/contract';
import type { FastifyRequest } from 'fastify';
import { closeDocumentWorkers, extractDocument, type ExtractedDocument } from '../../lib/documents';
import { HttpError, isErrorCode } from '../../lib/errors';
import { linesFromPlainText, parseResume } from '../../lib/resume-parser';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { contentDisposition } from './content-disposition';
import { resumeQueries } from './queries';
import {
  fileForLink,
  importParsedResume,
  PASTED_RESUME_FILENAME,
  removeResume,
  replacePastedText,
  storeUploadedResume,
  toResume,
  type ResumeStorage,
} from './service';

const SELECT_A_FILE = 'Please select a file first.';

/** The stored type comes from what the extractor recognised, not from what the browser claimed. */
const CONTENT_TYPES: Record<ExtractedDocument['format'], string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The longest file name kept; browsers may send a whole path, of which only the last part is the name. */
const FILENAME_MAX_LENGTH = 255;

function displayName(filename: string): string {
  // The win32 flavour treats both / and \ as separators.
  return path.win32.basename(filename).trim().slice(0, FILENAME_MAX_LENGTH);
}

/** The first part of the multipart body, which must be the file field, read whole into memory (bounded by the limits). */
async function readUploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, SELECT_A_FILE);
  try {
    const part = await request.file({
      limits: { fileSize: RESUME_LIMITS.uploadBytes, files: 1, fields: 5, parts: 6 },
    });
    const filename = part && displayName(part.filename);
    if (!part || part.fieldname !== 'file' || !filename) throw new HttpError(400, SELECT_A_FILE);
    return { filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (isErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new HttpError(413, `The file is larger than ${RESUME_LIMITS.uploadBytes / (1024 * 1024)} MB.`, { cause: error });
    }
    throw error;
  }
}

/** Headers for the file route only: the bytes are the user's, so nothing in them may run or be sniffed. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-store',
  // The app's pages live on other origins and open the file in a new tab.
  'cross-origin-resource-policy': 'cross-origin',
};

export function resumeRoutes(storage: ResumeStorage): FeatureRoutes {
  return (app, { db }) => {
    // The extraction processes would otherwise keep the process alive after shutdown.
    app.addHook('onClose', async () => closeDocumentWorkers());

    registerEndpoint(app, listResumes, async ({ user }) => {
      const rows = await resumeQueries(db, user.userId).list();
      return Promise.all(rows.map((row) => toResume(row, user.userId, storage)));
    });

    // Multipart parsing exists only in this scope: every other route still refuses non-JSON bodies.
    app.register(async (uploads) => {
      await uploads.register(multipart);
      registerEndpoint(uploads, uploadResume, async ({ user, request }) => {
        const { filename, bytes } = await readUploadedFile(request);
        const extracted = await extractDocument({ bytes, filename });
        const parsed = parseResume(extracted.lines);
        const row = await storeUploadedResume(resumeQueries(db, user.userId), storage.blobs, bytes, {
          filename,
          contentType: CONTENT_TYPES[extracted.format],
          rawText: extracted.text,
          parsedJson: JSON.stringify(parsed),
        });
        const imported = await importParsedResume(db, user.userId, parsed);
        return { success: true, resume: await toResume(row, user.userId, storage), imported };
      });
    });

    registerEndpoint(app, parseResumeText, async ({ user, body }) => {
      const parsed = parseResume(linesFromPlainText(body.text));
      const row = await resumeQueries(db, user.userId).insert({
        filename: PASTED_RESUME_FILENAME,
        blobKey: null,
        contentType: 'text/plain; charset=utf-8',
        sizeBytes: Buffer.byteLength(body.text),
        freeform: true,
        rawText: body.text,
        parsedJson: JSON.stringify(parsed),
      });
      const imported = await importParsedResume(db, user.userId, parsed);
      return { success: true, resume: await toResume(row, user.userId, storage), imported };
    });

    registerEndpoint(app, updateResumeText, async ({ user, params, body }) => {
      const parsed = parseResume(linesFromPlainText(body.text));
      const row = await replacePastedText(resumeQueries(db, user.userId), params.id, body.text, JSON.stringify(parsed));
      const imported = await importParsedResume(db, user.userId, parsed);
      return { success: true, resume: await toResume(row, user.userId, storage), imported };
    });

    registerEndpoint(app, deleteResume, async ({ user, body }) => {
      await removeResume(resumeQueries(db, user.userId), storage.blobs, body.resume_id, body.file_path);
      return { success: true };
    });

    registerEndpoint(
      app,
      openResumeFile,
      async ({ params, reply }) => {
        const { resume, bytes } = await fileForLink(db, storage, params.token);
        const disposition = resume.contentType === CONTENT_TYPES.pdf ? 'inline' : 'attachment';
        reply
          .headers(FILE_HEADERS)
          .header('content-type', resume.contentType)
          .header('content-disposition', contentDisposition(disposition, resume.filename));
        return bytes;
      },
      { access: 'public' },
    );
  };
}
