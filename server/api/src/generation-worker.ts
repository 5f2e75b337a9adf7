import { loadConfig } from './config';
import { openDatabase } from './lib/db';
import { migrateToLatest } from './lib/db/migrate';
import { createLogger } from './lib/logger';
import { GenerationWorker } from './modules/generation/worker';

/**
 * A generation worker on its own, for running generation apart from the API (set
 * GENERATION_WORKERS=0 on the API then). It shares the API's database and settings; any number
 * may run at once.
 */
const config = loadConfig();
const logger = createLogger(config);
const database = openDatabase(config, logger);
await migrateToLatest(database);

const worker = new GenerationWorker({ db: database.db, logger, slots: Math.max(1, config.generation.workers), settings: config.generation });
worker.start();
logger.info({ database: database.engine }, 'CareerForge generation worker ready');

async function shutdown(): Promise<void> {
  await worker.stop();
  await database.db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
