import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { userIdFromSub } from '@careerforge/contract';
import { z } from 'zod';
import { seedCareerData } from './support/career-data';
import { createTestDatabase, type TestDatabase } from './support/database';
import { startTestIdentity, type TestIdentity } from './support/identity';
import type { TestUser } from './support/api';
import { waitFor } from './support/processes';

const API_ROOT = path.join(__dirname, '..');

/** OTLP/JSON, as much of it as the assertions read. */
const attributeValue = z.object({
  stringValue: z.string().optional(),
  intValue: z.union([z.string(), z.number()]).optional(),
  boolValue: z.boolean().optional(),
  doubleValue: z.number().optional(),
});
const keyValues = z.array(z.object({ key: z.string(), value: attributeValue })).default([]);
const exportRequest = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes: keyValues }),
      scopeSpans: z.array(
        z.object({
          spans: z.array(
            z.object({
              traceId: z.string(),
              spanId: z.string(),
              parentSpanId: z.string().optional(),
              name: z.string(),
              kind: z.number(),
              attributes: keyValues,
              status: z.object({ code: z.number().optional() }).default({}),
              links: z.array(z.object({ traceId: z.string(), spanId: z.string() })).default([]),
            }),
          ),
        }),
      ),
    }),
  ),
});

/** OTLP's SpanKind and StatusCode numbers. */
const KIND = { internal: 1, server: 2, client: 3, consumer: 5 } as const;
const STATUS_ERROR = 2;

interface ReceivedSpan {
  service: string | undefined;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  status: number;
  attributes: Record<string, string | number | boolean | undefined>;
  links: { traceId: string; spanId: string }[];
}

function flatten(values: z.infer<typeof keyValues>): ReceivedSpan['attributes'] {
  return Object.fromEntries(
    values.map(({ key, value }) => [key, value.stringValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)) ?? value.boolValue ?? value.doubleValue]),
  );
}

