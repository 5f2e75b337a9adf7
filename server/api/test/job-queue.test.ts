import { Client } from 'pg';
import { openDatabase, type AppDatabase } from '../src/lib/db';
import { migrateToLatest } from '../src/lib/db/migrate';
import { JOB_QUEUED_CHANNEL, LeaseWorker, leaseQueue, stopJobWorkers, type ClaimedJob, type LeaseWorkerOptions } from '../src/lib/jobs';
import { createLogger } from '../src/lib/logger';
import { createTestDatabase, type TestDatabase } from './support/database';

// The lease queue and its workers on the engine of this run (PostgreSQL when TEST_DATABASE_URL is
// set): jobs are rows of generated_resumes, and each "process" has a database connection of its own.
const logger = createLogger({ logLevel: 'silent' });
const LONG_LEASE_SECONDS = 30;
/** An idle poll no test waits for: a job started sooner was announced. */
const NEVER_POLL_MS = 120_000;

let testDatabase: TestDatabase;
let databaseUrl: string | undefined;
const openConnections: AppDatabase[] = [];
let database: AppDatabase;

function connect(): AppDatabase {
  const opened = openDatabase(
    'DATABASE_URL' in testDatabase.env ? { databaseUrl: testDatabase.env.DATABASE_URL, sqlitePath: '' } : { databaseUrl: undefined, sqlitePath: testDatabase.env.SQLITE_PATH },
    logger,
  );
  openConnections.push(opened);
  return opened;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  databaseUrl = 'DATABASE_URL' in testDatabase.env ? testDatabase.env.DATABASE_URL : undefined;
  database = connect();
  await migrateToLatest(database);
});
// Every test starts from an empty table, with no worker left running.
afterEach(async () => {
  await stopJobWorkers(0);
  await database.db.deleteFrom('generated_resumes').execute();
});
afterAll(async () => {
  await Promise.all(openConnections.map((opened) => opened.db.destroy()));
  await testDatabase.drop();
});

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

async function queueJobs(count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, () => ({ user_id: 'queue-user', job_id: null, history_ids: '[]', status: 'processing' as const, created_at: now, updated_at: now }));
  return (await database.db.insertInto('generated_resumes').values(rows).returning('id').execute()).map((row) => row.id);
}

const jobRows = (ids: number[]) =>
  database.db.selectFrom('generated_resumes').select(['id', 'status', 'attempts', 'engine', 'lease_token']).where('id', 'in', ids).orderBy('id').execute();

