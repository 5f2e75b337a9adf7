import { loadConfig } from './config';
import { openDatabase } from './lib/db';
import { migrateToLatest } from './lib/db/migrate';
import { createLogger } from './lib/logger';
import { coverLetterWorker } from './modules/cover-letters/worker';
import { GenerationWorker } from './modules/generation/worker';

/**
 * A generation worker on its own, for running generation (resumes and cover letters) apart from
 * the API (set GENERATION_WORKERS=0 on the API then). It shares the API's database and settings;
 * any number may run at once.
 */
const config = loadConfig();
const logger = createLogger(config);
const database = openDatabase(config, logger);
await migrateToLatest(database);

const workerOptions = { db: database.db, logger, slots: Math.max(1, config.generation.workers), settings: config.generation };
const worker = new GenerationWorker(workerOptions);
const letterWorker = coverLetterWorker(workerOptions);
worker.start();
letterWorker.start();
logger.info({ database: database.engine }, 'CareerForge generation worker ready');

async function shutdown(): Promise<void> {
  await Promise.all([worker.stop(), letterWorker.stop()]);
  await database.db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
