import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { inJobSpan } from '../telemetry';
import { leaseQueue, type ClaimedJob, type ClaimOptions, type LeaseQueue, type LeaseTableName } from './lease-queue';
import { onQueuedJob } from './queued-job-listener';

/** How often an idle worker looks for work nobody announced (taken-over and retried jobs, missed notifications). */
const IDLE_POLL_MS = 500;
/** After an unexpected error, a job waits this long per attempt before it is tried again. */
const RETRY_BACKOFF_MS = 1000;
/** How long stop() lets jobs in flight finish before it hands them back. */
export const STOP_GRACE_MS = 5000;

/** Why a job's signal aborted: its lease went to another worker, or its worker is stopping. */
const LEASE_LOST = 'lease lost';
const STOPPING = 'worker stopping';

/** A failure no retry can mend; its message is shown to the user and the job ends as failed. */
export class JobFailure extends Error {
  override readonly name: string = 'JobFailure';
}

export interface LeaseWorkerOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  table: LeaseTableName;
  /** What the logs call one job: 'cover letter'. */
  kind: string;
  /** Jobs run at once. */
  slots: number;
  /**
   * PostgreSQL's URL: idle workers LISTEN there for announced jobs, on one connection per process,
   * and so start them at once from any process. Without it they find jobs by polling alone.
   */
  databaseUrl?: string;
  /** How often an idle worker looks for work on its own; 500 ms unless given. */
  idlePollMs?: number;
  leaseSeconds: number;
  maxAttempts: number;
  /** Shown to the user when a job used up its attempts. */
  exhaustedError: string;
  /**
   * Does the work and answers the result columns to write. Throws JobFailure for a failure no
   * retry can mend; anything else it throws is retried (up to `maxAttempts`). `signal` aborts
   * when the lease is lost or the worker stops; the job is then left at once, whatever it does.
   */
  produce: (job: ClaimedJob, signal: AbortSignal) => Promise<Record<string, string | number | null>>;
}

/** The workers started in this process and not stopped yet: what stopJobWorkers() stops. */
const startedWorkers = new Set<LeaseWorker>();

/** Settles like `work`, or rejects with the signal's reason as soon as it aborts, whichever comes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Runs the jobs of one job table, in the API (woken when a job is queued) or in a process of its
 * own; either way a job survives the death of the worker holding it: the lease runs out, another
 * worker takes it over, and the dead one can no longer write. A worker that is stopped hands its
 * unfinished jobs back instead, so they are taken over at once.
 */
export class LeaseWorker {
  private readonly queue: LeaseQueue;
  private readonly leaseMs: number;
  private readonly claim: ClaimOptions;
  private readonly inFlight = new Set<AbortController>();
  private loops: Promise<void>[] = [];
  private running = false;
  private stopping: Promise<void> | undefined;
  private stopListening: (() => void) | undefined;
  private wakeSleepers: (() => void)[] = [];
  /** Set by wake() while no slot sleeps, so a job queued during a look is not left until the next poll. */
  private wakeRequested = false;

  constructor(private readonly options: LeaseWorkerOptions) {
    this.queue = leaseQueue(options.db, options.table);
    this.leaseMs = options.leaseSeconds * 1000;
    this.claim = { leaseMs: this.leaseMs, maxAttempts: options.maxAttempts, exhaustedError: options.exhaustedError };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = undefined;
    startedWorkers.add(this);
    const { databaseUrl, logger, table } = this.options;
    if (databaseUrl) this.stopListening = onQueuedJob(databaseUrl, logger, table, () => this.wake());
    this.loops = Array.from({ length: this.options.slots }, () => this.loop());
  }

  /** A job was queued: idle slots look now rather than at their next poll. */
  wake(): void {
    this.wakeRequested = true;
    for (const wake of this.wakeSleepers.splice(0)) wake();
  }

  /**
   * Stops taking jobs. Jobs in flight get `graceMs` to finish; then they are left and handed back
   * (free at once, the attempt not counted) and announced, so another worker takes them over now
   * rather than when their lease runs out. Resolves once every slot has stopped; calling it again
   * while it runs answers the same promise.
   */
  stop(graceMs: number = STOP_GRACE_MS): Promise<void> {
    this.stopping ??= this.stopSlots(graceMs);
    return this.stopping;
  }

