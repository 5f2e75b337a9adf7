import type { Attributes, Context, Span, SpanContext } from '@opentelemetry/api';
import type { Tracing } from './sdk';

/**
 * Child spans are made only inside a traced request (or another span): work outside one (workers
 * polling for jobs, start-up) would otherwise send a root span per statement.
 */
export function activeParent({ api }: Tracing): Context | null {
  const active = api.context.active();
  return api.trace.getSpan(active) ? active : null;
}

/** A span's context as W3C Trace Context writes it: `00-<trace id>-<span id>-<flags>`. */
export function traceParentOf({ traceId, spanId, traceFlags }: SpanContext): string {
  return `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`;
}

/** Where a request keeps its child spans that have started and not ended yet. */
const UNFINISHED_CHILDREN = Symbol('careerforge unfinished child spans');

/** The request's context, able to hold its unfinished child spans. */
export function withChildTracking(parent: Context): Context {
  return parent.setValue(UNFINISHED_CHILDREN, new Set<Span>());
}

function unfinishedChildren(parent: Context): Set<Span> | undefined {
  return parent.getValue(UNFINISHED_CHILDREN) as Set<Span> | undefined;
}

/**
 * A client span whose end another callback reports (a statement's result, a response's headers);
 * `end` is that callback's to call. Until then the span is listed in its request, which ends it as
 * failed if the request finishes first: a statement that throws never reaches Kysely's result hook.
 */
export function startTrackedChild({ api, tracer }: Tracing, parent: Context, name: string, attributes: Attributes): { span: Span; end(): void } {
  const span = tracer.startSpan(name, { kind: api.SpanKind.CLIENT, attributes }, parent);
  const unfinished = unfinishedChildren(parent);
  unfinished?.add(span);
  return {
    span,
    end() {
      unfinished?.delete(span);
      span.end();
    },
  };
}

/** Ends, as failed, the child spans of the request that never reported their end. */
export function endUnfinishedChildren({ api }: Tracing, request: Context): void {
  const unfinished = unfinishedChildren(request);
  if (!unfinished) return;
  for (const span of unfinished) {
    span.setStatus({ code: api.SpanStatusCode.ERROR, message: 'Failed, or never finished, before the request ended' });
    span.end();
  }
  unfinished.clear();
}

/** Marks a span failed by the error's class name alone: messages can quote what a user sent. */
export function markFailed({ api }: Tracing, span: Span, errorType: string): void {
  span.setStatus({ code: api.SpanStatusCode.ERROR });
  span.setAttribute('error.type', errorType);
}

/** Runs `work` in a child span of the active one (none outside a traced request); a throw marks it failed. */
export async function inChildSpan<T>(tracing: Tracing, name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const parent = activeParent(tracing);
  if (!parent) return work();
  const { api, tracer } = tracing;
  const span = tracer.startSpan(name, { kind: api.SpanKind.INTERNAL, attributes }, parent);
  try {
    return await api.context.with(api.trace.setSpan(parent, span), work);
  } catch (error) {
    markFailed(tracing, span, error instanceof Error ? error.name : 'unknown');
    throw error;
  } finally {
    span.end();
  }
}
