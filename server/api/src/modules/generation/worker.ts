import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppServices } from '../../app-services';
import type { ApiConfig } from '../../config';
import type { Database } from '../../lib/db';
import { LeaseWorker, runWithApp } from '../../lib/jobs';
import { generationResultColumns } from './queries';
import { produceResume } from './service';

export interface GenerationWorkerOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  /** Jobs run at once. */
  slots: number;
  settings: ApiConfig['generation'];
  /** PostgreSQL's URL, to hear of queued jobs at once (see LeaseWorkerOptions). */
  databaseUrl?: string;
}

/**
 * Runs generation jobs from the job table through the lease worker of lib/jobs, inside the API
 * (woken when a job is queued) or as its own process (scripts: `generation-worker`); either way a
 * job survives the death of the worker holding it: the lease runs out and another worker takes it
 * over, and the dead one can no longer write.
 */
export class GenerationWorker extends LeaseWorker {
  constructor({ db, logger, slots, settings, databaseUrl }: GenerationWorkerOptions) {
    super({
      db,
      logger,
      databaseUrl,
      table: 'generated_resumes',
      kind: 'generation',
      slots,
      leaseSeconds: settings.leaseSeconds,
      maxAttempts: settings.maxAttempts,
      exhaustedError: `Resume generation failed after ${settings.maxAttempts} attempts. Please try again.`,
      produce: async (job, signal) => {
        const outcome = await produceResume(db, job, settings.llm, signal);
        if (outcome.fallbackReason) logger.warn({ resumeId: job.id, reason: outcome.fallbackReason }, 'LLM rephrasing skipped');
        return generationResultColumns({ content: outcome.resume, matchReport: outcome.matchReport, engine: outcome.engine });
      },
    });
  }
}

/**
 * Runs generation inside the API process, started and stopped with the app, unless it is left to
 * separate worker processes (GENERATION_WORKERS=0). Answers what to call when a job is queued.
 */
export function runWorkersInApp(app: FastifyInstance, { config, database, logger }: AppServices): () => void {
  const worker =
    config.generation.workers === 0
      ? undefined
      : new GenerationWorker({ db: database.db, logger, slots: config.generation.workers, settings: config.generation, databaseUrl: config.databaseUrl });
  return runWithApp(app, { db: database.db, logger, table: 'generated_resumes', worker });
}
