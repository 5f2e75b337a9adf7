/**
 * Upload throughput: `pnpm run bench-uploads`. Starts the real API (token verification, multipart,
 * extraction workers, parser, database, blob store) on a fresh SQLite database; 10 signed-in users
 * send 50 two-page PDF resumes at once. Prints how many were answered at once, waited in the
 * extraction queue, or were refused (with the answers given), and resumes per second; then runs
 * poppler's `pdftotext` on the same files, 50 at once, as a yardstick for what the machine can do.
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

async function uploadBurst(resumes: { name: string; bytes: Buffer }[]): Promise<{ outcomes: UploadOutcome[]; seconds: number }> {
  const api = await startTestApi();
  try {
    const users = await Promise.all(Array.from({ length: USERS }, (_, index) => api.signIn(`auth0|bench-uploader-${index}`)));
    // One upload first, so the workers' start-up is not counted.
    await uploadResume(users[0]!, 'warm-up.pdf', resumes[0]!.bytes);
    const statsBefore = documentWorkerStats();
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
    const stats = documentWorkerStats();
    console.log(`extraction queue: ${stats.queued - statsBefore.queued} of ${UPLOADS} uploads waited for a worker (longest queue ${stats.longestQueue}, ${stats.workers} workers)`);
    return { outcomes, seconds };
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
console.log(`${UPLOADS} two-page PDF resumes from ${USERS} users at once, ${availableParallelism()} cores\n`);

// The yardstick before and after the API's run, averaged, since other work on the machine shifts both.
const poppler = await hasPdftotext();
const popplerBefore = poppler ? await pdftotextBurst(resumes) : undefined;
const { outcomes, seconds } = await uploadBurst(resumes);
const popplerSeconds = popplerBefore === undefined ? undefined : (popplerBefore + (await pdftotextBurst(resumes))) / 2;
const answers = new Map<string, number>();
for (const outcome of outcomes) {
  const key = `${outcome.status} ${outcome.answer}${outcome.retryAfter === undefined ? '' : ` (Retry-After: ${outcome.retryAfter})`}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
}
for (const [answer, count] of answers) console.log(`${String(count).padStart(4)} × ${answer}`);
const imported = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300).length;
const apiRate = imported / seconds;
console.log(`\nAPI:       ${imported} imported in ${seconds.toFixed(2)} s = ${apiRate.toFixed(1)} resumes/s`);

if (popplerSeconds !== undefined) {
  const popplerRate = UPLOADS / popplerSeconds;
  console.log(`pdftotext: ${UPLOADS} files in ${popplerSeconds.toFixed(2)} s (mean of two runs) = ${popplerRate.toFixed(1)} resumes/s`);
  console.log(`ratio:     ${(apiRate / popplerRate).toFixed(2)}× (goal ≥ 0.5×)`);
} else {
  console.log('pdftotext is not installed, so there is no yardstick; install it with: apt-get install -y poppler-utils');
}
