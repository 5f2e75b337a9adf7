/**
 * Rendering speed and memory: `pnpm --filter @careerforge/api run generation-benchmark`.
 * Renders the example two-page resume in every format (fonts embedded in the PDF), warm, and
 * prints median and p95 per format; then prints the same resume's HTML to PDF with headless
 * Chromium, once with a fresh browser per document and once with a warm reused page, for
 * comparison. Options: --runs N (native runs per format, default 200).
 *
 * With --queue it measures the job queue instead (scripts/queue-throughput.ts): throughput of
 * generation jobs with 1, 2 and 3 worker processes on PostgreSQL and one on SQLite
 * (`npm run bench:jobs` runs it on a throwaway PostgreSQL). Options: --jobs N (default 200),
 * --rounds N (default 3), --llm-ms N (the LLM stand-in's delay, default 100).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { FORMAT_TYPES, type FormatType } from '@careerforge/contract';
import { renderResume } from '../src/lib/rendering';
import { EXAMPLE_RESUME } from '../src/lib/rendering/example-resume';
import { descendantsOf } from '../test/support/processes';
import { measureGenerationLatency } from './generation-latency';
import { printQueueThroughput } from './queue-throughput';
import { percentile } from './resume-evaluation';

const numberArgument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const NATIVE_RUNS = numberArgument('--runs', 200);
const NATIVE_WARM_UP = 50;
const CHROMIUM_FRESH_RUNS = 15;
const CHROMIUM_WARM_RUNS = 50;
const CHROMIUM_WARM_UP = 5;
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];
const MEMORY_SAMPLE_MS = 50;
const SAMPLER_ARGUMENT = '--sample-memory-of';
/** The style and template every timed render uses: the plain layout in the default style. */
const REQUEST = { style: 'default', templateId: null } as const;

interface Row {
  label: string;
  timings: number[];
  note?: string;
}

async function time(run: () => Promise<unknown>, runs: number, warmUp: number): Promise<number[]> {
  for (let index = 0; index < warmUp; index += 1) await run();
  const timings: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return timings;
}

interface TreeMemory {
  /** Resident set sizes summed: shared pages (Chromium's binary, shared memory) count once per process. */
  rss: number;
  /** Proportional set sizes summed: each shared page split between its sharers, so the tree's real footprint. */
  pss: number;
}

/** Memory of every process descended from `root` but `excluded`, in bytes (Chromium's browser, GPU, renderer and utility processes). */
function processTreeMemory(root: number, excluded: number): TreeMemory {
  const total: TreeMemory = { rss: 0, pss: 0 };
  for (const pid of descendantsOf(root)) {
    if (pid === excluded) continue;
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      total.rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      total.pss += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return total;
}

/**
 * Runs `work` while a child process samples the memory of this process's other children (Chromium);
 * returns its result and the peaks. Sampling reads /proc for every process, so it runs outside this
 * process, where it would delay Playwright's messages and inflate Chromium's timings.
 */
async function withChildPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peak: TreeMemory }> {
  // The sampler is this same file, started with this process's Node options (tsx's loader included).
  const sampler = fork(fileURLToPath(import.meta.url), [SAMPLER_ARGUMENT, String(process.pid)]);
  await once(sampler, 'message');
  try {
    const result = await work();
    sampler.send('stop');
    const [peak] = (await once(sampler, 'message')) as [TreeMemory];
    return { result, peak };
  } finally {
    sampler.kill();
  }
}

