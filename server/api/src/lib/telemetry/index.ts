import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';

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
