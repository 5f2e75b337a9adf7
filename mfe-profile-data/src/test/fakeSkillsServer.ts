import type { Skill } from '@careerforge/shared/contract';

interface FakeReply {
  status: number;
  body: unknown;
}

interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const TEST_TOKEN = 'test-access-token';

function reply(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/**
 * The skills API as the browser sees it: replaces global fetch and keeps the caller's skills in
 * memory, so a test drives the real screens, hooks and API client end to end.
 */
export class FakeSkillsServer {
  skills: Skill[];
  /** Every request received, e.g. 'GET /api/resumes/skills/'. */
  readonly requests: string[] = [];
  private nextId: number;
  private readonly overrides: { route: string; handler: Handler }[] = [];

  constructor(skillNames: string[] = []) {
    this.skills = skillNames.map((skill, index) => ({ id: index + 1, skill }));
    this.nextId = skillNames.length + 1;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init));
  }

  /** Answers `route` ('METHOD /path/pattern' with :id) with `handler` instead of the normal behaviour. */
  override(route: string, handler: Handler): void {
    this.overrides.unshift({ route, handler });
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
      return this.respond(request);
    });
    return release;
  }

  count(request: string): number {
    return this.requests.filter((made) => made === request).length;
  }

  private async handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const path = new URL(String(input)).pathname;
    this.requests.push(`${method} ${path}`);
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers.Authorization !== `Bearer ${TEST_TOKEN}`) return reply(401, { error: 'Missing or invalid token.' });
    const request = { method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    const override = this.overrides.find(({ route }) => matches(route, method, path));
    const { status, body } = await (override ? override.handler(request) : this.respond(request));
    return reply(status, body);
  }

  private respond({ method, path, body }: FakeRequest): FakeReply {
    const route = `${method} ${path}`;
    if (route === 'GET /api/resumes/skills/') return { status: 200, body: { skills: this.skills } };
    if (route === 'POST /api/resumes/skills/submit') {
      const name = (body as { skill: string }).skill;
      if (this.skills.some(({ skill }) => skill.toLowerCase() === name.toLowerCase())) {
        return { status: 409, body: { error: 'You already have this skill.' } };
      }
      const skill = { id: this.nextId++, skill: name };
      this.skills.push(skill);
      return { status: 201, body: { success: true, skill } };
    }
    if (route === 'DELETE /api/resumes/skills/delete-all/') {
      const deletedCount = this.skills.length;
      this.skills = [];
      return { status: 200, body: { success: true, deleted_count: deletedCount } };
    }
    const update = /^POST \/api\/resumes\/skills\/update\/(\d+)\/$/.exec(route);
    const remove = /^DELETE \/api\/resumes\/skills\/delete\/(\d+)\/$/.exec(route);
    const id = Number((update ?? remove)?.[1]);
    const existing = this.skills.find((skill) => skill.id === id);
    if (!existing) return { status: 404, body: { error: 'Skill not found.' } };
    if (update) {
      existing.skill = (body as { skill: string }).skill;
      return { status: 200, body: { success: true, skill: existing } };
    }
    this.skills = this.skills.filter((skill) => skill.id !== id);
    return { status: 200, body: { success: true } };
  }
}

function matches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath = ''] = route.split(' ');
  const pattern = new RegExp(`^${routePath.replace(/:[a-z]+/gi, '[^/]+')}$`);
  return routeMethod === method && pattern.test(path);
}
