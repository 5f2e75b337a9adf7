import { endUnfinishedChildren, markFailed, traceParentOf, withChildTracking } from './child-spans';
import { startedTracing } from './sdk';

/**
 * The traced request being served now, as a W3C traceparent to keep with a job it queues; null when
 * tracing is off or the request is not sampled.
 */
export function currentTraceParent(): string | null {
  const tracing = startedTracing();
  const span = tracing?.api.trace.getSpan(tracing.api.context.active());
  return span?.isRecording() ? traceParentOf(span.spanContext()) : null;
}

/** What the span of one attempt at a job names: lib/jobs' ClaimedJob has these. */
interface TracedJob {
  id: number;
  attempt: number;
  traceParent: string | null;
}

/**
 * Runs one attempt at a job in a span of its own (`generation job`), the root of a new trace that
 * links to the request which queued the job: a job may run long after that request was answered,
 * and several times. The job's statements and calls become its children. Without tracing it just
 * runs the job.
 */
export function inJobSpan<T>({ kind, table, job }: { kind: string; table: string; job: TracedJob }, work: () => Promise<T>): Promise<T> {
  const tracing = startedTracing();
  if (!tracing) return work();
  const { api, tracer } = tracing;
  const queuedBy = job.traceParent ? api.trace.getSpanContext(api.propagation.extract(api.ROOT_CONTEXT, { traceparent: job.traceParent })) : undefined;
  const span = tracer.startSpan(`${kind} job`, {
    kind: api.SpanKind.CONSUMER,
    root: true,
    links: queuedBy ? [{ context: queuedBy }] : [],
    attributes: { 'careerforge.job.table': table, 'careerforge.job.id': job.id, 'careerforge.job.attempt': job.attempt },
  });
  const jobContext = withChildTracking(api.trace.setSpan(api.ROOT_CONTEXT, span));
  return api.context.with(jobContext, async () => {
    try {
      return await work();
    } catch (error) {
      markFailed(tracing, span, error instanceof Error ? error.name : 'unknown');
      throw error;
    } finally {
      endUnfinishedChildren(tracing, jobContext);
      span.end();
    }
  });
}
