import { createHash } from 'node:crypto';
import type { Context, Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endUnfinishedChildren, markFailed, traceParentOf, withChildTracking } from './child-spans';
import type { Tracing } from './sdk';

/**
 * W3C Trace Context's answer header (`00-<trace id>-<span id>-<flags>`): a user or a support
 * engineer can take the trace id from a response straight to the tracing backend.
 */
export const TRACE_RESPONSE_HEADER = 'traceresponse';

interface RequestTrace {
  span: Span;
  context: Context;
}

const requestTraces = new WeakMap<FastifyRequest, RequestTrace>();

/** A user's requests can be told apart in traces without naming the user: the id's SHA-256, shortened. */
function pseudonymOf(userId: string): string {
  return createHash('sha256').update(userId).digest('hex').slice(0, 32);
}

function startRequestSpan({ api, tracer }: Tracing, request: FastifyRequest, reply: FastifyReply): RequestTrace {
  // A caller's traceparent continues its trace; without one the request starts a new trace.
  const incoming = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
  const route = request.routeOptions.url;
  const span = tracer.startSpan(
    route ? `${request.method} ${route}` : request.method,
    {
      kind: api.SpanKind.SERVER,
      // Backdated to the request's arrival: a span made only when the answer is sent (a request
      // answered before this hook ran) still covers the whole request.
      startTime: Date.now() - reply.elapsedTime,
      attributes: {
        'http.request.method': request.method,
        ...(route && { 'http.route': route }),
        'careerforge.request_id': request.id,
      },
    },
    incoming,
  );
  const traced = { span, context: withChildTracking(api.trace.setSpan(incoming, span)) };
  requestTraces.set(request, traced);
  return traced;
}

function endRequestSpan(tracing: Tracing, request: FastifyRequest, reply: FastifyReply, { span, context }: RequestTrace): void {
  span.setAttribute('http.response.status_code', reply.statusCode);
  if (request.user) span.setAttribute('enduser.id', pseudonymOf(request.user.userId));
  // A 4xx is the caller's mistake, not the server's: only 5xx answers mark the span failed.
  if (reply.statusCode >= 500) markFailed(tracing, span, String(reply.statusCode));
  endUnfinishedChildren(tracing, context);
  span.end();
}

/**
 * One server span per request, named by its route pattern, the active span while it is served,
 * so the statements, file-store and outgoing calls it makes become its children. The URL itself is
 * left out: paths can carry signed file-link tokens and avatar keys.
 */
export function traceRequests(app: FastifyInstance, tracing: Tracing): void {
  const { api } = tracing;
  app.addHook('onRequest', (request, reply, done) => {
    const traced = startRequestSpan(tracing, request, reply);
    reply.header(TRACE_RESPONSE_HEADER, traceParentOf(traced.span.spanContext()));
    api.context.with(traced.context, done);
  });
  // The handler runs after the body has arrived, from the socket's callbacks: the request's
  // context is set again around it.
  app.addHook('preHandler', (request, _reply, done) => {
    const traced = requestTraces.get(request);
    if (traced) api.context.with(traced.context, done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    endRequestSpan(tracing, request, reply, requestTraces.get(request) ?? startRequestSpan(tracing, request, reply));
    done();
  });
}
