import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppServices } from '../../app-services';
import type { ApiConfig } from '../../config';
import type { Database } from '../../lib/db';
import { LeaseWorker, runWithApp } from '../../lib/jobs';
import { produceCoverLetter } from './service';

/**
 * Workers that write cover letters from the job table, with the generation settings (lease,
 * attempts, LLM): in the API process or in the separate generation worker process.
 */
export function coverLetterWorker({
  db,
  logger,
  slots,
  settings,
  databaseUrl,
}: {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  slots: number;
  settings: ApiConfig['generation'];
  /** PostgreSQL's URL, to hear of queued letters at once (see LeaseWorkerOptions). */
  databaseUrl?: string;
}) {
  return new LeaseWorker({
    db,
    logger,
    databaseUrl,
    table: 'cover_letters',
    kind: 'cover letter',
    slots,
    leaseSeconds: settings.leaseSeconds,
    maxAttempts: settings.maxAttempts,
    exhaustedError: `Writing the cover letter failed after ${settings.maxAttempts} attempts. Please try again.`,
    produce: async (job, signal) => {
      const outcome = await produceCoverLetter(db, job, settings.llm, signal);
      if (outcome.fallbackReason) logger.warn({ coverLetterId: job.id, reason: outcome.fallbackReason }, 'LLM rephrasing of a cover letter skipped');
      return { content_json: JSON.stringify(outcome.letter), engine: outcome.engine };
    },
  });
}

/**
 * Writes cover letters inside the API process, started and stopped with the app, unless
 * generation is left to separate worker processes (GENERATION_WORKERS=0), which write them too.
 * Answers what to call when a letter is queued.
 */
export function runCoverLetterWorkersInApp(app: FastifyInstance, { config, database, logger }: AppServices): () => void {
  const worker =
    config.generation.workers === 0
      ? undefined
      : coverLetterWorker({ db: database.db, logger, slots: config.generation.workers, settings: config.generation, databaseUrl: config.databaseUrl });
  return runWithApp(app, { db: database.db, logger, table: 'cover_letters', worker });
}
