import { loadConfig } from './config';
import { openDatabase } from './lib/db';
import { migrateToLatest } from './lib/db/migrate';
import { stopJobWorkers } from './lib/jobs';
import { createLogger } from './lib/logger';
import { traceWorkerProcess } from './lib/telemetry';
import { coverLetterWorker } from './modules/cover-letters/worker';
import { GenerationWorker } from './modules/generation/worker';

/**
 * A generation worker on its own, for running generation (resumes and cover letters) apart from
 * the API (set GENERATION_WORKERS=0 on the API then). It shares the API's database and settings;
 * any number may run at once.
 */
const config = loadConfig();
const logger = createLogger(config);
const untracedDatabase = openDatabase(config, logger);
await migrateToLatest(untracedDatabase);
const { database, flush: flushSpans } = await traceWorkerProcess(config, untracedDatabase);

const workerOptions = {
  db: database.db,
  logger,
  slots: Math.max(1, config.generation.workers),
  settings: config.generation,
  databaseUrl: config.databaseUrl,
};
const worker = new GenerationWorker(workerOptions);
const letterWorker = coverLetterWorker(workerOptions);
worker.start();
letterWorker.start();
logger.info({ database: database.engine }, 'CareerForge generation worker ready');

/**
 * On SIGTERM or SIGINT: no new jobs; those in flight finish within STOP_GRACE_MS or are handed
 * back, free for another worker at once.
 */
let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Stopping the generation worker');
  await stopJobWorkers();
  await flushSpans();
  await database.db.destroy();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
