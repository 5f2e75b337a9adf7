import type { z } from 'zod';
import type { Endpoint } from '@careerforge/contract';

/** The access token every remote's tests sign in with; any other token gets a 401. */
export const TEST_TOKEN = 'test-access-token';

const JSON_TYPE = 'application/json';

export interface FakeReply {
  status: number;
  /** Sent as JSON; with another `contentType`, a string or bytes sent as they are (a file, a text). */
  body: unknown;
  /** The response's content-type; JSON unless said otherwise. */
  contentType?: string;
}

export interface FakeRequest<Params = Record<string, string>, Body = unknown> {
  method: string;
  path: string;
  /** The path's parameters, e.g. { id: '3' } for /api/resumes/update-text/3/ (parsed in `on` handlers). */
  params: Params;
  /**
   * The query string's parameters as sent, e.g. { limit: '20', q: 'data' } (empty for none); `on`
   * handlers get them only once they passed the endpoint's query schema.
   */
  query: Record<string, string>;
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
  endpoint: Endpoint;
  handler: FakeHandler;
}

/**
 * The path's parameters when `method` and `path` are a call of `endpoint`, else null. The
 * parameters must pass the endpoint's schema, so that /history/submit is not /history/:id.
 */
function matchEndpoint(endpoint: Endpoint, method: string, path: string): Record<string, string> | null {
  if (endpoint.method !== method) return null;
  const names: string[] = [];
  const pattern = endpoint.path.replace(/:([A-Za-z_]+)/g, (_placeholder, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  return !endpoint.params || endpoint.params.safeParse(params).success ? params : null;
}

function invalid(error: z.ZodError): FakeReply {
  return { status: 400, body: { error: error.issues[0]?.message ?? 'Invalid request.' } };
}

function bytesOf({ body, contentType = JSON_TYPE }: FakeReply): Uint8Array {
  if (contentType === JSON_TYPE) return new TextEncoder().encode(JSON.stringify(body));
  if (typeof body === 'string') return new TextEncoder().encode(body);
  // Not instanceof: bytes made by Node's TextEncoder come from another realm than jsdom's.
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  throw new Error(`A ${contentType} reply needs a string or a Uint8Array body.`);
}

/** What fetch resolves to (jsdom has no Response): status, content-type and the body in every form. */
function toResponse(reply: FakeReply): Response {
  const contentType = reply.contentType ?? JSON_TYPE;
  const bytes = bytesOf(reply);
  const text = () => new TextDecoder().decode(bytes);
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text()),
    text: async () => text(),
    blob: async () => new Blob([Uint8Array.from(bytes)], { type: contentType }),
    // A copy in this realm's ArrayBuffer, so that consumers' instanceof checks hold.
    arrayBuffer: async () => Uint8Array.from(bytes).buffer,
  } as unknown as Response;
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

  answer(reply: FakeReply): void {
    this.status = reply.status;
    this.responseText = new TextDecoder().decode(bytesOf(reply));
    this.onload?.();
  }
}

/** An XMLHttpRequest class whose requests `server` answers (the page constructs it without arguments). */
function xmlHttpRequestServedBy(server: FakeApiServer): typeof XMLHttpRequest {
  return class extends FakeXMLHttpRequest {
    constructor() {
      super(server);
    }
  } as unknown as typeof XMLHttpRequest;
}

interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * An API as the browser sees it: replaces global fetch and XMLHttpRequest (used for uploads with
 * progress), so a test drives the real screens, hooks and API client end to end. Each remote's
 * fake subclasses it and defines every endpoint's normal answer with `on`, which checks the path
 * parameters, the query and the body with the contract's schemas, as the real API does. Tests bend the
 * answers of an endpoint with `fail`, `failNetwork`, `hold` and `override`, count its calls with
 * `count`, and report upload progress with `reportUploadProgress`.
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
    globalThis.XMLHttpRequest = xmlHttpRequestServedBy(this);
  }

  /** Answers `endpoint` with `handler` (given the request as sent) instead of its normal behaviour. */
  override(endpoint: Endpoint, handler: FakeHandler): void {
    this.overrides.unshift({ endpoint, handler });
  }

  /** Makes `endpoint` fail with the given status and error text. */
  fail(endpoint: Endpoint, status: number, error: string): void {
    this.override(endpoint, () => ({ status, body: { error } }));
  }

  /** Makes calls of `endpoint` fail before any answer, as when the network is down. */
  failNetwork(endpoint: Endpoint): void {
    this.override(endpoint, () => Promise.reject(new TypeError('Failed to fetch')));
  }

  /** Holds calls of `endpoint` until the returned function is called, to observe in-flight states. */
  hold(endpoint: Endpoint): () => void {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.override(endpoint, async (request) => {
      await released;
      return this.answer(request);
    });
    return release;
  }

  /** How many calls of `endpoint` were made. */
  count(endpoint: Endpoint): number {
    return this.requests.filter((request) => {
      const [method = '', path = ''] = request.split(' ');
      return matchEndpoint(endpoint, method, path) !== null;
    }).length;
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

  /** Defines the normal answer to `endpoint`, given path parameters, a query and a body that passed its schemas. */
  protected on<E extends Endpoint>(endpoint: E, handler: FakeHandler<Parsed<E['params']>, ParsedBody<E['body']>>): void {
    this.routes.push({
      endpoint,
      handler: (request) => {
        const params = endpoint.params?.parse(request.params);
        const query = endpoint.query?.safeParse(request.query);
        if (query && !query.success) return invalid(query.error);
        const body = endpoint.body ? endpoint.body.safeParse(request.body) : null;
        if (body && !body.success) return invalid(body.error);
        return handler({
          ...request,
          params: params as Parsed<E['params']>,
          body: (body ? body.data : request.body) as ParsedBody<E['body']>,
        });
      },
    });
  }

  private async handle({ method, url, headers, body }: RawRequest): Promise<FakeReply> {
    const { pathname: path, searchParams } = new URL(url);
    this.requests.push(`${method} ${path}`);
    if (headers.Authorization !== `Bearer ${TEST_TOKEN}`) return { status: 401, body: { error: 'Missing or invalid token.' } };
    const request = { method, path, params: {}, query: Object.fromEntries(searchParams), body: parseBody(body) };
    return (await this.dispatch(this.overrides, request)) ?? this.answer(request);
  }

  /** The normal answer to a request. */
  private async answer(request: FakeRequest): Promise<FakeReply> {
    return (await this.dispatch(this.routes, request)) ?? { status: 404, body: { error: `No route ${request.method} ${request.path}` } };
  }

  private async dispatch(routes: Route[], request: FakeRequest): Promise<FakeReply | null> {
    for (const { endpoint, handler } of routes) {
      const params = matchEndpoint(endpoint, request.method, request.path);
      if (params) return handler({ ...request, params });
    }
    return null;
  }
}
