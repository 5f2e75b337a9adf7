import { defineEndpoint, pagedListQuery, type Endpoint, type EndpointResponse } from '@careerforge/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth';
import { registerEndpoint } from '../http/register-endpoint';

type WholeListEndpoint = Endpoint<undefined, undefined, undefined, z.ZodType>;
type PageEndpoint = Endpoint<undefined, typeof pagedListQuery, undefined, z.ZodType> | Endpoint<undefined, z.ZodObject, undefined, z.ZodType>;

export interface ListHandlers<Whole extends WholeListEndpoint, Paged extends PageEndpoint> {
  /** The whole list, as the route answered before it had pages. */
  whole(user: AuthUser): Promise<EndpointResponse<Whole>>;
  page(user: AuthUser, query: z.output<NonNullable<Paged['query']>>): Promise<EndpointResponse<Paged>>;
}

/** Why a page's parameter was refused without `limit`, naming the ones sent, e.g. 'limit is required with stage.' */
function needsLimitMessage(sent: readonly string[]): string {
  return `limit is required with ${sent.join(', ')}.`;
}

/**
 * The whole list's answer, refusing an object that carries a page's cursor: the route's answer is
 * one of two shapes, tried in turn, and without this a page would pass as the whole list with its
 * cursor and total dropped. Tried first, it keeps a long whole list from being read twice.
 */
function wholeAnswer(response: z.ZodType): z.ZodType {
  return response instanceof z.ZodObject ? response.extend({ next_cursor: z.never().optional() }) : response;
}

/**
 * Registers a list route from its two contract calls on one path: without `limit` it answers the
 * whole list exactly as before (old clients send no query); with `limit` one page, validated by the
 * page call's query (cursor, and q and sort where the list has them).
 */
export function registerListEndpoint<Whole extends WholeListEndpoint, Paged extends PageEndpoint>(
  app: FastifyInstance,
  endpoints: { whole: Whole; page: Paged },
  handlers: ListHandlers<Whole, Paged>,
): void {
  const { whole, page } = endpoints;
  if (whole.method !== page.method || whole.path !== page.path) throw new Error(`${page.method} ${page.path} is not a page of ${whole.method} ${whole.path}.`);
  // Every page query extends pagedListQuery, so its limit can be made optional.
  const pageQuery = page.query as typeof pagedListQuery;
  const route = defineEndpoint({
    method: whole.method,
    path: whole.path,
    summary: `${whole.summary} With limit: ${page.summary}`,
    query: pageQuery.partial({ limit: true }).superRefine((query, context) => {
      const pageParameters = Object.entries(query).flatMap(([name, value]) => (name !== 'limit' && value !== undefined ? [name] : []));
      if (query.limit === undefined && pageParameters.length > 0) context.addIssue({ code: 'custom', path: ['limit'], message: needsLimitMessage(pageParameters) });
    }),
    response: z.union([wholeAnswer(whole.response), page.response]) as z.ZodType<EndpointResponse<Whole> | EndpointResponse<Paged>>,
  });
  registerEndpoint(app, route, async ({ user, query }) =>
    query.limit === undefined ? handlers.whole(user) : handlers.page(user, query as z.output<NonNullable<Paged['query']>>),
  );
}
