/**
 * pdf.js as the extraction process uses it: to read text, in Node, on one thread. Loaded through
 * this module so two costs of its Node build are undone before the first file arrives.
 *
 * - pdf.js's legacy build carries core-js, which swaps Node's Array.prototype.push for a JavaScript
 *   version (Node's fails two edge-case checks no code here meets: arrays longer than 2^32 - 1 and
 *   frozen lengths). pdf.js pushes for every glyph and operator, so that alone was a fifth of the
 *   time of a page. The engine's push is put back once both bundles have run their polyfills.
 * - When DecompressionStream exists, pdf.js inflates each content stream and CMap through web
 *   streams over zlib; for streams of a few kilobytes the stream machinery costs more than the
 *   inflation. Without it pdf.js uses its own synchronous inflate, the path it takes wherever
 *   that API is missing.
 */
const enginePush = Array.prototype.push;

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// pdf.js runs its "worker" in this thread (Node has no web workers); loading that half now, rather
// than at the first file, lets its polyfills be undone below as well.
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');

Array.prototype.push = enginePush;
delete globalThis.DecompressionStream;

export { pdfjs };