/** An OpenTelemetry collector's OTLP/HTTP JSON traces endpoint that keeps what it is sent. */
async function startCollector(): Promise<{ url: string; bodies: string[]; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      for (const resourceSpans of exportRequest.parse(JSON.parse(body)).resourceSpans) {
        const service = flatten(resourceSpans.resource.attributes)['service.name'];
        for (const span of resourceSpans.scopeSpans.flatMap((scope) => scope.spans)) {
          spans.push({
            service: typeof service === 'string' ? service : undefined,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            status: span.status.code ?? 0,
            attributes: flatten(span.attributes),
            links: span.links,
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Loaded with --import before the API: writes every OpenTelemetry package and telemetry module the
 * API's code resolves to the file named by RESOLVED_MODULES_LOG.
 */
const MODULE_RECORDER_HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (/opentelemetry|lib\\/telemetry\\//.test(resolved.url)) appendFileSync(process.env.RESOLVED_MODULES_LOG, resolved.url + '\\n');
  return resolved;
}`;
const MODULE_RECORDER = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(MODULE_RECORDER_HOOKS)}`)});`,
)}`;

interface RunningApi {
  address: string;
  /** Sends SIGTERM and waits for the process to exit; answers its exit code. */
  stop(): Promise<number | null>;
  /** What the process resolved of OpenTelemetry and of lib/telemetry, one URL a line. */
  resolvedModules(): string;
}

describe('OpenTelemetry tracing', () => {
  let identity: TestIdentity;
  let database: TestDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let scratch: string;
  const processes: ChildProcess[] = [];

  beforeAll(async () => {
    identity = await startTestIdentity();
    database = await createTestDatabase();
    collector = await startCollector();
    scratch = mkdtempSync(path.join(os.tmpdir(), 'careerforge-tracing-'));
  });
  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await collector.close();
    await identity.close();
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** The API as `pnpm dev` runs it (tsx, its own process), on the test database, with `env` added. */
  async function startApi(name: string, env: Record<string, string>): Promise<RunningApi> {
    const moduleLog = path.join(scratch, `${name}-modules.log`);
    writeFileSync(moduleLog, '');
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', MODULE_RECORDER, 'src/main.ts'], {
      cwd: API_ROOT,
      env: {
        ...inherited,
        ...database.env,
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        AUTH_DOMAIN: identity.domain,
        BLOB_DIR: path.join(scratch, `${name}-blobs`),
        LOG_LEVEL: 'info',
        GENERATION_WORKERS: '0',
        EXTRACTION_WORKERS: '1',
        RESOLVED_MODULES_LOG: moduleLog,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    processes.push(child);
    const exited = once(child, 'exit');
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const address = await waitFor(() => /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1], 60_000);
    if (!address) throw new Error(`The API did not start:\n${output}`);
    return {
      address,
      stop: async () => {
        child.kill('SIGTERM');
        const [code] = (await exited) as [number | null];
        return code;
      },
      resolvedModules: () => readFileSync(moduleLog, 'utf8'),
    };
  }

  it('sends a span per request with its statements, file-store and outgoing calls as children, continuing a caller’s trace', async () => {
    const api = await startApi('traced', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    const sub = 'auth0|tracing-user';
    const token = await identity.accessToken({ sub });
    const skill = `Skill-${randomBytes(6).toString('hex')}`;
    const callerTraceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const call = (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) =>
      fetch(`${api.address}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    const added = await call('POST', '/api/resumes/skills/submit', {}, { skill });
    expect(added.status).toBe(201);
    const listed = await call('GET', '/api/resumes/skills/', { traceparent: `00-${callerTraceId}-${callerSpanId}-01` });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('traceresponse')).toMatch(new RegExp(`^00-${callerTraceId}-[0-9a-f]{16}-01$`));
    const ready = await fetch(`${api.address}/health/ready`);
    expect(ready.status).toBe(200);
    expect((await call('GET', '/api/no-such-route')).status).toBe(404);
    expect((await call('GET', '/api/resumes/skills/', { authorization: 'Bearer not-a-token' })).status).toBe(401);

    // Fewer spans than a batch and sooner than its delay: only the flush at shutdown sends them.
    expect(await api.stop()).toBe(0);
    expect(api.resolvedModules()).toMatch(/@opentelemetry\/sdk-trace/);

    const { spans } = collector;
    const servers = spans.filter((span) => span.kind === KIND.server);
    const childrenOf = (parent: ReceivedSpan) => spans.filter((span) => span.parentSpanId === parent.spanId && span.traceId === parent.traceId);
    expect(new Set(spans.map((span) => span.service))).toEqual(new Set(['careerforge-api']));

    const list = servers.find((span) => span.traceId === callerTraceId);
    expect(list).toMatchObject({
      name: 'GET /api/resumes/skills/',
      parentSpanId: callerSpanId,
      status: 0,
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/api/resumes/skills/',
        'http.response.status_code': 200,
        'careerforge.request_id': listed.headers.get('x-request-id'),
        'enduser.id': expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });
    expect(listed.headers.get('traceresponse')).toBe(`00-${callerTraceId}-${list!.spanId}-01`);
    expect(childrenOf(list!)).toContainEqual(
      expect.objectContaining({
        name: 'SELECT skills',
        kind: KIND.client,
        attributes: { 'db.system': 'DATABASE_URL' in database.env ? 'postgresql' : 'sqlite', 'db.operation.name': 'SELECT', 'db.collection.name': 'skills' },
      }),
    );

    const add = servers.find((span) => span.name === 'POST /api/resumes/skills/submit');
    expect(add?.attributes).toMatchObject({ 'http.response.status_code': 201, 'enduser.id': list!.attributes['enduser.id'] });
    expect(add?.traceId).not.toBe(callerTraceId);
    expect(childrenOf(add!).map((span) => span.name)).toContain('INSERT skills');

    const probe = servers.find((span) => span.name === 'GET /health/ready');
    const probeChildren = childrenOf(probe!);
    expect(probeChildren.map((span) => span.name)).toEqual(expect.arrayContaining(['blob put', 'blob get', 'blob delete']));
    expect(probeChildren).toContainEqual(
      expect.objectContaining({
        name: 'GET',
        kind: KIND.client,
        attributes: expect.objectContaining({ 'server.address': new URL(identity.domain).hostname, 'http.response.status_code': 200 }),
      }),
    );
    expect(probeChildren.find((span) => span.name === 'blob put')?.attributes).toMatchObject({ 'careerforge.blob.store': 'disk' });

    expect(servers.find((span) => span.attributes['http.response.status_code'] === 404)).toMatchObject({ name: 'GET', status: 0 });
    expect(servers.find((span) => span.attributes['http.response.status_code'] === 401)).toMatchObject({ name: 'GET /api/resumes/skills/', status: 0 });
    expect(servers.find((span) => span.attributes['http.response.status_code'] === 401)?.attributes['enduser.id']).toBeUndefined();
    expect(spans.filter((span) => span.status === STATUS_ERROR)).toEqual([]);

    // What a user sent and who they are stays out: no token, no value, no user id, no path of a request.
    const sent = collector.bodies.join('\n');
    for (const secret of [token, 'not-a-token', skill, sub, userIdFromSub(sub), '/api/no-such-route']) expect(sent).not.toContain(secret);
  }, 120_000);

  /** A user with a seeded profile and job asks `api` for a resume and waits for it; answers the resume's id. */
  async function generateResume(api: RunningApi, sub: string): Promise<number> {
    const token = await identity.accessToken({ sub });
    // seedCareerData speaks to an app through inject's answers; this one is a process reached by fetch.
    const user: TestUser = {
      sub,
      userId: userIdFromSub(sub),
      request: async (method, url, body) => {
        const response = await fetch(`${api.address}${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        return { statusCode: response.status, body: text, json: () => JSON.parse(text) } as unknown as Awaited<ReturnType<TestUser['request']>>;
      },
    };
    const seeded = await seedCareerData(user);
    const queued = await user.request('POST', '/api/resumes/generate', { jobId: seeded.jobId, historyIds: seeded.historyIds });
    expect(queued.statusCode).toBe(201);
    const resumeId = (queued.json() as { resumeId: number }).resumeId;
    let status = 'processing';
    for (const giveUpAt = Date.now() + 60_000; status === 'processing' && Date.now() < giveUpAt; await new Promise((resolve) => setTimeout(resolve, 100))) {
      status = ((await user.request('GET', `/api/resumes/status/${resumeId}`)).json() as { status: string }).status;
    }
    expect(status).toBe('completed');
    return resumeId;
  }

  /** The job's span: the root of its own trace, linked to the request that queued it, with the job's statements as children. */
  function expectJobSpanLinkedToItsRequest(resumeId: number, service: string): void {
    const job = collector.spans.find((span) => span.name === 'generation job' && span.attributes['careerforge.job.id'] === resumeId);
    const queuing = collector.spans.find((span) => span.name === 'POST /api/resumes/generate' && span.traceId === job?.links[0]?.traceId);
    expect(job).toMatchObject({
      service,
      kind: KIND.consumer,
      parentSpanId: undefined,
      links: [{ traceId: queuing?.traceId, spanId: queuing?.spanId }],
      attributes: { 'careerforge.job.table': 'generated_resumes', 'careerforge.job.attempt': 1 },
    });
    expect(job?.traceId).not.toBe(queuing?.traceId);
    const statements = collector.spans.filter((span) => span.parentSpanId === job?.spanId && span.kind === KIND.client);
    expect(statements.map((span) => span.name)).toContain('SELECT jobs');
  }

  it('traces a generation job run in the API in a span of its own that links to the request which queued it', async () => {
    const api = await startApi('jobs', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, GENERATION_WORKERS: '1' });
    const resumeId = await generateResume(api, 'auth0|traced-generation');
    expect(await api.stop()).toBe(0);
    expectJobSpanLinkedToItsRequest(resumeId, 'careerforge-api');
  }, 180_000);

  it('traces a generation job run by a worker process, and sends its spans when the worker stops', async () => {
    const api = await startApi('worker-jobs', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, GENERATION_WORKERS: '0' });
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/generation-worker.ts'], {
      cwd: API_ROOT,
      env: { ...inherited, ...database.env, LOG_LEVEL: 'silent', GENERATION_WORKERS: '1', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
      stdio: 'ignore',
    });
    processes.push(worker);
    const workerExited = once(worker, 'exit');
    const resumeId = await generateResume(api, 'auth0|worker-generation');
    worker.kill('SIGTERM');
    expect((await workerExited)[0]).toBe(0);
    expect(await api.stop()).toBe(0);
    expectJobSpanLinkedToItsRequest(resumeId, 'careerforge-worker');
  }, 180_000);

  it('with a parent-based ratio sampler of 0, records only the requests whose caller sampled their trace', async () => {
    const api = await startApi('sampled', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' });
    const token = await identity.accessToken({ sub: 'auth0|sampled-user' });
    const list = (headers: Record<string, string>) => fetch(`${api.address}/api/resumes/skills/`, { headers: { authorization: `Bearer ${token}`, ...headers } });
    const unsampled = await list({});
    expect(unsampled.headers.get('traceresponse')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    const callerTraceId = randomBytes(16).toString('hex');
    expect((await list({ traceparent: `00-${callerTraceId}-${randomBytes(8).toString('hex')}-01` })).status).toBe(200);
    const before = collector.spans.length;
    expect(await api.stop()).toBe(0);

    const sent = collector.spans.slice(before);
    expect(new Set(sent.map((span) => span.traceId))).toEqual(new Set([callerTraceId]));
    expect(sent.map((span) => span.name)).toEqual(expect.arrayContaining(['GET /api/resumes/skills/', 'SELECT skills']));
  }, 120_000);

  it('without an endpoint sends nothing and never loads the OpenTelemetry SDK', async () => {
    const before = collector.bodies.length;
    const api = await startApi('untraced', {});
    const token = await identity.accessToken({ sub: 'auth0|untraced-user' });
    const listed = await fetch(`${api.address}/api/resumes/skills/`, {
      headers: { authorization: `Bearer ${token}`, traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('traceresponse')).toBeNull();
    expect(await api.stop()).toBe(0);

    expect(collector.bodies.length).toBe(before);
    expect(api.resolvedModules()).not.toMatch(/opentelemetry|trace-app/);
  }, 120_000);
});
