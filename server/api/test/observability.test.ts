import { Writable } from 'node:stream';
import { startTestApi, type TestApi } from './support/api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-of-the-observability-test-0123456789';

/** Log lines as parsed JSON, read by the test. */
function logSink(): { sink: Writable; entries: () => Array<Record<string, unknown>> } {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString('utf8');
      callback();
    },
  });
  return {
    sink,
    entries: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('request ids', () => {
  let api: TestApi;
  const log = logSink();
  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'info' }, undefined, log.sink);
  });
  afterAll(() => api.close());

  it('are sent with every answer, errors included, and quoted in error bodies next to the unchanged text', async () => {
    const user = await api.signIn('auth0|request-ids');
    const ok = await user.request('GET', '/api/resumes/skills/');
    const refused = await api.inject({ method: 'GET', url: '/api/resumes/skills/' });
    const missing = await api.inject({ method: 'GET', url: '/api/no-such-route' });
    const invalid = await user.request('POST', '/api/resumes/skills/submit', {});

    for (const answer of [ok, refused, missing, invalid]) expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(new Set([ok, refused, missing, invalid].map((answer) => answer.headers['x-request-id'])).size).toBe(4);
    expect(refused.json()).toEqual({ error: 'Missing or invalid access token.', request_id: refused.headers['x-request-id'] });
    expect(missing.json()).toEqual({ error: 'No route GET /api/no-such-route.', request_id: missing.headers['x-request-id'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: expect.any(String), request_id: invalid.headers['x-request-id'] });
  });

  it('are not taken from a client that reaches the API directly', async () => {
    const answer = await api.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-client-1234' } });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('name every log line of their request, one line per request', async () => {
    const answer = await api.inject({ method: 'GET', url: '/api/resumes/skills/' });
    const requestId = answer.headers['x-request-id'];
    const lines = log.entries().filter((entry) => entry.request_id === requestId);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/resumes/skills/' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    // No line about a request lacks its id.
    expect(log.entries().filter((entry) => entry.req !== undefined && entry.request_id === undefined)).toEqual([]);
  });
});

describe('request ids behind a trusted proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => api.close());

  const withId = (id: string, remoteAddress: string) => api.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: { 'x-request-id': id } });

  it('keep the proxy’s well-formed id, and replace a malformed one or one from elsewhere', async () => {
    expect((await withId('2f1c9a7e-proxy-trace-0001', '10.1.2.3')).headers['x-request-id']).toBe('2f1c9a7e-proxy-trace-0001');
    expect((await withId('has spaces in it, and more', '10.1.2.3')).headers['x-request-id']).toMatch(UUID);
    expect((await withId('x'.repeat(300), '10.1.2.3')).headers['x-request-id']).toMatch(UUID);
    expect((await withId('2f1c9a7e-proxy-trace-0002', '192.0.2.10')).headers['x-request-id']).toMatch(UUID);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const api = await startTestApi();
    try {
      expect((await api.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ METRICS_TOKEN, GENERATION_WORKERS: '0' });
    });
    afterAll(() => api.close());

    const scrape = async () => {
      const answer = await api.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return answer.body;
    };

    it('refuses a scraper without the token, or with another one', async () => {
      expect((await api.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await api.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN.replace('0', '1')}` } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).not.toContain('careerforge_');
    });

    it('times requests by route pattern and status, not by the path a caller sent', async () => {
      const user = await api.signIn('auth0|metrics-reader');
      await user.request('GET', '/api/resumes/skills/');
      await user.request('DELETE', '/api/resumes/skills/delete/987654/');
      const text = await scrape();
      expect(text).toMatch(/careerforge_http_request_duration_seconds_count\{method="GET",route="\/api\/resumes\/skills\/",status_code="200"\} 1\n/);
      expect(text).toMatch(/careerforge_http_request_duration_seconds_bucket\{le="\+Inf",method="DELETE",route="\/api\/resumes\/skills\/delete\/:id\/",status_code="404"\} 1\n/);
      expect(text).not.toContain('987654');
    });

    it('reports the extraction pool and the database pool', async () => {
      const text = await scrape();
      expect(text).toMatch(new RegExp(`careerforge_extraction_workers ${api.config.extraction.workers}\\n`));
      expect(text).toMatch(/careerforge_extraction_queued_total \d+\n/);
      if (api.expectedEngine === 'postgres') {
        expect(text).toContain(`careerforge_db_pool_max_connections ${api.config.databasePool.size}\n`);
        expect(text).toMatch(/careerforge_db_pool_connections\{state="open"\} [1-9]\d*\n/);
      }
    });

    it('counts waiting generation jobs and the age of the oldest', async () => {
      const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
      await api.database.db
        .insertInto('generated_resumes')
        .values({ user_id: 'metrics-generation', job_id: null, history_ids: '[]', status: 'processing', created_at: anHourAgo, updated_at: anHourAgo })
        .execute();
      // The counts are reused for a few seconds; this scrape may be the first to ask.
      let text = await scrape();
      const deadline = Date.now() + 10_000;
      while (!text.includes('careerforge_generation_jobs{kind="resume",state="waiting"} 1') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        text = await scrape();
      }
      expect(text).toContain('careerforge_generation_jobs{kind="resume",state="waiting"} 1\n');
      expect(text).toContain('careerforge_generation_jobs{kind="cover_letter",state="waiting"} 0\n');
      const age = Number(/careerforge_generation_oldest_job_age_seconds\{kind="resume"\} ([\d.]+)/.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(3_600);
      expect(age).toBeLessThan(3_700);
    });
  });
});
