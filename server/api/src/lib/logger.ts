import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import type { ApiConfig } from '../config';

/** Headers that carry credentials, by their lower-case name. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key']);

const REDACTED = '[redacted]';

/**
 * Path segments that are themselves a permission: a signed file link (`<payload>.<signature>`,
 * base64url) and a random blob key (an avatar's URL). Anyone holding one from a log could open the file.
 */
const SECRET_SEGMENT = /^(?:[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}|[0-9a-f]{32}(?:\.[a-z]+)?)$/;

/** Every SECRET_SEGMENT holds a run of this many of these characters; a URL without one needs no redaction. */
const SECRET_SEGMENT_CANDIDATE = /[A-Za-z0-9_-]{16}/;

/** Query parameters that carry credentials. */
const SECRET_QUERY_PARAMETER = /^(?:token|access_token|id_token|refresh_token|code|key|secret|signature|password)$/i;

/** A request URL as logged: permission-bearing path segments and credential query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  // Most URLs (`/api/resumes/skills/`) have neither; they are logged without being taken apart.
  if (queryAt < 0 && !SECRET_SEGMENT_CANDIDATE.test(url)) return url;
  const pathPart = queryAt < 0 ? url : url.slice(0, queryAt);
  const path = pathPart
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_QUERY_PARAMETER.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Headers as logged: a copy with every credential replaced, or the headers themselves when they carry none. */
export function redactHeaders(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null) return headers;
  let redacted: Record<string, unknown> | null = null;
  for (const name of Object.keys(headers)) {
    if (!SECRET_HEADERS.has(name.toLowerCase())) continue;
    redacted ??= { ...headers };
    redacted[name] = REDACTED;
  }
  return redacted ?? headers;
}

/** A response as logged: its headers, when it carries any, redacted. */
function responseSummary(response: unknown): unknown {
  if (typeof response !== 'object' || response === null || !('headers' in response)) return response;
  return { ...response, headers: redactHeaders(response.headers) };
}

/** What a log line says about a request: as Fastify's own (no headers), with the URL redacted. */
function requestSummary(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * One line per request, once it is answered, with the request, status and time (Fastify's default
 * also logs an 'incoming request' line, which doubled the logging cost of a request).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * One logger for the server and the database pool. Credentials are redacted wherever a request's
 * headers or URL end up in a log line: a request is logged without its headers, and `headers` and
 * `res.headers` lose their credentials. Serializers do this rather than pino's `redact` paths, which
 * cost about as much again as writing the line, on every line. `destination` is for tests; by
 * default, standard output.
 */
export function createLogger(config: Pick<ApiConfig, 'logLevel'>, destination?: DestinationStream): FastifyBaseLogger {
  return pino({ level: config.logLevel, serializers: { req: requestSummary, res: responseSummary, headers: redactHeaders } }, destination);
}
