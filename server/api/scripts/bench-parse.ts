/**
 * The resume parser on generated layouts it was not written against (scripts/parse-corpus/): per
 * format and split, per-field precision, recall and F1, micro F1, and extract + parse time.
 *
 *   pnpm run bench-parse [--split dev|held-out|all] [--family <name>] [--per-family <n>] [--misses] [--keep]
 *
 * `--misses` prints every wrong field of one development family (with --family); it is refused for
 * held-out families, which nobody tunes the parser on (see parse-corpus/split.ts). Files are written
 * to a temporary folder and removed afterwards (`--keep` leaves them, and prints where).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { closeDocumentWorkers, documentWorkerStats, extractDocument } from '../src/lib/documents';
import type { DocumentLine } from '../src/lib/documents/types';
import { linesFromPlainText, parseResume } from '../src/lib/resume-parser';
import { corpusItems, renderItem, type CorpusItem } from './parse-corpus/corpus';
import { FAMILIES, familyNamed, type LayoutFamily } from './parse-corpus/families';
import { convertWithSoffice, findSoffice } from './parse-corpus/render-soffice';
import { BENCH_FIELDS, addTallies, emptyBenchTallies, microTally, scoreParse, type BenchTallies } from './parse-corpus/score';
import { splitOf, type Split } from './parse-corpus/split';
import { percentile, precision, recall, type Tally } from './resume-evaluation';

const optionsSchema = z.object({
  split: z.enum(['dev', 'held-out', 'all']).default('all'),
  family: z.string().optional(),
  'per-family': z.coerce.number().int().min(1).max(50).default(6),
  misses: z.boolean().default(false),
  keep: z.boolean().default(false),
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    split: { type: 'string' }, family: { type: 'string' }, 'per-family': { type: 'string' }, misses: { type: 'boolean' }, keep: { type: 'boolean' },
  },
});
const parsedOptions = optionsSchema.safeParse(values);
if (!parsedOptions.success) fail(`Invalid options: ${parsedOptions.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
const options = parsedOptions.data;

let families: LayoutFamily[] = FAMILIES.filter((family) => options.split === 'all' || splitOf(family) === options.split);
if (options.family !== undefined) {
  const family = familyNamed(options.family);
  if (!family) fail(`No family named '${options.family}'. Families: ${FAMILIES.map((candidate) => candidate.name).join(', ')}`);
  families = [family];
}
if (options.misses) {
  if (options.family === undefined) fail('--misses prints the wrong fields of one family: add --family <a development family>.');
  if (families.some((family) => splitOf(family) === 'held-out')) {
    fail(`'${options.family}' is a held-out family: its misses are not shown, so nobody tunes the parser on it. Use a development family (--split dev lists their scores).`);
  }
}

type Format = 'docx' | 'pdf' | 'text' | 'soffice-pdf';
const soffice = findSoffice();
const formats: Format[] = ['docx', 'pdf', 'text', ...(soffice ? (['soffice-pdf'] as const) : [])];
const folder = mkdtempSync(join(tmpdir(), 'parse-corpus-'));

interface Measurement {
  split: Split;
  format: Format;
  family: string;
  tallies: BenchTallies;
  milliseconds: number;
  /** CPU time of the extraction worker and of this process (preflight, layout, parsing) for the file. */
  workerCpuMs: number;
  ownCpuMs: number;
  pages: number;
  misses: string[];
  id: string;
}

async function fileOf(item: CorpusItem, format: Format): Promise<{ bytes: Buffer; filename: string }> {
  if (format === 'soffice-pdf' && soffice) {
    const docxPath = join(folder, 'soffice', `${item.id}.docx`);
    mkdirSync(join(folder, 'soffice'), { recursive: true });
    writeFileSync(docxPath, await renderItem(item, 'docx'));
    return { bytes: await convertWithSoffice(soffice, docxPath, join(folder, 'soffice')), filename: `${item.id}.pdf` };
  }
  const rendered = format === 'soffice-pdf' ? 'docx' : format;
  const filename = `${item.id}.${rendered === 'text' ? 'txt' : rendered}`;
  const bytes = await renderItem(item, rendered);
  writeFileSync(join(folder, filename), bytes);
  return { bytes, filename };
}

interface ParsedFile {
  lines: DocumentLine[];
  pages: number;
  milliseconds: number;
  workerCpuMs: number;
  ownCpuMs: number;
  parsed: ReturnType<typeof parseResume>;
}

/**
 * Extraction (in its child process) plus parsing, timed together; pasted text needs no extraction.
 * Also the CPU time each process spent, which other work on the machine hardly changes.
 */
async function parseFile(format: Format, bytes: Buffer, filename: string): Promise<ParsedFile> {
  const workerCpuBefore = documentWorkerStats().cpuMs;
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const extracted = format === 'text' ? { lines: linesFromPlainText(bytes.toString('utf8')), pages: 1 } : await extractDocument({ bytes, filename });
  const parsed = parseResume(extracted.lines);
  const milliseconds = performance.now() - started;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  return {
    lines: extracted.lines,
    pages: extracted.pages,
    milliseconds,
    workerCpuMs: documentWorkerStats().cpuMs - workerCpuBefore,
    ownCpuMs: (ownCpu.user + ownCpu.system) / 1000,
    parsed,
  };
}

