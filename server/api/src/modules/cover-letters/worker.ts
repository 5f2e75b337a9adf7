import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { LeaseWorker } from '../../lib/jobs';
import { produceCoverLetter } from './service';

/**
 * Writes cover letters inside the API process, started and stopped with the app, with the
 * generation settings (slots, lease, attempts, LLM); none when generation is left to separate
 * worker processes (GENERATION_WORKERS=0). Answers what to call when a letter is queued.
 */
export function runCoverLetterWorkersInApp(app: FastifyInstance, { config, database, logger }: AppServices): () => void {
  const settings = config.generation;
  if (settings.workers === 0) return () => {};
  const worker = new LeaseWorker({
    db: database.db,
    logger,
    table: 'cover_letters',
    kind: 'cover letter',
    slots: settings.workers,
    leaseSeconds: settings.leaseSeconds,
    maxAttempts: settings.maxAttempts,
    exhaustedError: `Writing the cover letter failed after ${settings.maxAttempts} attempts. Please try again.`,
    produce: async (job, signal) => {
      const outcome = await produceCoverLetter(database.db, job, settings.llm, signal);
      if (outcome.fallbackReason) logger.warn({ coverLetterId: job.id, reason: outcome.fallbackReason }, 'LLM rephrasing of a cover letter skipped');
      return { content_json: JSON.stringify(outcome.letter), engine: outcome.engine };
    },
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return () => worker.wake();
}
