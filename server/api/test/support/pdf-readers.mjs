/**
 * Reads one PDF (on stdin) with both readers of the extraction worker and prints, as JSON, what
 * each gives: `{ direct: { pages } | { unsupported } | { failure }, pdfjs?: { pages } | { failure } }`.
 * Run from a test as a child process: Jest loads the sources as CommonJS, the readers are ES modules.
 * A third argument `direct-only` skips pdf.js, for files hostile enough to stall it (the worker's
 * timeout covers pdf.js there).
 */
import { readPdfWithPdfjs } from '../../src/lib/documents/pdfjs-reader.mjs';
import { ExtractionFailure, readPdfText, Unsupported } from '../../src/lib/documents/pdf-text/reader.mjs';

const limits = JSON.parse(process.argv[2]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const bytes = Buffer.concat(chunks);

function outcome(error) {
  if (error instanceof Unsupported) return { unsupported: error.message };
  if (error instanceof ExtractionFailure) return { failure: error.code };
  throw error;
}

let direct;
try {
  direct = { pages: readPdfText(bytes, limits).pages };
} catch (error) {
  direct = outcome(error);
}
let pdfjs;
if (process.argv[3] !== 'direct-only') {
  try {
    pdfjs = { pages: (await readPdfWithPdfjs(Buffer.from(bytes), limits.maxPages, limits.maxTextChars)).pages };
  } catch (error) {
    pdfjs = outcome(error);
  }
}
process.stdout.write(JSON.stringify({ direct, pdfjs }));
