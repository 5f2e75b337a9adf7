import type { Endpoint } from '@careerforge/shared/contract';

export interface FakeRequest {
  /** The path's `:name` values, as text. */
  params: Record<string, string>;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const TEST_TOKEN = 'test-access-token';

interface Route {
  endpoint: Endpoint;
  handler: FakeHandler;
}

function reply(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/** The path's parameters when `method` and `path` are a call of `endpoint`, else null. */
function matchEndpoint(endpoint: Endpoint, method: string, path: string): Record<string, string> | null {
  if (endpoint.method !== method) return null;
  const names: string[] = [];
  const pattern = endpoint.path.replace(/:([A-Za-z_]+)/g, (_placeholder, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

/**
 * An API as the browser sees it: replaces global fetch and answers the contract's endpoints with
 * the handlers a subclass registers, so a test drives the real screens, hooks and API client end
 * to end. Tests can make any endpoint fail, hold it in flight, or count its calls.
 */
export class FakeServer {
  /** Every request received, e.g. 'GET /api/jobs/history/'. */
  readonly requests: string[] = [];
  private readonly routes: Route[] = [];
  private readonly overrides: Route[] = [];

  constructor() {
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init));
  }

  /** Answers `endpoint` with `handler` instead of its normal behaviour. */
  override(endpoint: Endpoint, handler: FakeHandler): void {
    this.overrides.unshift({ endpoint, handler });
  }

  /** Makes `endpoint` answer with the given status and error text. */
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
    const normal = this.routes.find((route) => route.endpoint === endpoint);
    this.override(endpoint, async (request) => {
      await released;
      return normal ? normal.handler(request) : { status: 404, body: { error: 'Not found.' } };
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

  /** Registers the normal behaviour of `endpoint`. */
  protected route(endpoint: Endpoint, handler: FakeHandler): void {
    this.routes.push({ endpoint, handler });
  }

  private async handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const path = new URL(String(input)).pathname;
    this.requests.push(`${method} ${path}`);
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers.Authorization !== `Bearer ${TEST_TOKEN}`) return reply(401, { error: 'Missing or invalid token.' });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    for (const { endpoint, handler } of [...this.overrides, ...this.routes]) {
      const params = matchEndpoint(endpoint, method, path);
      if (params) {
        const answer = await handler({ params, body });
        return reply(answer.status, answer.body);
      }
    }
    return reply(404, { error: 'Not found.' });
  }
}