const measurements: Measurement[] = [];
/** PDFs each reader of the worker read, warm-up files left out. */
let pdfReaders = { direct: 0, pdfjs: 0 };
try {
  // The first extractions start the worker processes and load their libraries; that is not a per-file cost.
  const [warmUpItem] = corpusItems(families[0] ?? FAMILIES[0]!, 1);
  if (warmUpItem) {
    for (const format of ['docx', 'pdf'] as const) {
      const bytes = await renderItem(warmUpItem, format);
      // A warm-up that times out on a busy machine only leaves the workers cold; the run goes on.
      await Promise.allSettled([1, 2].map(() => extractDocument({ bytes, filename: `warm-up.${format}` })));
    }
  }
  const readersAfterWarmUp = documentWorkerStats().pdfReaders;
  for (const family of families) {
    for (const item of corpusItems(family, options['per-family'])) {
      for (const format of formats) {
        const { bytes, filename } = await fileOf(item, format);
        let score: ReturnType<typeof scoreParse>;
        let milliseconds = 0;
        let workerCpuMs = 0;
        let ownCpuMs = 0;
        let pages = 0;
        try {
          const result = await parseFile(format, bytes, filename);
          score = scoreParse(item.expected, result.parsed);
          ({ milliseconds, workerCpuMs, ownCpuMs, pages } = result);
        } catch (error) {
          // A refused file scores nothing but still expects everything.
          score = scoreParse(item.expected, { contact: { name: null, email: null, phone: null, links: [] }, skills: [], education: [], career: [] });
          score.misses.unshift(`extraction failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        measurements.push({ split: splitOf(family), format, family: family.name, tallies: score.tallies, milliseconds, workerCpuMs, ownCpuMs, pages, misses: score.misses, id: item.id });
      }
    }
  }
  const readers = documentWorkerStats().pdfReaders;
  pdfReaders = { direct: readers.direct - readersAfterWarmUp.direct, pdfjs: readers.pdfjs - readersAfterWarmUp.pdfjs };
} finally {
  closeDocumentWorkers();
  if (options.keep) console.log(`Files kept in ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}

const f1 = (tally: Tally) => {
  const p = precision(tally);
  const r = recall(tally);
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
};
const cell = (value: number) => value.toFixed(2).padStart(5);
const triple = (tally: Tally) => `${cell(precision(tally))} ${cell(recall(tally))} ${cell(f1(tally))}`;
const summed = (rows: Measurement[]) => {
  const tallies = emptyBenchTallies();
  for (const row of rows) addTallies(tallies, row.tallies);
  return tallies;
};

if (!soffice) console.log('Note: soffice (LibreOffice) is not on PATH; the LibreOffice-made PDF form is skipped.');
console.log(`${families.length} families × ${options['per-family']} resumes, formats: ${formats.join(', ')}`);
for (const split of ['held-out', 'dev'] as const) {
  const rows = measurements.filter((row) => row.split === split);
  if (rows.length === 0) continue;
  const byFormat = formats.map((format) => summed(rows.filter((row) => row.format === format)));
  const splitFamilies = new Set(rows.map((row) => row.family));
  console.log(`\n== ${split} (${splitFamilies.size} families, ${rows.length / formats.length} resumes per format) ==`);
  console.log(`${'field'.padEnd(20)}${formats.map((format) => format.padStart(19)).join('')}`);
  console.log(`${''.padEnd(20)}${formats.map(() => '    P     R    F1'.padStart(19)).join('')}`);
  for (const field of BENCH_FIELDS) console.log(`${field.padEnd(20)}${byFormat.map((tallies) => triple(tallies[field]).padStart(19)).join('')}`);
  console.log(`${'micro'.padEnd(20)}${byFormat.map((tallies) => triple(microTally(tallies)).padStart(19)).join('')}`);
  if (split === 'dev') {
    console.log('\nmicro F1 per development family');
    for (const family of splitFamilies) {
      const scores = formats.map((format) => cell(f1(microTally(summed(rows.filter((row) => row.family === family && row.format === format))))).padStart(19));
      console.log(`${family.padEnd(28).slice(0, 28)}${scores.join('').slice(8)}`);
    }
  }
}

console.log('\nextract + parse time per file, ms (extraction includes its child process); median CPU time of the worker and of this process');
for (const format of formats) {
  const rows = measurements.filter((row) => row.format === format && row.milliseconds > 0);
  const twoPages = rows.filter((row) => row.pages === 2);
  const line = (label: string, timed: Measurement[]) =>
    console.log(timed.length === 0 ? `${label.padEnd(22)} none`
      : `${label.padEnd(22)} n=${String(timed.length).padStart(4)}  median ${percentile(timed.map((row) => row.milliseconds), 0.5).toFixed(1).padStart(7)}  p95 ${percentile(timed.map((row) => row.milliseconds), 0.95).toFixed(1).padStart(7)}`
        + `  CPU worker ${percentile(timed.map((row) => row.workerCpuMs), 0.5).toFixed(1).padStart(6)} + own ${percentile(timed.map((row) => row.ownCpuMs), 0.5).toFixed(1).padStart(5)}`);
  line(format, rows);
  if (format.endsWith('pdf')) line(`${format} (2 pages)`, twoPages);
}

const pageCounts = new Map<number, number>();
for (const row of measurements) if (row.format === 'pdf' && row.pages > 0) pageCounts.set(row.pages, (pageCounts.get(row.pages) ?? 0) + 1);
console.log(`pdf readers: direct ${pdfReaders.direct}, pdf.js (fallback) ${pdfReaders.pdfjs}`);
console.log(`pdf pages: ${[...pageCounts].sort(([a], [b]) => a - b).map(([pages, count]) => `${pages}p × ${count}`).join(', ')}`);

if (options.misses) {
  for (const row of measurements) {
    if (row.misses.length === 0) continue;
    console.log(`\n${row.format} ${row.id}`);
    for (const miss of row.misses) console.log(`  ${miss}`);
  }
}
