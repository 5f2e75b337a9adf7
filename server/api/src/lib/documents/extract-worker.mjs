/**
 * Child process that runs the document libraries, so a hostile file that slips past the parent's
 * checks can only exhaust this process (heap-capped by --max-old-space-size, killed on timeout).
 * Plain ESM JavaScript so it runs the same under tsx and under Jest, without compilation.
 *
 * Request:  { id, format: 'pdf' | 'docx', bytes: Uint8Array, limits: { maxPages, maxTextChars, drawingBytes, perStreamBytes, totalInflatedBytes } }
 * Response: { id, cpuMs, ok: true, pdf: { pages: RawPage[], reader: 'direct' | 'pdfjs', fallbackReason? } }
 *           | { id, cpuMs, ok: true, docx: { html } }
 *           | { id, cpuMs, ok: false, code, detail }
 * cpuMs is this process's CPU time for the file, which load on the machine hardly changes.
 */
// First, so the parent watch runs before the libraries load (which takes a while).
import './parent-watch.mjs';
import mammoth from 'mammoth';
import { ExtractionFailure, readPdfText, Unsupported } from './pdf-text/reader.mjs';

/**
 * pdf.js is loaded with the first file that needs it: loading it is most of a worker's start-up
 * (seconds on a busy machine), and most workers never need it.
 */
let pdfjsReader;
const loadPdfjsReader = () => {
  pdfjsReader ??= import('./pdfjs-reader.mjs');
  return pdfjsReader;
};

/**
 * The direct reader first: it reads the text a resume needs without parsing any font program, a
 * fraction of pdf.js's time. A file it does not handle (encryption, Type3 or symbolic fonts,
 * filters it lacks, damage, unreadable text) is read again, whole, by pdf.js.
 */
async function extractPdf(bytes, limits) {
  try {
    return { pages: readPdfText(bytes, limits).pages, reader: 'direct' };
  } catch (error) {
    if (error instanceof ExtractionFailure) throw error;
    const { readPdfWithPdfjs } = await loadPdfjsReader();
    const { pages } = await readPdfWithPdfjs(bytes, limits.maxPages, limits.maxTextChars);
    return { pages, reader: 'pdfjs', fallbackReason: error instanceof Unsupported ? error.message : String(error?.message ?? error) };
  }
}

async function extractDocx(bytes) {
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Images are not text: skip them instead of inlining them as base64.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return { html: result.value };
  } catch (error) {
    throw new ExtractionFailure('corrupt', String(error?.message ?? error));
  }
}

function cpuMsSince(started) {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

process.on('message', async (request) => {
  const { id, format, bytes, limits } = request;
  const started = process.cpuUsage();
  try {
    const output = format === 'pdf' ? { pdf: await extractPdf(bytes, limits) } : { docx: await extractDocx(bytes) };
    process.send({ id, cpuMs: cpuMsSince(started), ok: true, ...output });
  } catch (error) {
    const code = error instanceof ExtractionFailure ? error.code : 'corrupt';
    process.send({ id, cpuMs: cpuMsSince(started), ok: false, code, detail: String(error?.message ?? error) });
  }
});
