import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppServices } from '../../app-services';
import type { ApiConfig } from '../../config';
import type { Database } from '../../lib/db';
import { generationJobQueries, type ClaimedGeneration, type GenerationJobQueries } from './queries';
import { GenerationFailure, produceResume } from './service';

/** How often an idle worker looks for work left by other processes (its own API wakes it at once). */
const IDLE_POLL_MS = 500;
/** After an unexpected error, a job waits this long per attempt before it is tried again. */
const RETRY_BACKOFF_MS = 1000;

export interface GenerationWorkerOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  /** Jobs run at once. */
  slots: number;
  settings: ApiConfig['generation'];
}

/**
 * Runs generation jobs from the job table. Runs inside the API (woken when a job is queued) or as
 * its own process (scripts: `generation-worker`); either way a job survives the death of the
 * worker holding it: the lease runs out and another worker takes it over, and the dead one can no
 * longer write.
 */
export class GenerationWorker {
  private readonly jobs: GenerationJobQueries;
  private readonly leaseMs: number;
  private readonly claim: Parameters<GenerationJobQueries['claimNext']>[0];
  private readonly inFlight = new Set<AbortController>();
  private loops: Promise<void>[] = [];
  private running = false;
  private wakeSleepers: (() => void)[] = [];
  /** Set by wake() while no slot sleeps, so a job queued during a look is not left until the next poll. */
  private wakeRequested = false;

  constructor(private readonly options: GenerationWorkerOptions) {
    this.jobs = generationJobQueries(options.db);
    this.leaseMs = options.settings.leaseSeconds * 1000;
    const { maxAttempts } = options.settings;
    this.claim = {
      leaseMs: this.leaseMs,
      maxAttempts,
      exhaustedError: `Resume generation failed after ${maxAttempts} attempts. Please try again.`,
    };
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
      let job: ClaimedGeneration | undefined;
      this.wakeRequested = false;
      try {
        job = await this.jobs.claimNext(this.claim);
      } catch (error) {
        // The database is unreachable for a moment: wait and look again.
        this.options.logger.error({ err: error }, 'Could not look for generation jobs');
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

  private async run(job: ClaimedGeneration): Promise<void> {
    const { logger } = this.options;
    const controller = new AbortController();
    this.inFlight.add(controller);
    // Renew the lease well before it runs out; a lost lease means another worker has the job now.
    const heartbeat = setInterval(() => {
      this.jobs.extendLease(job, this.leaseMs).then(
        (held) => held || controller.abort(),
        (error: unknown) => logger.warn({ err: error, resumeId: job.id }, 'Could not renew a generation lease'),
      );
    }, this.leaseMs / 3);
    try {
      const outcome = await produceResume(this.options.db, job, this.options.settings.llm, controller.signal);
      if (controller.signal.aborted) return;
      if (outcome.fallbackReason) logger.warn({ resumeId: job.id, reason: outcome.fallbackReason }, 'LLM rephrasing skipped');
      const written = await this.jobs.complete(job, { content: outcome.resume, matchReport: outcome.matchReport, engine: outcome.engine });
      if (!written) logger.warn({ resumeId: job.id }, 'Generation finished after its lease was lost; the result was dropped');
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof GenerationFailure) {
        await this.jobs.fail(job, error.message);
      } else {
        logger.error({ err: error, resumeId: job.id, attempt: job.attempt }, 'Generation attempt failed');
        await this.jobs.release(job, RETRY_BACKOFF_MS * job.attempt);
      }
    } finally {
      clearInterval(heartbeat);
      this.inFlight.delete(controller);
    }
  }
}

/**
 * Runs generation inside the API process, started and stopped with the app, unless it is left to
 * separate worker processes (GENERATION_WORKERS=0). Answers what to call when a job is queued.
 */
export function runWorkersInApp(app: FastifyInstance, { config, database, logger }: AppServices): () => void {
  if (config.generation.workers === 0) return () => {};
  const worker = new GenerationWorker({ db: database.db, logger, slots: config.generation.workers, settings: config.generation });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return () => worker.wake();
}
