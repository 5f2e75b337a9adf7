/**
 * Upload throughput: `pnpm run bench-uploads`. Starts the real API (token verification, multipart,
 * extraction workers, parser, database, blob store) on a fresh SQLite database; 10 signed-in users
 * send 50 two-page PDF resumes at once, right after start-up and again once warm. Prints the
 * answers (imported, refused with which message), how many waited in the extraction queue, the
 * CPU time per upload and resumes per second, beside poppler's `pdftotext` on the same files, 50
 * at once, as a yardstick for what the machine can do.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { documentWorkerStats } from '../src/lib/documents';
import { startTestApi } from '../test/support/api';
import { uploadResume } from '../test/support/multipart';

const USERS = 10;
const UPLOADS = 50;
const FIXTURES = path.join(import.meta.dirname, '../test/fixtures/resumes/generated');
const run = promisify(execFile);

/** Two-page resumes: each generated one-page PDF followed by the next one's page. */
async function twoPageResumes(): Promise<{ name: string; bytes: Buffer }[]> {
  const onePagers = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => readFileSync(path.join(FIXTURES, name)));
  const resumes: { name: string; bytes: Buffer }[] = [];
  for (let index = 0; index < UPLOADS; index += 1) {
    const combined = await PDFDocument.create();
    for (const source of [onePagers[index % onePagers.length], onePagers[(index + 1) % onePagers.length]]) {
      const document = await PDFDocument.load(source as Buffer);
      const [page] = await combined.copyPages(document, [0]);
      if (page) combined.addPage(page);
    }
    resumes.push({ name: `resume-${String(index + 1).padStart(2, '0')}.pdf`, bytes: Buffer.from(await combined.save()) });
  }
  return resumes;
}

interface UploadOutcome {
  status: number;
  answer: string;
  retryAfter: string | undefined;
}

/**
 * CPU time of this process's live children (the extraction workers), from /proc: where the time
 * of an upload goes, beside this process's own share.
 */
function childrenCpuMs(): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    } catch {
      continue;
    }
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === process.pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
}

interface BurstResult {
  label: string;
  outcomes: UploadOutcome[];
  seconds: number;
  apiCpuMs: number;
  workersCpuMs: number;
  waited: number;
  longestQueue: number;
  /** PDFs the worker read with its direct reader, and those it left to pdf.js. */
  direct: number;
  fallbacks: number;
}

/**
 * Two bursts on one API: the first right after start-up (ten single uploads, one per user, have
 * started the workers), the second once the workers have read a hundred files and V8 has
 * optimised pdf.js, as on a server that has been running for a while.
 */
async function uploadBursts(resumes: { name: string; bytes: Buffer }[]): Promise<BurstResult[]> {
  const api = await startTestApi();
  try {
    const users = await Promise.all(Array.from({ length: USERS }, (_, index) => api.signIn(`auth0|bench-uploader-${index}`)));
    for (const [index, user] of users.entries()) await uploadResume(user, `warm-up-${index}.pdf`, resumes[index]!.bytes);
    const results: BurstResult[] = [];
    for (const label of ['fresh workers', 'warm workers']) {
      if (label === 'warm workers') {
        for (let round = 0; round < 2; round += 1) {
          await Promise.all(resumes.map((resume, index) => uploadResume(users[index % USERS]!, `warm-up-${resume.name}`, resume.bytes)));
        }
      }
      const statsBefore = documentWorkerStats();
      const cpuBefore = process.cpuUsage();
      const workersCpuBefore = childrenCpuMs();
      const started = performance.now();
      const outcomes = await Promise.all(
        resumes.map(async (resume, index) => {
          const response = await uploadResume(users[index % USERS]!, resume.name, resume.bytes);
          const body = response.json() as { error?: string };
          const retryAfter = response.headers['retry-after'];
          return { status: response.statusCode, answer: body.error ?? 'imported', retryAfter: retryAfter === undefined ? undefined : String(retryAfter) };
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const stats = documentWorkerStats();
      results.push({
        label,
        outcomes,
        seconds,
        apiCpuMs: (cpu.user + cpu.system) / 1000 / UPLOADS,
        workersCpuMs: (childrenCpuMs() - workersCpuBefore) / UPLOADS,
        waited: stats.queued - statsBefore.queued,
        longestQueue: stats.longestQueue,
        direct: stats.pdfReaders.direct - statsBefore.pdfReaders.direct,
        fallbacks: stats.pdfReaders.pdfjs - statsBefore.pdfReaders.pdfjs,
      });
    }
    return results;
  } finally {
    await api.close();
  }
}

async function hasPdftotext(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v']);
    return true;
  } catch {
    return false;
  }
}

/** Seconds for pdftotext to read every file, all started at once. */
async function pdftotextBurst(resumes: { name: string; bytes: Buffer }[]): Promise<number> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
  try {
    const files = resumes.map((resume) => {
      const file = path.join(directory, resume.name);
      writeFileSync(file, resume.bytes);
      return file;
    });
    const started = performance.now();
    await Promise.all(files.map((file) => run('pdftotext', ['-layout', file, `${file}.txt`])));
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const resumes = await twoPageResumes();
const cores = availableParallelism();
console.log(`${UPLOADS} two-page PDF resumes from ${USERS} users at once, ${cores} cores`);

// The yardstick before and after the API's run, averaged, since other work on the machine shifts both.
const poppler = await hasPdftotext();
const popplerBefore = poppler ? await pdftotextBurst(resumes) : undefined;
const bursts = await uploadBursts(resumes);
const popplerAfter = poppler ? await pdftotextBurst(resumes) : undefined;
const popplerRate = popplerBefore !== undefined && popplerAfter !== undefined ? (2 * UPLOADS) / (popplerBefore + popplerAfter) : undefined;

for (const burst of bursts) {
  console.log(`\n${burst.label}:`);
  const answers = new Map<string, number>();
  for (const outcome of burst.outcomes) {
    const key = `${outcome.status} ${outcome.answer}${outcome.retryAfter === undefined ? '' : ` (Retry-After: ${outcome.retryAfter})`}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
  for (const [answer, count] of answers) console.log(`${String(count).padStart(6)} × ${answer}`);
  console.log(`  ${burst.waited} of ${UPLOADS} waited in the extraction queue (longest ${burst.longestQueue})`);
  console.log(`  read by the direct reader: ${burst.direct}, left to pdf.js: ${burst.fallbacks}`);
  console.log(`  CPU per upload: API process ${burst.apiCpuMs.toFixed(1)} ms + extraction workers ${burst.workersCpuMs.toFixed(1)} ms`);
  const imported = burst.outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300).length;
  const rate = imported / burst.seconds;
  const ratio = popplerRate === undefined ? '' : `, ${(rate / popplerRate).toFixed(2)}× pdftotext (goal ≥ 0.5×)`;
  console.log(`  ${imported} imported in ${burst.seconds.toFixed(2)} s = ${rate.toFixed(1)} resumes/s${ratio}`);
}

if (popplerRate === undefined) {
  console.log('\npdftotext is not installed, so there is no yardstick; install it with: apt-get install -y poppler-utils');
} else {
  console.log(`\npdftotext: ${popplerRate.toFixed(1)} resumes/s (50 at once, mean of a run before and after the API's)`);
}
