import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { diskBlobStore } from '../src/lib/blob-store';
import { openDatabase } from '../src/lib/db';
import { migrateToLatest } from '../src/lib/db/migrate';
import { fileLinkSigner } from '../src/lib/signed-links';
import { startTestApi, type TestApi } from './support/api';
import { uploadResume } from './support/multipart';

const A_RESUME = readFileSync(path.join(__dirname, 'fixtures/resumes/generated/01-lukasz-nowak.pdfkit.pdf'));

/**
 * Opens a raw connection to the API, writes `head`, then one more `drip` every 200 ms, and
 * resolves with how long the server kept the connection open and what it answered (if anything).
 */
function dripUntilClosed(port: number, head: string, drip: string, giveUpMs: number): Promise<{ openMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    const dripping = setInterval(() => socket.writable && socket.write(drip), 200);
    const done = () => {
      clearInterval(dripping);
      clearTimeout(givingUp);
      resolve({ openMs: Date.now() - started, answer: answer.split('\r\n')[0] ?? '' });
    };
    const givingUp = setTimeout(() => {
      socket.destroy();
      done();
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', done);
  });
}

describe('HTTP timeouts', () => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_IDLE_TIMEOUT_MS: '5000' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => api.close());

  it('close a connection whose headers trickle in after HTTP_HEADERS_TIMEOUT_MS', async () => {
    const { openMs, answer } = await dripUntilClosed(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: a\r\n', 8_000);
    expect({ closedInTime: openMs < 3_000, answer }).toEqual({ closedInTime: true, answer: 'HTTP/1.1 408 Request Timeout' });
  });

  it('close a connection whose body trickles in after HTTP_REQUEST_TIMEOUT_MS', async () => {
    const head = 'POST /api/resumes/skills/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"skill":"';
    const { openMs } = await dripUntilClosed(port, head, 'a', 8_000);
    expect(openMs).toBeLessThan(4_000);
  });
});

describe('rate limits behind a proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_PER_MINUTE: '3', PUBLIC_FILE_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' });
  });
  afterAll(() => api.close());

  const fromClient = (url: string, client: string) =>
    api.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `198.51.100.7, ${client}` } });
  const statuses = async (count: number, send: () => Promise<{ statusCode: number }>) => {
    const answers: number[] = [];
    for (let index = 0; index < count; index += 1) answers.push((await send()).statusCode);
    return answers;
  };

  it('never limit the health checks', async () => {
    for (const probe of ['/api/health', '/health/live', '/health/ready']) {
      expect(new Set(await statuses(10, () => fromClient(probe, '203.0.113.1')))).toEqual(new Set([200]));
    }
  });

  it('give each public file route its own, higher bucket per client address (from the proxy header)', async () => {
    const fileLinks = await statuses(6, () => fromClient('/api/resumes/file/not-a-token', '203.0.113.2'));
    expect(fileLinks.filter((status) => status === 429)).toHaveLength(1);
    expect(fileLinks[5]).toBe(429);
    // The same address on another public route, another address on the flooded one, and the health check.
    expect((await fromClient('/api/avatars/00000000000000000000000000000000', '203.0.113.2')).statusCode).not.toBe(429);
    expect((await fromClient('/api/resumes/file/not-a-token', '203.0.113.3')).statusCode).not.toBe(429);
    expect((await fromClient('/api/health', '203.0.113.2')).statusCode).toBe(200);
  });

  it('count signed-in callers by user, whatever address they share', async () => {
    const first = await api.signIn('auth0|proxy-user-1');
    const second = await api.signIn('auth0|proxy-user-2');
    const firstStatuses = await statuses(4, () => first.request('GET', '/api/resumes/skills/', undefined, { 'x-forwarded-for': '203.0.113.9' }));
    expect(firstStatuses).toEqual([200, 200, 200, 429]);
    expect((await second.request('GET', '/api/resumes/skills/', undefined, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(200);
  });
});

describe('the request log', () => {
  it('holds neither signed file-link tokens nor bearer tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const api = await startTestApi({ LOG_LEVEL: 'info' }, undefined, sink);
    try {
      const user = await api.signIn('auth0|log-reader');
      const uploaded = await uploadResume(user, 'resume.pdf', A_RESUME);
      const fileUrl = new URL(uploaded.json().resume.file_url as string);
      const token = fileUrl.pathname.split('/').pop() ?? '';
      expect((await api.inject({ method: 'GET', url: `${fileUrl.pathname}?token=${token}` })).statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/resumes/file/[redacted]?token=[redacted]');
      expect({ token: log.includes(token), tokenPayload: log.includes(token.split('.')[0] ?? token) }).toEqual({ token: false, tokenPayload: false });
    } finally {
      await api.close();
    }
  });
});

describe('data files', () => {
  it('are created readable by the API user alone: directories 0700, files 0600', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'careerforge-modes-'));
    try {
      const sqlitePath = path.join(root, 'data', 'api', 'careerforge.sqlite');
      const database = openDatabase({ databaseUrl: undefined, sqlitePath }, pino({ level: 'silent' }));
      await migrateToLatest(database);
      const blobs = diskBlobStore(path.join(root, 'data', 'api', 'blobs'));
      const key = await blobs.put(Buffer.from('bytes'));
      const secretPath = path.join(root, 'data', 'api', 'file-link-secret');
      await fileLinkSigner({ secret: undefined, secretPath, ttlSeconds: 60 }).sign({ userId: 'u', resumeId: 1, blobKey: key });
      const modeOf = (file: string) => (statSync(path.join(root, 'data', file)).mode & 0o777).toString(8);
      expect({
        dataDirectory: modeOf(''),
        apiDirectory: modeOf('api'),
        database: modeOf('api/careerforge.sqlite'),
        log: modeOf('api/careerforge.sqlite-wal'),
        blob: modeOf(`api/blobs/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`),
        secret: modeOf('api/file-link-secret'),
      }).toEqual({ dataDirectory: '700', apiDirectory: '700', database: '600', log: '600', blob: '600', secret: '600' });
      await database.db.destroy();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