/** The sampler process: the peak memory of `root`'s descendants other than itself, until told to stop. */
function samplePeakMemory(root: number): void {
  const peak: TreeMemory = { rss: 0, pss: 0 };
  const timer = setInterval(() => {
    const now = processTreeMemory(root, process.pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.pss = Math.max(peak.pss, now.pss);
  }, MEMORY_SAMPLE_MS);
  process.once('message', () => {
    clearInterval(timer);
    process.send?.(peak);
  });
  process.send?.('ready');
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function printTable(rows: Row[]): void {
  const header = ['', 'runs', 'median ms', 'p95 ms', ''];
  const cells = rows.map((row) => [
    row.label,
    String(row.timings.length),
    percentile(row.timings, 0.5).toFixed(2),
    percentile(row.timings, 0.95).toFixed(2),
    row.note ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)));
  const line = (cell: string[]) =>
    cell.map((value, column) => (column === 0 || column === 4 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join('   ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('   '));
  for (const cell of cells) console.log(line(cell));
}

/** The layouts that draw most: the two-column sidebar, on the other paper size too. */
const TEMPLATED_RUNS = [
  { label: 'pdf, sidebar template, A4', format: 'pdf', templateId: 'sidebar', pageSize: 'a4' },
  { label: 'docx, sidebar template, A4', format: 'docx', templateId: 'sidebar', pageSize: 'a4' },
] as const;

async function nativeRows(): Promise<Row[]> {
  const rows: Row[] = [];
  const measure = async (label: string, render: () => ReturnType<typeof renderResume>) => {
    const { bytes } = await render();
    const timings = await time(render, NATIVE_RUNS, NATIVE_WARM_UP);
    rows.push({ label, timings, note: `${(bytes.length / 1024).toFixed(1)} KiB` });
  };
  for (const format of FORMAT_TYPES) await measure(format, () => renderResume(EXAMPLE_RESUME, { format, ...REQUEST }));
  for (const { label, ...request } of TEMPLATED_RUNS) await measure(label, () => renderResume(EXAMPLE_RESUME, { ...REQUEST, ...request }));
  return rows;
}

async function chromiumRows(html: string): Promise<{ rows: Row[]; freshPeak: TreeMemory; warmPeak: TreeMemory }> {
  // Loaded only now, so the native peak above does not include Playwright.
  const { chromium } = await import('playwright-core');
  const launch = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const print = async (page: Awaited<ReturnType<Awaited<ReturnType<typeof launch>>['newPage']>>) => {
    await page.setContent(html);
    return page.pdf({ format: 'A4', printBackground: true });
  };

  const fresh = await withChildPeakMemory(() =>
    time(
      async () => {
        const browser = await launch();
        try {
          await print(await browser.newPage());
        } finally {
          await browser.close();
        }
      },
      CHROMIUM_FRESH_RUNS,
      1,
    ),
  );

  const browser = await launch();
  try {
    const page = await browser.newPage();
    const warm = await withChildPeakMemory(() => time(() => print(page), CHROMIUM_WARM_RUNS, CHROMIUM_WARM_UP));
    return {
      rows: [
        { label: 'chromium pdf, fresh browser', timings: fresh.result, note: 'launch, page, setContent, pdf, close' },
        { label: 'chromium pdf, warm page', timings: warm.result, note: 'setContent, pdf' },
      ],
      freshPeak: fresh.peak,
      warmPeak: warm.peak,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const formatRows = await nativeRows();
  // maxRSS is this process's peak so far (kB): only native rendering has run.
  const nativePeak = process.resourceUsage().maxRSS * 1024;
  const html = (await renderResume(EXAMPLE_RESUME, { format: 'html', ...REQUEST })).bytes.toString('utf8');
  const chromium = await chromiumRows(html);
  const medianOf = (label: FormatType | string, rows: Row[]) => percentile(rows.find((row) => row.label === label)?.timings ?? [], 0.5);
  const ourPdf = medianOf('pdf', formatRows);

  console.log(
    `Example resume (full header, summary, ${EXAMPLE_RESUME.career.length} positions, two pages), style '${REQUEST.style}', no template and US Letter unless the row says otherwise; fonts embedded in the PDF.`,
  );
  console.log(`Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}\n`);
  printTable([...formatRows, ...chromium.rows, ...(await generationLatencyRows())]);
  console.log('');
  console.log(`Chromium fresh / our pdf median: ${(medianOf('chromium pdf, fresh browser', chromium.rows) / ourPdf).toFixed(1)}×`);
  console.log(`Chromium warm  / our pdf median: ${(medianOf('chromium pdf, warm page', chromium.rows) / ourPdf).toFixed(1)}×`);
  console.log(`Peak RSS, this process while rendering natively: ${megabytes(nativePeak)}`);
  const treeMemory = (memory: TreeMemory) => `RSS sum ${megabytes(memory.rss)} (PSS sum ${megabytes(memory.pss)})`;
  console.log(`Peak memory, Chromium process tree (sampled every ${MEMORY_SAMPLE_MS} ms):`);
  console.log(`  fresh browser per document: ${treeMemory(chromium.freshPeak)}`);
  console.log(`  warm reused page:           ${treeMemory(chromium.warmPeak)}`);
}

const samplerAt = process.argv.indexOf(SAMPLER_ARGUMENT);
if (samplerAt > 0) samplePeakMemory(Number(process.argv[samplerAt + 1]));
else if (process.argv.includes('--queue')) {
  await printQueueThroughput({
    jobs: numberArgument('--jobs', 200),
    rounds: numberArgument('--rounds', 3),
    processCounts: [1, 2, 3],
    llmDelayMs: numberArgument('--llm-ms', 100),
  });
} else await main();

/** The time from `POST /api/resumes/generate` to the first status call answering 'completed'. */
async function generationLatencyRows(): Promise<Row[]> {
  return [{ label: 'generation, POST to completed', timings: await measureGenerationLatency(), note: 'typical job, 5 records, SQLite, in-process worker' }];
}
