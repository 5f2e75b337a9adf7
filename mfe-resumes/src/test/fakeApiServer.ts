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
  /** The path's parameters, e.g. { id: '3' } for /api/resumes/update-text/3/. */
  params: Params;
  /** Parsed JSON, or the FormData of a multipart request. */
  body: Body;
}

export type FakeHandler<Params = Record<string, string>, Body = unknown> = (
  request: FakeRequest<Params, Body>,
) => FakeReply | Promise<FakeReply>;

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
/** A body as its schema parsed it; an endpoint without one (multipart) gets the FormData as sent. */
type ParsedBody<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

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

function parseBody(body: unknown): unknown {
  return typeof body === 'string' ? JSON.parse(body) : body;
}

type ProgressHandler = ((event: ProgressEvent) => void) | null;

/** The part of XMLHttpRequest an upload uses, answered by a FakeApiServer. */
class FakeXMLHttpRequest {
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};

  constructor(private readonly server: FakeApiServer) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.server.receiveXhr(this, { method: this.method, url: this.url, headers: this.headers, body });
  }

  /** Reports `fraction` of the body as sent. */
  reportProgress(fraction: number): void {
    const total = 1000;
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * total, total } as ProgressEvent);
  }

  answer({ status, body }: FakeReply): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * An API as the browser sees it: replaces global fetch and XMLHttpRequest (used for uploads with
 * progress), so a test drives the real screens, hooks and API calls end to end. Subclasses define
 * each endpoint's normal answer with `on`, which also checks the request body with the contract's
 * schema, as the real API does. Tests bend the answers with `fail`, `failNetwork`, `hold` and
 * `override`, and report upload progress with `reportUploadProgress`.
 */
export class FakeApiServer {
  /** Every request received, e.g. 'GET /api/resumes/get-resumes/'. */
  readonly requests: string[] = [];
  private readonly routes: Route[] = [];
  private readonly overrides: Route[] = [];
  private readonly uploadsInFlight = new Set<FakeXMLHttpRequest>();

  constructor() {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
      toResponse(
        await this.handle({
          method: init.method ?? 'GET',
          url: String(input),
          headers: (init.headers ?? {}) as Record<string, string>,
          body: init.body,
        }),
      ),
    );
    const server = this;
    globalThis.XMLHttpRequest = class extends FakeXMLHttpRequest {
      constructor() {
        super(server);
      }
    } as unknown as typeof XMLHttpRequest;
  }

  /** Answers `route` ('METHOD /path/:id') with `handler` instead of the normal behaviour. */
  override(route: string, handler: FakeHandler): void {
    this.overrides.unshift(compileRoute(route, handler));
  }

  /** Makes `route` fail with the given status and error text. */
  fail(route: string, status: number, error: string): void {
    this.override(route, () => ({ status, body: { error } }));
  }

  /** Makes `route` fail before any answer, as when the network is down. */
  failNetwork(route: string): void {
    this.override(route, () => Promise.reject(new TypeError('Failed to fetch')));
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

  /** Reports `fraction` (0 to 1) of every upload in flight as sent. */
  reportUploadProgress(fraction: number): void {
    for (const upload of this.uploadsInFlight) upload.reportProgress(fraction);
  }

  receiveXhr(upload: FakeXMLHttpRequest, request: RawRequest): void {
    this.uploadsInFlight.add(upload);
    this.handle(request).then(
      (reply) => {
        this.uploadsInFlight.delete(upload);
        upload.answer(reply);
      },
      () => {
        this.uploadsInFlight.delete(upload);
        upload.onerror?.();
      },
    );
  }

  /** Defines the normal answer to `endpoint`, given path parameters and a body that passed its schemas. */
  protected on<E extends Endpoint>(endpoint: E, handler: FakeHandler<Parsed<E['params']>, ParsedBody<E['body']>>): void {
    this.routes.push(
      compileRoute(`${endpoint.method} ${endpoint.path}`, (request) => {
        const params = endpoint.params ? endpoint.params.safeParse(request.params) : null;
        if (params && !params.success) return invalid(params.error);
        const body = endpoint.body ? endpoint.body.safeParse(request.body) : null;
        if (body && !body.success) return invalid(body.error);
        return handler({
          ...request,
          params: params?.data as Parsed<E['params']>,
          body: (body ? body.data : request.body) as ParsedBody<E['body']>,
        });
      }),
    );
  }

  private async handle({ method, url, headers, body }: RawRequest): Promise<FakeReply> {
    const path = new URL(url).pathname;
    this.requests.push(`${method} ${path}`);
    if (headers.Authorization !== `Bearer ${TEST_TOKEN}`) return { status: 401, body: { error: 'Missing or invalid token.' } };
    const request = { method, path, params: {}, body: parseBody(body) };
    return (await this.dispatch(this.overrides, request)) ?? this.answer(request);
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