function worker(produce: LeaseWorkerOptions['produce'], options: Partial<LeaseWorkerOptions> = {}): LeaseWorker {
  return new LeaseWorker({
    db: connect().db,
    logger,
    table: 'generated_resumes',
    kind: 'test job',
    slots: 1,
    leaseSeconds: LONG_LEASE_SECONDS,
    maxAttempts: 3,
    exhaustedError: 'exhausted',
    databaseUrl,
    produce,
    ...options,
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const allCompleted = (ids: number[]) => async () => (await jobRows(ids)).every((row) => row.status === 'completed');

/** A job that runs until its signal aborts, and says when it has started. */
function heldUntilAborted() {
  const started: ClaimedJob[] = [];
  const produce: LeaseWorkerOptions['produce'] = (job, signal) => {
    started.push(job);
    return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  };
  return { started, produce };
}

describe('the lease queue', () => {
  it('never gives one job to two workers claiming at the same time', async () => {
    const ids = await queueJobs(30);
    const queues = [connect(), connect(), connect()].map((opened) => leaseQueue(opened.db, 'generated_resumes'));
    const claimed: ClaimedJob[] = [];
    await Promise.all(
      queues.map(async (queue) => {
        for (let job = await queue.claimNext({ leaseMs: 30_000, maxAttempts: 3, exhaustedError: 'exhausted' }); job; job = await queue.claimNext({ leaseMs: 30_000, maxAttempts: 3, exhaustedError: 'exhausted' })) {
          claimed.push(job);
        }
      }),
    );
    expect(claimed.map((job) => job.id).sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(claimed.map((job) => job.leaseToken)).size).toBe(ids.length);
    expect((await jobRows(ids)).every((row) => row.attempts === 1 && row.lease_token !== null)).toBe(true);
  });

  it('marks a job whose attempts are used up failed and hands out the next one', async () => {
    const [exhausted, next] = await queueJobs(2);
    await database.db.updateTable('generated_resumes').set({ attempts: 3 }).where('id', '=', exhausted!).execute();
    const claimed = await leaseQueue(database.db, 'generated_resumes').claimNext({ leaseMs: 30_000, maxAttempts: 3, exhaustedError: 'Used up.' });
    expect(claimed).toMatchObject({ id: next, attempt: 1 });
    expect(await database.db.selectFrom('generated_resumes').select(['status', 'error', 'lease_token']).where('id', '=', exhausted!).executeTakeFirst()).toEqual({
      status: 'failed',
      error: 'Used up.',
      lease_token: null,
    });
  });
});

describe('lease workers', () => {
  it('run every job exactly once when two workers share the table', async () => {
    const runs: number[] = [];
    const produce: LeaseWorkerOptions['produce'] = async (job) => {
      runs.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { engine: 'test' };
    };
    const workers = [worker(produce, { slots: 2 }), worker(produce, { slots: 2 })];
    const ids = await queueJobs(40);
    for (const each of workers) each.start();
    await until(allCompleted(ids), 20_000, 'all jobs to complete');
    expect(runs.sort((a, b) => a - b)).toEqual(ids);
    expect((await jobRows(ids)).every((row) => row.attempts === 1 && row.engine === 'test')).toBe(true);
  });

  onPostgres('start a job announced from another connection at once, long before their next poll', async () => {
    const ran: number[] = [];
    const idle = worker(async (job) => {
      ran.push(job.id);
      return { engine: 'test' };
    }, { idlePollMs: NEVER_POLL_MS });
    idle.start();
    // The worker has looked once, found nothing, and sleeps until its next poll or a notification.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [id] = await queueJobs(1);
    const announced = Date.now();
    await leaseQueue(connect().db, 'generated_resumes').announce();
    await until(() => ran.includes(id!), 5000, 'the idle worker to start the announced job');
    expect(Date.now() - announced).toBeLessThan(5000);
    await until(allCompleted([id!]), 5000, 'the job to complete');
  });

  onPostgres('listen again after the listening connection is cut, and hear the next announcement', async () => {
    const ran: number[] = [];
    const idle = worker(async (job) => {
      ran.push(job.id);
      return { engine: 'test' };
    }, { idlePollMs: NEVER_POLL_MS });
    idle.start();
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    const listeners = async () =>
      (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN ${JOB_QUEUED_CHANNEL}' AND datname = current_database()`)).rows;
    try {
      await until(async () => (await listeners()).length === 1, 5000, 'the worker to listen');
      const [cut] = await listeners();
      await admin.query('SELECT pg_terminate_backend($1)', [cut!.pid]);
      await until(async () => {
        const now = await listeners();
        return now.length === 1 && now[0]!.pid !== cut!.pid;
      }, 10_000, 'the worker to listen on a new connection');
      const [id] = await queueJobs(1);
      await admin.query('SELECT pg_notify($1, $2)', [JOB_QUEUED_CHANNEL, 'generated_resumes']);
      await until(() => ran.includes(id!), 5000, 'the worker to start the job announced after reconnecting');
    } finally {
      await admin.end();
    }
  });

  it('lets a job in flight finish when stopped, within the grace period', async () => {
    const stopped = worker(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { engine: 'finished' };
    });
    stopped.start();
    const [id] = await queueJobs(1);
    stopped.wake();
    await until(async () => (await jobRows([id!]))[0]?.lease_token !== null, 5000, 'the worker to take the job');
    await stopped.stop(5000);
    expect((await jobRows([id!]))[0]).toMatchObject({ status: 'completed', engine: 'finished', attempts: 1 });
  });

  it('hands back the job of a stopped worker after the grace period, and another worker takes it over at once', async () => {
    const stuck = heldUntilAborted();
    const first = worker(stuck.produce);
    first.start();
    const [id] = await queueJobs(1);
    first.wake();
    await until(() => stuck.started.length === 1, 5000, 'the first worker to start the job');

    // On PostgreSQL only the announcement can wake the second worker in time; SQLite has none, so there it polls.
    const second = worker(async () => ({ engine: 'second' }), databaseUrl ? { idlePollMs: NEVER_POLL_MS } : {});
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopping = Date.now();
    await first.stop(200);
    expect(Date.now() - stopping).toBeLessThan(3000);
    await until(allCompleted([id!]), 5000, 'the second worker to take the job over');
    // Well within the 30-second lease the first worker held, and its stopped attempt is not counted.
    expect(Date.now() - stopping).toBeLessThan(LONG_LEASE_SECONDS * 1000 / 3);
    expect((await jobRows([id!]))[0]).toMatchObject({ status: 'completed', engine: 'second', attempts: 1 });
  });

  it('stops a job that ignores its abort signal within the grace period all the same', async () => {
    const started: number[] = [];
    const deaf = worker(async (job) => {
      started.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
      return { engine: 'too late' };
    });
    deaf.start();
    const [id] = await queueJobs(1);
    deaf.wake();
    await until(() => started.length === 1, 5000, 'the worker to start the job');
    const stopping = Date.now();
    await stopJobWorkers(100);
    expect(Date.now() - stopping).toBeLessThan(3000);
    expect((await jobRows([id!]))[0]).toMatchObject({ status: 'processing', attempts: 0, lease_token: null });
  });
});
