/**
 * The two PDF readers of the extraction worker side by side on the corpus's PDFs (development and
 * held-out families alike: this compares the readers' outputs, it scores nothing): the lines the
 * layout makes of each reader's items, the files the direct reader leaves to pdf.js, and each
 * reader's CPU time per file.
 *
 *   pnpm exec tsx scripts/parse-corpus/compare-readers.ts [--per-family <n>] [--rounds <n>] [--folder <dir>]
 *
 * `--folder` compares the PDFs of a folder instead (test/fixtures/resumes/generated, a kept bench folder).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { pdfPagesToLines } from '../../src/lib/documents/pdf-layout';
import { readPdfText, Unsupported } from '../../src/lib/documents/pdf-text/reader.mjs';
import { readPdfWithPdfjs } from '../../src/lib/documents/pdfjs-reader.mjs';
import { DOCUMENT_LIMITS } from '../../src/lib/documents/limits';
import type { RawPdfPage } from '../../src/lib/documents/worker-pool';
import { corpusItems, renderItem } from './corpus';
import { FAMILIES } from './families';

const options = z
  .object({
    'per-family': z.coerce.number().int().min(1).max(50).default(6),
    rounds: z.coerce.number().int().min(1).max(100).default(3),
    folder: z.string().optional(),
  })
  .parse(parseArgs({ options: { 'per-family': { type: 'string' }, rounds: { type: 'string' }, folder: { type: 'string' } } }).values);

const limits = {
  maxPages: DOCUMENT_LIMITS.maxPages,
  maxTextChars: DOCUMENT_LIMITS.maxTextChars,
  drawingBytes: DOCUMENT_LIMITS.pdf.drawingBytesTotal,
  perStreamBytes: DOCUMENT_LIMITS.pdf.inflatedBytesPerStream,
  totalInflatedBytes: DOCUMENT_LIMITS.pdf.inflatedBytesTotal,
};

const files: { id: string; bytes: Buffer }[] = [];
if (options.folder !== undefined) {
  const folder = options.folder;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.pdf'))) files.push({ id: name, bytes: readFileSync(join(folder, name)) });
} else {
  for (const family of FAMILIES) for (const item of corpusItems(family, options['per-family'])) files.push({ id: item.id, bytes: await renderItem(item, 'pdf') });
}

const cpuMs = (started: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
};
const lineKey = (pages: RawPdfPage[]) => pdfPagesToLines(pages).map((line) => `${line.page}${line.heading ? 'H' : ' '}${line.bullet ? '•' : ' '} ${line.text}`);

let fallbacks = 0;
let differing = 0;
for (const file of files) {
  const pdfjs = lineKey((await readPdfWithPdfjs(Buffer.from(file.bytes), limits.maxPages, limits.maxTextChars)).pages);
  let direct: string[];
  try {
    direct = lineKey(readPdfText(file.bytes, limits).pages);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    fallbacks += 1;
    console.log(`${file.id}: left to pdf.js (${(error as Error).message})`);
    continue;
  }
  if (direct.join('\n') === pdfjs.join('\n')) continue;
  differing += 1;
  console.log(`${file.id}: lines differ`);
  for (let index = 0; index < Math.max(direct.length, pdfjs.length); index += 1) {
    if (direct[index] === pdfjs[index]) continue;
    console.log(`  pdf.js: ${pdfjs[index] ?? '(none)'}\n  direct: ${direct[index] ?? '(none)'}`);
  }
}

// CPU time per file, the readers alternating round by round so load on the machine hits both alike.
const totals = { direct: 0, pdfjs: 0 };
for (let round = 0; round < options.rounds; round += 1) {
  let started = process.cpuUsage();
  for (const file of files) {
    try {
      readPdfText(file.bytes, limits);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
    }
  }
  totals.direct += cpuMs(started);
  // pdf.js takes over (detaches) the memory it is given: each reading gets a copy.
  const copies = files.map((file) => Buffer.from(file.bytes));
  started = process.cpuUsage();
  for (const copy of copies) await readPdfWithPdfjs(copy, limits.maxPages, limits.maxTextChars);
  totals.pdfjs += cpuMs(started);
}
const perFile = (total: number) => (total / options.rounds / files.length).toFixed(2);
console.log(`${files.length} PDFs: ${differing} with different lines, ${fallbacks} left to pdf.js`);
console.log(`CPU per file (${options.rounds} rounds): direct ${perFile(totals.direct)} ms, pdf.js ${perFile(totals.pdfjs)} ms`);
