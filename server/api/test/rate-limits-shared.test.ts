import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createLogger } from '../src/lib/logger';
import { startTestApi, type TestApi } from './support/api';
import { startTestRedis, type TestRedis } from './support/redis';

/** A log sink the test reads: one JSON line per entry. */
function logLines(): { sink: Writable; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { sink, lines };
}

async function statusesOf(count: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await send()).statusCode);
  return statuses;
}

describe('rate limits shared through Redis by two API instances', () => {
  let redis: TestRedis;
  let instanceA: TestApi;
  let instanceB: FastifyInstance;
  const log = logLines();

  beforeAll(async () => {
    redis = await startTestRedis();
    instanceA = await startTestApi({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '3', PUBLIC_FILE_RATE_LIMIT_PER_MINUTE: '4', LOG_LEVEL: 'warn' }, undefined, log.sink);
    // The second instance: same configuration, database, identity provider and Redis; its own process state.
    instanceB = await buildApp({ config: instanceA.config, database: instanceA.database, logger: createLogger(instanceA.config, log.sink) });
  });
  afterAll(async () => {
    await instanceB.close();
    await instanceA.close();
    await redis.stop();
  });

  it('refuses on instance B the requests a user spent on instance A', async () => {
    const user = await instanceA.signIn('auth0|shared-limit-user');
    const token = await instanceA.identity.accessToken({ sub: user.sub });
    const onB = () => instanceB.inject({ method: 'GET', url: '/api/resumes/skills/', headers: { authorization: `Bearer ${token}` } });

    expect(await statusesOf(3, () => user.request('GET', '/api/resumes/skills/'))).toEqual([200, 200, 200]);
    const refused = await onB();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests; try again in /), request_id: expect.any(String) });
    // Another user still has a full bucket on either instance.
    const other = await instanceA.signIn('auth0|shared-limit-other');
    expect((await other.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);
  });

  it('shares the public file bucket of one address between the instances', async () => {
    const fromAddress = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/resumes/file/not-a-token', remoteAddress: '203.0.113.20' });
    const onA = await statusesOf(4, () => fromAddress(instanceA.app));
    expect(onA).not.toContain(429);
    expect((await fromAddress(instanceB)).statusCode).toBe(429);
  });

  it('never counts the health check, on either instance', async () => {
    const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.21' });
    expect(new Set([...(await statusesOf(5, () => health(instanceA.app))), ...(await statusesOf(5, () => health(instanceB)))])).toEqual(new Set([200]));
  });

  it('serves requests while Redis is down (fail open), and says so once in the log', async () => {
    const address = '203.0.113.22';
    const fromAddress = () => instanceB.inject({ method: 'GET', url: '/api/resumes/file/not-a-token', remoteAddress: address });
    const linesBefore = log.lines.length;
    await redis.stop();
    const startedAt = Date.now();
    const whileDown = await statusesOf(8, fromAddress);
    expect(whileDown).not.toContain(429);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    const warnings = log.lines.slice(linesBefore).filter((line) => line.includes('Redis is unreachable'));
    // One line per instance, not one per request.
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
  });
});
