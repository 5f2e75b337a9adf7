import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './lib/db';
import { migrateToLatest } from './lib/db/migrate';
import { createLogger } from './lib/logger';

/** Past the drain delay and the grace period, this much more for the workers and the database; then the process exits anyway. */
const CLOSING_BUDGET_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config);
const database = openDatabase(config, logger);

let app: FastifyInstance;
try {
  await migrateToLatest(database);
  app = await buildApp({ config, database, logger });
  await app.listen({ port: config.port, host: config.host });
  logger.info({ database: database.engine }, 'CareerForge API ready');
  // Started by scripts/stack.mjs: it waits for this word from its own child, so a health check it
  // makes next cannot be answered by another process that holds the port.
  process.send?.({ listening: true });
} catch (error) {
  logger.fatal({ err: error }, 'The API could not start');
  await database.db.destroy();
  process.exit(1);
}

/**
 * SIGTERM (an orchestrator) or SIGINT (Ctrl+C): /health/ready turns 503 at once and requests are
 * still served for SHUTDOWN_DRAIN_DELAY_MS, so a load balancer can take the instance out; then the
 * listener closes and requests in flight get SHUTDOWN_GRACE_MS to finish before their connections
 * are cut. Closing the app then stops the generation workers and the extraction processes (their
 * modules' onClose hooks, which Fastify runs once the server has closed), and the database goes last.
 */
let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  const { drainDelayMs, graceMs } = config.shutdown;
  logger.info({ signal, drainDelayMs, graceMs }, 'Shutting down');
  setTimeout(() => {
    logger.error('Shutdown took too long; exiting');
    process.exit(1);
  }, drainDelayMs + graceMs + CLOSING_BUDGET_MS).unref();

  app.beginDraining();
  if (drainDelayMs > 0) await delay(drainDelayMs);
  const cutOff = setTimeout(() => {
    logger.warn('Requests still in flight after the grace period; closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  cutOff.unref();
  try {
    await app.close();
    clearTimeout(cutOff);
    await database.db.destroy();
  } catch (error) {
    logger.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
  logger.info('Stopped');
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
