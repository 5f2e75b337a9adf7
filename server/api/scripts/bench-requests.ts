/**
 * Request throughput: `pnpm exec tsx scripts/bench-requests.ts`. Starts the real API on a fresh
 * database (PostgreSQL when TEST_DATABASE_URL is set, else SQLite) listening on a local port, and
 * sends authenticated requests from a load generator in a worker thread over keep-alive
 * connections: first `GET /api/resumes/skills/` (a user with five skills), then
 * `POST /api/resumes/skills/submit` (a new skill each time). Prints requests per second for each,
 * and the CPU time the server's thread spent per request (on Linux), which stays comparable when
 * other processes share the machine and the rate does not.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { startTestApi } from '../test/support/api';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The load generator: `connections` loops, each sending its next request when the last one answered. */
const LOAD_GENERATOR = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { port, method, path, token, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const until = Date.now() + seconds * 1000;
let answered = 0;
let failed = 0;
let sequence = 0;
function send() {
  return new Promise((resolve) => {
    sequence += 1;
    const body = method === 'POST' ? JSON.stringify({ skill: 'skill ' + sequence }) : undefined;
    const request = http.request(
      { port, host: '127.0.0.1', method, path, agent, headers: { authorization: 'Bearer ' + token, ...(body && { 'content-type': 'application/json' }) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 400) failed += 1;
          else answered += 1;
          resolve();
        });
      },
    );
    request.on('error', () => { failed += 1; resolve(); });
    request.end(body);
  });
}
async function loop() { while (Date.now() < until) await send(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => parentPort.postMessage({ answered, failed }));
`;

/** CPU milliseconds of this process's main thread (the server's), from /proc; NaN elsewhere. */
function serverThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

async function measured(options: Parameters<typeof load>[0]): Promise<{ answered: number; failed: number; cpuMsPerRequest: number }> {
  const cpuBefore = serverThreadCpuMs();
  const result = await load(options);
  return { ...result, cpuMsPerRequest: (serverThreadCpuMs() - cpuBefore) / Math.max(1, result.answered + result.failed) };
}

function load(options: { port: number; method: 'GET' | 'POST'; path: string; token: string }): Promise<{ answered: number; failed: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_GENERATOR, { eval: true, workerData: { ...options, connections: CONNECTIONS, seconds: SECONDS } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const api = await startTestApi({ RATE_LIMIT_PER_MINUTE: '100000000' });
try {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const reader = await api.signIn('auth0|bench-reader');
  for (const skill of ['TypeScript', 'SQL', 'Go', 'Kubernetes', 'Terraform']) await reader.request('POST', '/api/resumes/skills/submit', { skill });
  const readerToken = await api.identity.accessToken({ sub: reader.sub, expiresIn: 3600 });
  const writerToken = await api.identity.accessToken({ sub: 'auth0|bench-writer', expiresIn: 3600 });

  const get = await measured({ port, method: 'GET', path: '/api/resumes/skills/', token: readerToken });
  const post = await measured({ port, method: 'POST', path: '/api/resumes/skills/submit', token: writerToken });
  const rate = (count: number) => Math.round(count / SECONDS);
  console.log(`database: ${api.database.engine}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const [label, result] of [['GET  /api/resumes/skills/      ', get], ['POST /api/resumes/skills/submit', post]] as const) {
    console.log(`${label}  ${rate(result.answered)} req/s (${result.failed} failed), ${result.cpuMsPerRequest.toFixed(2)} ms server-thread CPU per request`);
  }
} finally {
  await api.close();
}
