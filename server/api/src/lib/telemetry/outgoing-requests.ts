import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Span } from '@opentelemetry/api';
import { z } from 'zod';
import { activeParent, markFailed, startTrackedChild } from './child-spans';
import type { Tracing } from './sdk';

/** What Node's fetch (undici) publishes about each request it sends, as far as a span needs it. */
const createdRequest = z.object({ request: z.object({ origin: z.union([z.string(), z.instanceof(URL)]), method: z.string() }) });
const answeredRequest = z.object({ response: z.object({ statusCode: z.number().int() }) });

/** The request object undici passes to every message about one request: what ties them together. */
function requestOf(message: unknown): object | undefined {
  const request = typeof message === 'object' && message !== null && 'request' in message ? message.request : undefined;
  return typeof request === 'object' && request !== null ? request : undefined;
}

/**
 * A client span for each fetch made inside a traced request (the LLM provider, the identity
 * provider's keys and admin calls), from undici's diagnostics channels rather than by patching
 * fetch. Named by method, with the server's address and port and the status; never the path or
 * query, which can carry credentials. The span ends when the answer's headers arrive. Answers what
 * stops listening.
 */
export function traceOutgoingRequests(tracing: Tracing): () => void {
  const running = new WeakMap<object, { span: Span; end(): void }>();
  const onCreate = (message: unknown) => {
    const parent = activeParent(tracing);
    const parsed = createdRequest.safeParse(message);
    const request = requestOf(message);
    if (!parent || !parsed.success || !request) return;
    const origin = new URL(parsed.data.request.origin);
    const method = parsed.data.request.method;
    const port = origin.port ? Number(origin.port) : origin.protocol === 'https:' ? 443 : 80;
    running.set(
      request,
      startTrackedChild(tracing, parent, method, { 'http.request.method': method, 'server.address': origin.hostname, 'server.port': port }),
    );
  };
  const onHeaders = (message: unknown) => {
    const request = requestOf(message);
    const call = request && running.get(request);
    const parsed = answeredRequest.safeParse(message);
    if (!call || !request || !parsed.success) return;
    const { statusCode } = parsed.data.response;
    call.span.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 400) markFailed(tracing, call.span, String(statusCode));
    running.delete(request);
    call.end();
  };
  const onError = (message: unknown) => {
    const request = requestOf(message);
    const call = request && running.get(request);
    if (!call || !request) return;
    const error = typeof message === 'object' && message !== null && 'error' in message ? message.error : undefined;
    markFailed(tracing, call.span, error instanceof Error ? error.name : 'unknown');
    running.delete(request);
    call.end();
  };
  subscribe('undici:request:create', onCreate);
  subscribe('undici:request:headers', onHeaders);
  subscribe('undici:request:error', onError);
  return () => {
    unsubscribe('undici:request:create', onCreate);
    unsubscribe('undici:request:headers', onHeaders);
    unsubscribe('undici:request:error', onError);
  };
}
