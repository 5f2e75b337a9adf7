import { errorBodySchema, type Endpoint, type EndpointResponse } from '@careerforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, type AuthUser } from '../auth';

type Access = 'user' | 'public';

type Validated<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a handler receives: the request parts already validated by the endpoint's schemas. */
export type HandlerInput<E extends Endpoint, A extends Access> = {
  params: Validated<E['params']>;
  query: Validated<E['query']>;
  body: Validated<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
} & (A extends 'user' ? { user: AuthUser } : unknown);

export type EndpointHandler<E extends Endpoint, A extends Access> = (
  input: HandlerInput<E, A>,
) => Promise<EndpointResponse<E>>;

/**
 * Registers one contract endpoint: its method and path, its zod schemas validating params, query
 * and body (strict bodies refuse unknown fields), and its response schema serializing the result
 * (fields it does not declare are dropped). Routes need a valid access token unless
 * `{ access: 'public' }` is given.
 */
export function registerEndpoint<E extends Endpoint, A extends Access = 'user'>(
  app: FastifyInstance,
  endpoint: E,
  // The endpoint alone decides E, so a handler's literal fields (`success: true`) are checked as literals.
  handler: NoInfer<EndpointHandler<E, A>>,
  options?: { access: A },
): void {
  const isPublic = options?.access === 'public';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest: isPublic ? [] : [app.authenticate],
    config: { access: isPublic ? 'public' : 'user' },
    schema: {
      summary: endpoint.summary,
      // Only the parts the endpoint declares: Fastify warns about keys present but undefined.
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [endpoint.successStatus]: endpoint.response, '4xx': errorBodySchema, '5xx': errorBodySchema },
      security: isPublic ? [] : [{ bearerAuth: [] }],
    },
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        ...(isPublic ? {} : { user: requireUser(request) }),
      } as HandlerInput<E, A>;
      const result = await handler(input);
      return reply.code(endpoint.successStatus).send(result);
    },
  });
}
