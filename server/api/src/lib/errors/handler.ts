import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStatementTimeout } from '../db';
import { HttpError } from './http-error';

const INTERNAL_ERROR = 'Internal server error.';
const DATABASE_TIMEOUT = 'The database took too long to answer; try again shortly.';

/** Fastify's own request errors, reworded for the caller. */
const FASTIFY_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: 'Request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: 'Unsupported Content-Type; send application/json.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 422, message: 'Request body is not valid JSON.' },
};

const PART_NAMES: Record<string, { part: string; field: string }> = {
  body: { part: 'request body', field: 'field' },
  querystring: { part: 'query string', field: 'query parameter' },
  params: { part: 'path', field: 'path parameter' },
  headers: { part: 'headers', field: 'header' },
};

/** One sentence per problem, each naming its field: "skill: Skill is required." */
function validationMessage(issues: FastifySchemaValidationError[], context: string | undefined): string {
  const names = PART_NAMES[context ?? ''] ?? { part: 'request', field: 'field' };
  const sentences = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
      const label = keys.length === 1 ? `Unknown ${names.field}` : `Unknown ${names.field}s`;
      return `${label}${field ? ` in ${field}` : ''}: ${keys.join(', ')}.`;
    }
    if (!field) {
      return issue.keyword === 'invalid_type' ? `The ${names.part} must be a JSON object.` : `Invalid ${names.part}: ${issue.message}`;
    }
    return `${field}: ${issue.message}`;
  });
  return [...new Set(sentences)].join(' ');
}

function describe(error: FastifyError): { statusCode: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { statusCode: 400, message: validationMessage(error.validation, error.validationContext) };
  }
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  // DATABASE_STATEMENT_TIMEOUT_MS ran out: the request is answered, and may be tried again.
  if (isStatementTimeout(error)) return { statusCode: 503, message: DATABASE_TIMEOUT };
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  // Fastify's other client errors (bad Content-Length, empty JSON body, ...) explain themselves.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, message: error.message };
  }
  return { statusCode: 500, message: INTERNAL_ERROR };
}

/**
 * The one error handler: every failure becomes `{ error, request_id }` with its status; internals
 * stay in the log, under the same request id.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode, message } = describe(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'Request failed');
  if (error instanceof HttpError) reply.headers(error.headers);
  return reply.code(statusCode).send({ error: message, request_id: request.id });
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ error: `No route ${request.method} ${request.url.split('?')[0]}.`, request_id: request.id });
}
