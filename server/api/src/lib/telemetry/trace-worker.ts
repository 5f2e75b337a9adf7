import type { AppDatabase } from '../db';
import { traceOutgoingRequests } from './outgoing-requests';
import { startTracing } from './sdk';
import type { TracingConfig } from './settings';
import { statementTracing } from './statements';

/** Starts tracing in a generation worker process (see traceWorkerProcess). */
export async function traceWorker(config: TracingConfig, database: AppDatabase): Promise<{ database: AppDatabase; flush(): Promise<void> }> {
  const tracing = await startTracing(config, 'careerforge-worker');
  const stopTracingFetches = traceOutgoingRequests(tracing);
  return {
    database: { ...database, db: database.db.withPlugin(statementTracing(tracing, database.engine)) },
    async flush() {
      stopTracingFetches();
      await tracing.shutdown();
    },
  };
}
