import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { leaseQueue, type ClaimedJob, type ClaimOptions, type LeaseQueue, type LeaseTableName } from './lease-queue';

/** How often an idle worker looks for work left by other processes (its own API wakes it at once). */
const IDLE_POLL_MS = 500;
/** After an unexpected error, a job waits this long per attempt before it is tried again. */
const RETRY_BACKOFF_MS = 1000;

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
  leaseSeconds: number;
  maxAttempts: number;
  /** Shown to the user when a job used up its attempts. */
  exhaustedError: string;
  /**
   * Does the work and answers the result columns to write. Throws JobFailure for a failure no
   * retry can mend; anything else it throws is retried (up to `maxAttempts`). `signal` aborts
   * when the lease is lost or the worker stops.
   */
  produce: (job: ClaimedJob, signal: AbortSignal) => Promise<Record<string, string | number | null>>;
}

/**
 * Runs the jobs of one job table, in the API (woken when a job is queued) or in a process of its
 * own; either way a job survives the death of the worker holding it: the lease runs out, another
 * worker takes it over, and the dead one can no longer write.
 */
export class LeaseWorker {
  private readonly queue: LeaseQueue;
  private readonly leaseMs: number;
  private readonly claim: ClaimOptions;
  private readonly inFlight = new Set<AbortController>();
  private loops: Promise<void>[] = [];
  private running = false;
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
    this.loops = Array.from({ length: this.options.slots }, () => this.loop());
  }

  /** A job was queued: idle slots look now rather than at their next poll. */
  wake(): void {
    this.wakeRequested = true;
    for (const wake of this.wakeSleepers.splice(0)) wake();
  }

  /** Stops taking jobs and abandons those in flight; their leases run out and another worker resumes them. */
  async stop(): Promise<void> {
    this.running = false;
    for (const controller of this.inFlight) controller.abort();
    this.wake();
    await Promise.all(this.loops);
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let job: ClaimedJob | undefined;
      this.wakeRequested = false;
      try {
        job = await this.queue.claimNext(this.claim);
      } catch (error) {
        // The database is unreachable for a moment: wait and look again.
        this.options.logger.error({ err: error }, `Could not look for ${this.options.kind} jobs`);
      }
      if (job) await this.run(job);
      else await this.idle();
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
      const timer = setTimeout(done, IDLE_POLL_MS);
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
        (held) => held || controller.abort(),
        (error: unknown) => logger.warn({ err: error, jobId: job.id }, `Could not renew a ${kind} lease`),
      );
    }, this.leaseMs / 3);
    try {
      const result = await this.options.produce(job, controller.signal);
      if (controller.signal.aborted) return;
      const written = await this.queue.complete(job, result);
      if (!written) logger.warn({ jobId: job.id }, `A ${kind} finished after its lease was lost; the result was dropped`);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof JobFailure) {
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
