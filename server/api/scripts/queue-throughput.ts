/**
 * Job queue throughput: N generation jobs queued at once, worked off by 1, 2 and 3 separate worker
 * processes (`src/generation-worker.ts`, one slot each) on PostgreSQL when TEST_DATABASE_URL names a
 * server (`scripts/with-postgres.mjs` gives a throwaway one), and by one process on SQLite. Two
 * kinds of job: the embedded engine alone (CPU-bound: on a machine with few cores, processes beyond
 * their number cannot add much), and jobs that wait on an LLM stand-in answering after a fixed delay
 * (the worker mostly waits, as with a real LLM: throughput should grow with each process).
 *
 * Each process first works off a few warm-up jobs, so the measured ones run on warm code. Throughput
 * is measured between the first and the last completion (`completed_at`), so neither the processes'
 * start nor the first poll counts. Configurations take turns, round after round, so a change in the
 * machine's load hits all of them alike; the table shows medians. On a shared machine the CPU time
 * per job (worker processes and PostgreSQL's server processes together) is the steadier figure: it
 * grows when workers get in each other's way, whatever else the machine runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { leaseQueue } from '../src/lib/jobs';
import { startTestApi, type TestApi } from '../test/support/api';
import { seedCareerData } from '../test/support/career-data';
import { replyWith, startLlmStandIn } from '../test/support/llm-stand-in';
import { childProcessesOf, cpuMilliseconds } from '../test/support/processes';
import { percentile } from './resume-evaluation';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKER_READY = 'CareerForge generation worker ready';
/** Jobs each process works off before a round is measured. */
const WARM_UP_JOBS_PER_PROCESS = 10;

export interface QueueThroughputOptions {
  /** Jobs per round for the embedded engine; the LLM-bound kind takes a quarter. */
  jobs: number;
  rounds: number;
  processCounts: number[];
  /** How long the LLM stand-in takes to answer. */
  llmDelayMs: number;
}

/** The environment of the worker processes for one kind of job. */
interface Workload {
  label: string;
  jobs: number;
  env: Record<string, string>;
}

interface Measurement {
  workload: string;
  engine: 'postgres' | 'sqlite';
  processes: number;
  jobsPerSecond: number[];
  /** CPU milliseconds per job of the worker processes and the database server, one per round. */
  cpuMsPerJob: number[];
  /** Jobs run more than once (attempts above 1), summed over the rounds: must stay 0. */
  repeated: number;
}

/** The PostgreSQL server's processes (postmaster and its children) of this run's database; none on SQLite. */
async function databaseServerProcesses(api: TestApi): Promise<number[]> {
  if (api.expectedEngine !== 'postgres') return [];
  const { rows } = await sql<{ setting: string }>`SELECT setting FROM pg_settings WHERE name = 'data_directory'`.execute(api.database.db);
  const postmaster = Number(readFileSync(path.join(rows[0]!.setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return [postmaster, ...childProcessesOf(postmaster).map(({ pid }) => pid)];
}

/** The worker processes running now: an interrupted run ends them, or they would outlive it. */
const runningWorkers = new Set<ChildProcess>();

/** Starts a worker process on the API's database and waits until it says it is ready. */
async function startWorkerProcess(api: TestApi, workload: Workload): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/generation-worker.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...api.databaseEnv, ...workload.env, LOG_LEVEL: 'info', GENERATION_WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  runningWorkers.add(child);
  child.once('exit', () => runningWorkers.delete(child));
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`A worker process exited before it was ready (${code})`)));
    lines.on('line', (line) => {
      if (line.includes(WORKER_READY)) resolve();
    });
  });
  return child;
}

async function stopWorkerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Queues `count` copies of one real generation job in one statement, and says so to listening workers. */
async function queueJobs(api: TestApi, template: { user_id: string; job_id: number | null; history_ids: string }, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, () => ({ ...template, status: 'processing' as const, created_at: now, updated_at: now }));
  const inserted = await api.database.db.insertInto('generated_resumes').values(rows).returning('id').execute();
  await leaseQueue(api.database.db, 'generated_resumes').announce();
  return inserted.map((row) => row.id);
}

