import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './lib/db';
import { migrateToLatest } from './lib/db/migrate';
import { createLogger } from './lib/logger';

/** How long in-flight requests get to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config);
const database = openDatabase(config, logger);

let app: FastifyInstance;
try {
  await migrateToLatest(database);
  app = await buildApp({ config, database, logger });
  await app.listen({ port: config.port, host: config.host });
  logger.info({ database: database.engine }, 'CareerForge API ready');
} catch (error) {
  logger.fatal({ err: error }, 'The API could not start');
  await database.db.destroy();
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Shutting down');
  setTimeout(() => {
    logger.error('Shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  // Stops accepting connections and lets in-flight requests finish, then releases the database.
  await app.close();
  await database.db.destroy();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
