import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { tracedBlobStore } from './blob-store';
import { traceOutgoingRequests } from './outgoing-requests';
import { traceRequests } from './requests';
import { startTracing } from './sdk';
import type { TracingConfig } from './settings';
import { statementTracing } from './statements';

/** Starts tracing in the API process and wires it into the app and its services (see registerTelemetry). */
export async function traceApp(app: FastifyInstance, services: AppServices, config: TracingConfig): Promise<void> {
  const tracing = await startTracing(config, 'careerforge-api');
  services.database = { ...services.database, db: services.database.db.withPlugin(statementTracing(tracing, services.database.engine)) };
  services.blobs = tracedBlobStore(services.blobs, tracing, services.config.s3 ? 's3' : 'disk');
  traceRequests(app, tracing);
  const stopTracingFetches = traceOutgoingRequests(tracing);
  // Added before the feature modules' hooks, so it runs after them (Fastify closes in reverse):
  // the spans of the generation workers' last jobs are sent too.
  app.addHook('onClose', async () => {
    stopTracingFetches();
    await tracing.shutdown();
  });
}