/** Jobs per second between the first and the last completion of `ids`, once all are done. */
async function workedOff(api: TestApi, ids: number[]): Promise<{ jobsPerSecond: number; repeated: number }> {
  const { db } = api.database;
  for (;;) {
    const open = await db.selectFrom('generated_resumes').select((eb) => eb.fn.countAll<number>().as('count')).where('id', 'in', ids).where('status', '=', 'processing').executeTakeFirstOrThrow();
    if (Number(open.count) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rows = await db.selectFrom('generated_resumes').select(['status', 'attempts', 'completed_at', 'error']).where('id', 'in', ids).execute();
  const failed = rows.find((row) => row.status !== 'completed');
  if (failed) throw new Error(`A benchmark job failed: ${failed.error}`);
  const times = rows.map((row) => Date.parse(row.completed_at!)).sort((a, b) => a - b);
  const seconds = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
  return { jobsPerSecond: (ids.length - 1) / seconds, repeated: rows.filter((row) => row.attempts > 1).length };
}

/** One round of one configuration: `processes` workers started, ready and warm, then the jobs queued. */
async function measureRound(api: TestApi, template: Parameters<typeof queueJobs>[1], processes: number, workload: Workload) {
  const workers = await Promise.all(Array.from({ length: processes }, () => startWorkerProcess(api, workload)));
  try {
    await workedOff(api, await queueJobs(api, template, WARM_UP_JOBS_PER_PROCESS * processes));
    const measured = [...workers.map((worker) => worker.pid!), ...(await databaseServerProcesses(api))];
    const cpuBefore = cpuMilliseconds(measured);
    const result = await workedOff(api, await queueJobs(api, template, workload.jobs));
    return { ...result, cpuMsPerJob: (cpuMilliseconds(measured) - cpuBefore) / workload.jobs };
  } finally {
    await Promise.all(workers.map(stopWorkerProcess));
  }
}

async function measureEngine(processCounts: number[], workloads: Workload[], { rounds }: QueueThroughputOptions): Promise<Measurement[]> {
  const api = await startTestApi({ GENERATION_WORKERS: '0' });
  try {
    const user = await api.signIn('auth0|queue-benchmark-user');
    const seeded = await seedCareerData(user);
    const response = await user.request('POST', '/api/resumes/generate', { jobId: seeded.jobId, historyIds: seeded.historyIds });
    const template = await api.database.db
      .selectFrom('generated_resumes')
      .select(['user_id', 'job_id', 'history_ids'])
      .where('id', '=', response.json().resumeId)
      .executeTakeFirstOrThrow();
    const measurements = workloads.flatMap((workload) =>
      processCounts.map((processes) => ({ workload, engine: api.expectedEngine, processes, jobsPerSecond: [] as number[], cpuMsPerJob: [] as number[], repeated: 0 })),
    );
    for (let round = 0; round < rounds; round += 1) {
      for (const measurement of measurements) {
        const { jobsPerSecond, cpuMsPerJob, repeated } = await measureRound(api, template, measurement.processes, measurement.workload);
        measurement.jobsPerSecond.push(jobsPerSecond);
        measurement.cpuMsPerJob.push(cpuMsPerJob);
        measurement.repeated += repeated;
      }
    }
    return measurements.map(({ workload, ...measurement }) => ({ ...measurement, workload: workload.label }));
  } finally {
    await api.close();
  }
}

export async function printQueueThroughput(options: QueueThroughputOptions): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of runningWorkers) child.kill('SIGKILL');
      process.exit(1);
    });
  }
  const llm = await startLlmStandIn();
  // Not a rephrasing the engine can use: the job waits for the answer, then writes the embedded engine's resume.
  llm.answer((request, response) => setTimeout(() => replyWith('{}')(request, response), options.llmDelayMs));
  const workloads: Workload[] = [
    { label: 'embedded engine', jobs: options.jobs, env: {} },
    {
      label: `LLM answering in ${options.llmDelayMs} ms`,
      jobs: Math.max(10, Math.round(options.jobs / 4)),
      env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'benchmark-model' },
    },
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped (run through scripts/with-postgres.mjs).');
  try {
    const postgres = postgresUrl ? await measureEngine(options.processCounts, workloads, options) : [];
    // The test database helper picks the engine from this variable: without it, SQLite.
    delete process.env.TEST_DATABASE_URL;
    const sqlite = await measureEngine([1], workloads, options);
    if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
    printTable([...postgres, ...sqlite], options);
  } finally {
    await llm.close();
  }
}

function printTable(measurements: Measurement[], { rounds }: QueueThroughputOptions): void {
  console.log(`\nGeneration jobs queued at once, worker processes with one slot each; median of ${rounds} rounds.`);
  console.log(`Load average now ${loadavg().map((load) => load.toFixed(2)).join(' ')}.\n`);
  const median = (measurement: Measurement) => percentile(measurement.jobsPerSecond, 0.5);
  const header = ['jobs', 'engine', 'processes', 'jobs/s (median)', 'rounds', 'vs 1 process', 'CPU ms/job', 'run twice'];
  const cells = measurements.map((measurement) => {
    const oneProcess = measurements.find((other) => other.workload === measurement.workload && other.engine === measurement.engine && other.processes === 1);
    return [
      measurement.workload,
      measurement.engine === 'postgres' ? 'PostgreSQL' : 'SQLite',
      String(measurement.processes),
      median(measurement).toFixed(1),
      measurement.jobsPerSecond.map((value) => value.toFixed(1)).join(' '),
      oneProcess ? `${(median(measurement) / median(oneProcess)).toFixed(2)}x` : '',
      percentile(measurement.cpuMsPerJob, 0.5).toFixed(1),
      String(measurement.repeated),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)));
  const line = (cell: string[]) => cell.map((value, column) => value.padEnd(widths[column] ?? 0)).join('   ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('   '));
  for (const cell of cells) console.log(line(cell));
}
