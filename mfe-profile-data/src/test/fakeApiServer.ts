import type { z } from 'zod';
import type { Endpoint } from '@careerforge/shared/contract';

export const TEST_TOKEN = 'test-access-token';

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface FakeRequest<Params = Record<string, string>, Body = unknown> {
  method: string;
  path: string;
  /** The path's parameters, e.g. { id: '3' } for /api/resumes/history/3. */
  params: Params;
  body: Body;
}

export type FakeHandler<Params = Record<string, string>, Body = unknown> = (
  request: FakeRequest<Params, Body>,
) => FakeReply | Promise<FakeReply>;

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

interface Route {
  method: string;
  pattern: RegExp;
  paramNames: string[];
  handler: FakeHandler;
}

/** A route written as in the contract, 'METHOD /path/:id'; path parameters are numeric ids. */
function compileRoute(route: string, handler: FakeHandler): Route {
  const [method = '', path = ''] = route.split(' ');
  const paramNames = [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  return { method, pattern: new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '(\\d+)')}$`), paramNames, handler };
}

function paramsOf(route: Route, path: string): Record<string, string> | null {
  const match = route.pattern.exec(path);
  if (!match) return null;
  return Object.fromEntries(route.paramNames.map((name, index) => [name, match[index + 1] ?? '']));
}

function invalid(error: z.ZodError): FakeReply {
  return { status: 400, body: { error: error.issues[0]?.message ?? 'Invalid request.' } };
}

function toResponse({ status, body }: FakeReply): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/**
 * An API as the browser sees it: replaces global fetch, so a test drives the real screens, hooks
 * and API client end to end. Subclasses define each endpoint's normal answer with `on`, which also
 * checks the request body with the contract's schema, as the real API does. Tests bend the answers
 * with `fail`, `hold` and `override`.
 */
export class FakeApiServer {
  /** Every request received, e.g. 'GET /api/resumes/skills/'. */
  readonly requests: string[] = [];
  private readonly routes: Route[] = [];
  private readonly overrides: Route[] = [];

  constructor() {
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init));
  }

  /** Answers `route` ('METHOD /path/:id') with `handler` instead of the normal behaviour. */
  override(route: string, handler: FakeHandler): void {
    this.overrides.unshift(compileRoute(route, handler));
  }

  /** Makes `route` fail with the given status and error text. */
  fail(route: string, status: number, error: string): void {
    this.override(route, () => ({ status, body: { error } }));
  }

  /** Holds requests to `route` until the returned function is called, to observe in-flight states. */
  hold(route: string): () => void {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.override(route, async (request) => {
      await released;
      return this.answer(request);
    });
    return release;
  }

  count(request: string): number {
    return this.requests.filter((made) => made === request).length;
  }

  /** Defines the normal answer to `endpoint`, given path parameters and a body that passed its schemas. */
  protected on<E extends Endpoint>(endpoint: E, handler: FakeHandler<Parsed<E['params']>, Parsed<E['body']>>): void {
    this.routes.push(
      compileRoute(`${endpoint.method} ${endpoint.path}`, (request) => {
        const params = endpoint.params ? endpoint.params.safeParse(request.params) : null;
        if (params && !params.success) return invalid(params.error);
        const body = endpoint.body ? endpoint.body.safeParse(request.body) : null;
        if (body && !body.success) return invalid(body.error);
        return handler({ ...request, params: params?.data as Parsed<E['params']>, body: body?.data as Parsed<E['body']> });
      }),
    );
  }

  private async handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const path = new URL(String(input)).pathname;
    this.requests.push(`${method} ${path}`);
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers.Authorization !== `Bearer ${TEST_TOKEN}`) return toResponse({ status: 401, body: { error: 'Missing or invalid token.' } });
    const request = { method, path, params: {}, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    return toResponse((await this.dispatch(this.overrides, request)) ?? (await this.answer(request)));
  }

  /** The normal answer to a request. */
  private async answer(request: FakeRequest): Promise<FakeReply> {
    return (await this.dispatch(this.routes, request)) ?? { status: 404, body: { error: `No route ${request.method} ${request.path}` } };
  }

  private async dispatch(routes: Route[], request: FakeRequest): Promise<FakeReply | null> {
    for (const route of routes) {
      const params = route.method === request.method ? paramsOf(route, request.path) : null;
      if (params) return route.handler({ ...request, params });
    }
    return null;
  }
}
