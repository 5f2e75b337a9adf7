import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../db';

export { currentTraceParent, inJobSpan } from './jobs';
export { tracingConfigOf, type TracingConfig } from './settings';

/**
 * OpenTelemetry tracing of the API when an OTLP endpoint is configured: a span per request, and
 * child spans for its statements, blob-store calls and outgoing fetches. The services' database
 * and blob store are replaced by traced ones, so call this before the feature modules take them.
 * Without an endpoint it returns at once: the SDK is never loaded and no hook is added.
 */
export async function registerTelemetry(app: FastifyInstance, services: AppServices): Promise<void> {
  if (!services.config.tracing) return;
  const { traceApp } = await import('./trace-app');
  await traceApp(app, services, services.config.tracing);
}

/**
 * Tracing in a generation worker process when an OTLP endpoint is configured: answers the database
 * to use (its statements traced under each job's span) and what to call at shutdown to send the
 * spans still queued. Without an endpoint: the same database, nothing loaded.
 */
export async function traceWorkerProcess(config: ApiConfig, database: AppDatabase): Promise<{ database: AppDatabase; flush(): Promise<void> }> {
  if (!config.tracing) return { database, flush: () => Promise.resolve() };
  const { traceWorker } = await import('./trace-worker');
  return traceWorker(config.tracing, database);
}
