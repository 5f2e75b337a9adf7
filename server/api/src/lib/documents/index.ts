import { extname } from 'node:path';
import type { DocumentFormat, ExtractedDocument } from './types';
import { docxHtmlToLines } from './docx-html';
import { withHeadersAndFooters } from './docx-margins';
import { DOCUMENT_LIMITS } from './limits';
import { documentErrors } from './messages';
import { pdfPagesToLines } from './pdf-layout';
import { preflightDocx } from './preflight-docx';
import { preflightPdf } from './preflight-pdf';
import { defaultPoolOptions, ExtractionWorkerPool, poolOptions, type ConfiguredPoolOptions, type WorkerPoolStats } from './worker-pool';

export type { DocumentFormat, DocumentLine, ExtractedDocument } from './types';
export { DOCUMENT_LIMITS } from './limits';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

let pool: ExtractionWorkerPool | undefined;
/** What configuration may change: the pool's size and time per file, and the drawing budget of a PDF. */
export interface DocumentExtractionOptions extends ConfiguredPoolOptions {
  drawingBytesLimit: number;
}

let configured: DocumentExtractionOptions = { ...defaultPoolOptions(), drawingBytesLimit: DOCUMENT_LIMITS.pdf.drawingBytesTotal };

/**
 * Applies EXTRACTION_* configuration. When it changes the pool, running extraction processes are
 * stopped and new ones use it; the same settings again (another app in the same process) keep them.
 */
export function configureDocumentExtraction(options: DocumentExtractionOptions): void {
  const poolChanged = options.workers !== configured.workers || options.timeoutMs !== configured.timeoutMs;
  if (poolChanged) closeDocumentWorkers();
  configured = options;
}

/**
 * Reads the lines of an uploaded .pdf or .docx. Everything that can be checked cheaply (size,
 * type, zip and stream bombs, encryption) is checked here before any parsing library sees the
 * bytes; the parsing itself runs in a child process with a timeout and a heap cap.
 * Throws HttpError (413, 415, 422, 503) with a message meant for the uploader.
 */
export async function extractDocument({ bytes, filename }: { bytes: Buffer; filename: string }): Promise<ExtractedDocument> {
  if (bytes.length > DOCUMENT_LIMITS.uploadBytes) throw documentErrors.tooLarge();
  const format = formatFromExtension(filename);
  if (bytes.length === 0) throw documentErrors.empty();

  if (format === 'pdf') {
    if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw documentErrors.notPdf();
    preflightPdf(bytes, configured.drawingBytesLimit);
    const output = await workerPool().run('pdf', bytes, { drawingBytes: configured.drawingBytesLimit });
    if (!('pdf' in output)) throw documentErrors.corrupt();
    const lines = pdfPagesToLines(output.pdf.pages);
    if (lines.length === 0) throw documentErrors.scanned();
    return toDocument('pdf', lines, output.pdf.pages.length);
  }

  if (!bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw documentErrors.notDocx();
  const parts = await preflightDocx(bytes);
  const output = await workerPool().run('docx', bytes);
  if (!('docx' in output)) throw documentErrors.corrupt();
  const lines = withHeadersAndFooters(docxHtmlToLines(output.docx.html), parts);
  if (lines.length === 0) throw documentErrors.noText();
  return toDocument('docx', lines, 1);
}

/** Stops the extraction processes (shutdown, end of tests); the next extraction starts new ones. */
export function closeDocumentWorkers(): void {
  pool?.close();
  pool = undefined;
}

/** How busy the extraction processes have been (creating the pool does not start a process). */
export function documentWorkerStats(): WorkerPoolStats {
  return workerPool().stats();
}

function workerPool(): ExtractionWorkerPool {
  pool ??= new ExtractionWorkerPool(poolOptions(configured));
  return pool;
}

function formatFromExtension(filename: string): DocumentFormat {
  const extension = extname(filename).toLowerCase();
  if (extension === '.pdf') return 'pdf';
  if (extension === '.docx') return 'docx';
  throw documentErrors.wrongExtension();
}

function toDocument(format: DocumentFormat, lines: ExtractedDocument['lines'], pages: number): ExtractedDocument {
  return { format, text: lines.map((line) => line.text).join('\n'), lines, pages };
}