  private async stopSlots(graceMs: number): Promise<void> {
    this.running = false;
    startedWorkers.delete(this);
    this.stopListening?.();
    this.stopListening = undefined;
    this.wake();
    const slotsStopped = Promise.all(this.loops);
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => {
      graceTimer = setTimeout(() => resolve('grace over'), graceMs);
    });
    if ((await Promise.race([slotsStopped, graceOver])) === 'grace over') {
      for (const controller of this.inFlight) controller.abort(STOPPING);
    }
    clearTimeout(graceTimer);
    await slotsStopped;
  }

  private async loop(): Promise<void> {
    const { logger, kind } = this.options;
    while (this.running) {
      let job: ClaimedJob | undefined;
      this.wakeRequested = false;
      try {
        job = await this.queue.claimNext(this.claim);
      } catch (error) {
        // The database is unreachable for a moment: wait and look again.
        logger.error({ err: error }, `Could not look for ${kind} jobs`);
      }
      if (job) {
        await this.run(job).catch((error: unknown) => logger.error({ err: error, jobId: job.id }, `Could not record the end of a ${kind}`));
      } else await this.idle();
    }
  }

  private idle(): Promise<void> {
    if (this.wakeRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        // A sleeper that timed out leaves the list, which would otherwise grow with every idle poll.
        const index = this.wakeSleepers.indexOf(done);
        if (index !== -1) this.wakeSleepers.splice(index, 1);
        resolve();
      };
      const timer = setTimeout(done, this.options.idlePollMs ?? IDLE_POLL_MS);
      this.wakeSleepers.push(done);
    });
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { logger, kind } = this.options;
    const controller = new AbortController();
    this.inFlight.add(controller);
    // Renew the lease well before it runs out; a lost lease means another worker has the job now.
    const heartbeat = setInterval(() => {
      this.queue.extendLease(job, this.leaseMs).then(
        (held) => held || controller.abort(LEASE_LOST),
        (error: unknown) => logger.warn({ err: error, jobId: job.id }, `Could not renew a ${kind} lease`),
      );
    }, this.leaseMs / 3);
    try {
      const result = await untilAborted(
        inJobSpan({ kind, table: this.options.table, job }, () => this.options.produce(job, controller.signal)),
        controller.signal,
      );
      const written = await this.queue.complete(job, result);
      if (!written) logger.warn({ jobId: job.id }, `A ${kind} finished after its lease was lost; the result was dropped`);
    } catch (error) {
      if (controller.signal.reason === STOPPING) {
        if (await this.queue.handBack(job)) await this.queue.announce();
        logger.info({ jobId: job.id }, `A ${kind} was handed back unfinished: its worker is stopping`);
      } else if (controller.signal.aborted) {
        // The lease went to another worker, which writes the job's end.
      } else if (error instanceof JobFailure) {
        await this.queue.fail(job, error.message);
      } else {
        logger.error({ err: error, jobId: job.id, attempt: job.attempt }, `A ${kind} attempt failed`);
        await this.queue.release(job, RETRY_BACKOFF_MS * job.attempt);
      }
    } finally {
      clearInterval(heartbeat);
      this.inFlight.delete(controller);
    }
  }
}

/**
 * Stops every job worker started in this process (LeaseWorker.stop: no new jobs, `graceMs` for
 * those in flight, then handed back to other workers). For a process's shutdown, before its
 * database connections close.
 */
export async function stopJobWorkers(graceMs: number = STOP_GRACE_MS): Promise<void> {
  await Promise.all([...startedWorkers].map((worker) => worker.stop(graceMs)));
}

/**
 * Runs a job table's worker inside the API, started when the app is ready and stopped when it
 * closes; `worker` is undefined when separate worker processes do the jobs (GENERATION_WORKERS=0).
 * Answers what to call when a job is queued: it wakes this worker, and on PostgreSQL announces the
 * job to the idle workers of every process.
 */
export function runWithApp(
  app: FastifyInstance,
  { db, logger, table, worker }: { db: Kysely<Database>; logger: FastifyBaseLogger; table: LeaseTableName; worker: LeaseWorker | undefined },
): () => void {
  const queue = leaseQueue(db, table);
  if (worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  return () => {
    worker?.wake();
    queue.announce().catch((error: unknown) => logger.warn({ err: error, table }, 'Could not announce a queued job to other processes'));
  };
}
