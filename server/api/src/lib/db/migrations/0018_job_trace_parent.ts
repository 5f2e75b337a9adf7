import type { MigrationDb } from './columns';

/**
 * A generation job remembers the trace of the request that queued it (a W3C traceparent, null when
 * tracing is off), so the worker's span for the job can link to that request.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['generated_resumes', 'cover_letters']) await db.schema.alterTable(table).addColumn('trace_parent', 'text').execute();
}
