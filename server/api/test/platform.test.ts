import { readdirSync } from 'node:fs';
import { defineEndpoint } from '@careerforge/contract';
import { z } from 'zod';
import { migrateToLatest } from '../src/lib/db/migrate';
import { registerEndpoint } from '../src/lib/http/register-endpoint';
import { FEATURE_MODULES } from '../src/modules';
import { startTestApi, type TestApi } from './support/api';

const ALLOWED_ORIGIN = 'http://localhost:3004';

const leakyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/test/leaky',
  summary: 'Returns more than it declares.',
  response: z.object({ id: z.number() }),
});

const failingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/test/failing',
  summary: 'Fails with an internal error.',
  response: z.object({ ok: z.boolean() }),
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // Endpoints that exist only in this test, registered through the same helper as every feature.
  registerEndpoint(api.app, leakyEndpoint, async () => ({ id: 7, password_hash: 'secret' }) as { id: number });
  registerEndpoint(api.app, failingEndpoint, async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed');
  });
});
afterAll(() => api.close());

describe('feature modules', () => {
  it('lists every folder under src/modules once, by its folder name', () => {
    const folders = readdirSync(new URL('../src/modules/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(FEATURE_MODULES.map((feature) => feature.name).sort()).toEqual(folders.sort());
  });
});

describe('health', () => {
  it('answers without a token, naming the database engine', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: api.expectedEngine });
  });
});

describe('OpenAPI', () => {
  it('publishes a document generated from the contract schemas', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/resumes/skills/',
        '/api/resumes/skills/submit',
        '/api/resumes/skills/update/{id}/',
        '/api/resumes/skills/delete/{id}/',
        '/api/resumes/skills/delete-all/',
        '/api/save-user/',
        '/api/get-user-info',
        '/api/health',
        '/api/resumes/getCareer/',
        '/api/resumes/history/',
        '/api/resumes/history/submit',
        '/api/resumes/history/{id}',
        '/api/resumes/history/delete/{id}',
        '/api/resumes/education/',
        '/api/resumes/education/submit',
        '/api/resumes/education/{id}',
        '/api/resumes/education/delete/{id}',
        '/api/jobs/history/',
        '/api/jobs/submit/',
        '/api/jobs/submit/freeform/',
        '/api/jobs/{jobId}/',
        '/api/jobs/delete/{jobId}/',
      ]),
    );
    const submit = document.paths['/api/resumes/skills/submit'].post;
    expect(submit.requestBody.content['application/json'].schema.properties.skill).toMatchObject({ type: 'string', maxLength: 100 });
    expect(submit.responses['201']).toBeDefined();
    expect(submit.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/health'].get.security).toEqual([]);
  });

  it('documents request bodies whose schemas trim, default and transform what they read', async () => {
    const document = (await api.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const bodyOf = (path: string, method: string) => document.paths[path][method].requestBody.content['application/json'].schema;

    const career = bodyOf('/api/resumes/history/submit', 'post');
    expect(career.required).toEqual(expect.arrayContaining(['position', 'company', 'startDate', 'description']));
    expect(career.required).not.toContain('endDate');
    expect(career.properties.accomplishments).toMatchObject({ type: 'array', items: { type: 'string', maxLength: 500 } });
    expect(bodyOf('/api/resumes/education/{id}', 'post').properties.gpa.anyOf).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'number', minimum: 0, maximum: 10 })]),
    );
    expect(bodyOf('/api/jobs/submit/freeform/', 'post').properties.text).toMatchObject({ type: 'string', maxLength: 10000 });
    expect(document.paths['/api/jobs/{jobId}/'].put.responses['200']).toBeDefined();
  });

  it('serves the docs page with a policy that lets it run', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('responses', () => {
  it('drops fields the response schema does not declare', async () => {
    const user = await api.signIn('auth0|serializer');
    const response = await user.request('GET', '/api/test/leaky');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7 });
  });

  it('answers an internal error without its details', async () => {
    const user = await api.signIn('auth0|failing');
    const response = await user.request('GET', '/api/test/failing');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error.', request_id: expect.any(String) });
  });

  it('answers an unknown route with 404 and an error body', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No route GET /api/no-such-thing.', request_id: expect.any(String) });
  });

  it('sends security headers and a strict content policy', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MB with 413', async () => {
    const user = await api.signIn('auth0|large-body');
    const response = await user.request('POST', '/api/resumes/skills/submit', { skill: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large.', request_id: expect.any(String) });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const user = await api.signIn('auth0|text-body');
    const response = await user.request('POST', '/api/resumes/skills/submit', 'skill=Go', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported Content-Type; send application/json.', request_id: expect.any(String) });

    const plainText = await user.request('POST', '/api/resumes/skills/submit', 'Go', { 'content-type': 'text/plain' });
    expect(plainText.statusCode).toBe(415);
  });

  it('refuses unparseable JSON with 422', async () => {
    const user = await api.signIn('auth0|broken-json');
    const response = await user.request('POST', '/api/resumes/skills/submit', '{"skill": "Go"', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'Request body is not valid JSON.', request_id: expect.any(String) });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    api.inject({
      method: 'OPTIONS',
      url: '/api/resumes/skills/submit',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it('lets an allowed origin call with credentials and the Authorization header', async () => {
    const response = await preflight(ALLOWED_ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('gives a foreign origin no allow header', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await api.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('migrations', () => {
  it('can run again on an up-to-date database', async () => {
    await expect(migrateToLatest(api.database)).resolves.toBeUndefined();
  });
});

describe('rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with an error body once a user exceeds the limit, counting each user apart', async () => {
    const busy = await limited.signIn('auth0|busy');
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await busy.request('GET', '/api/resumes/skills/')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const refused = await busy.request('GET', '/api/resumes/skills/');
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests; try again in /), request_id: expect.any(String) });
    expect(refused.headers['retry-after']).toBeDefined();

    const calm = await limited.signIn('auth0|calm');
    expect((await calm.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);
  });
});
