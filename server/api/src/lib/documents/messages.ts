import { HttpError } from '../errors';
import { DOCUMENT_LIMITS } from './limits';

/** The caller-facing failures of document extraction: one constructor per reason. */
export const documentErrors = {
  tooLarge: () => new HttpError(413, 'The file is larger than 10 MB.'),
  wrongExtension: () => new HttpError(415, 'Only .pdf and .docx files are accepted.'),
  notPdf: () => new HttpError(415, "The file's content is not a real PDF."),
  notDocx: () => new HttpError(415, "The file's content is not a real Word (.docx) document."),
  empty: () => new HttpError(422, 'The file is empty.'),
  corrupt: () => new HttpError(422, 'The file is damaged or incomplete; save it again and re-upload it.'),
  encrypted: () => new HttpError(422, 'This PDF is password-protected; remove the password and upload it again.'),
  tooManyPages: () =>
    new HttpError(422, `The PDF has more than ${DOCUMENT_LIMITS.maxPages} pages; a resume should be much shorter.`),
  tooMuchText: () => new HttpError(422, 'The document holds far more text than a resume; upload the resume alone.'),
  inflatesTooLarge: () =>
    new HttpError(422, 'The file expands to too much data when decompressed; it cannot be a normal resume.'),
  tooMuchDrawing: () =>
    new HttpError(422, 'The PDF holds far more drawing than a resume; export it again as a simpler PDF or paste the text instead.'),
  unsafeZip: () => new HttpError(422, 'The Word document contains unsafe file names and was refused.'),
  tooManyZipEntries: () => new HttpError(422, 'The Word document contains too many parts to be a resume.'),
  noWordDocument: () => new HttpError(422, 'The file is a zip archive but not a Word document (no word/document.xml).'),
  timeout: () => new HttpError(422, 'Reading the document took too long; paste the text instead.'),
  outOfMemory: () => new HttpError(422, 'Reading the document needed too much memory; paste the text instead.'),
  scanned: () => new HttpError(422, 'This PDF has no text we can read (it may be a scan).'),
  noText: () => new HttpError(422, 'The document contains no text; paste the text instead.'),
  busy: () =>
    new HttpError(503, `The server is busy reading other uploads; try again in ${DOCUMENT_LIMITS.retryAfterSeconds} seconds.`, {
      headers: { 'retry-after': String(DOCUMENT_LIMITS.retryAfterSeconds) },
    }),
  closed: () => new HttpError(503, 'The server is shutting down; try again in a moment.'),
};
