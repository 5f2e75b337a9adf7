import { z } from 'zod';

/**
 * Every error the API returns has this body: the message, and the request's id, which a user can
 * quote to support and an operator finds in the logs.
 */
export const errorBodySchema = z.object({ error: z.string(), request_id: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: the server registers it, the client calls it, both from this definition.
 * `path` uses `:name` placeholders for `params`.
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  /** Status of a success; 200 unless said otherwise. */
  readonly successStatus: 200 | 201;
}

export function defineEndpoint<
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(definition: {
  method: HttpMethod;
  path: string;
  summary: string;
  response: Response;
  params?: Params;
  query?: Query;
  body?: Body;
  successStatus?: 200 | 201;
}): Endpoint<Params, Query, Body, Response> {
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    response: definition.response,
    successStatus: definition.successStatus ?? 200,
  };
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a caller passes to call an endpoint. */
export type EndpointInput<E extends Endpoint> = {
  params: InferOr<E['params'], undefined>;
  query: InferOr<E['query'], undefined>;
  body: InferOr<E['body'], undefined>;
};

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** Fills `:name` placeholders of a path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

const ID_MESSAGE = 'Must be a positive whole number.';

/** Integer id in a path, e.g. /skills/delete/:id/ (at most a 32-bit integer, the column type). */
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

/** Shared text rule: trimmed, not empty, bounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}
