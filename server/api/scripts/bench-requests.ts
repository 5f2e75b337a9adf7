/**
 * Request throughput: `pnpm exec tsx scripts/bench-requests.ts`. Starts the real API on a fresh
 * database (PostgreSQL when TEST_DATABASE_URL is set, else SQLite) listening on a local port, and
 * sends authenticated requests from a load generator in a worker thread over keep-alive
 * connections: first `GET /api/resumes/skills/` (a user with five skills), then
 * `POST /api/resumes/skills/submit` (a new skill each time). Prints requests per second for each,
 * and the CPU time the server's thread spent per request (on Linux), which stays comparable when
 * other processes share the machine and the rate does not.
 */
import type { AddressInfo } from 'node:net';
import { startTestApi } from '../test/support/api';
import { CONNECTIONS, measureLoad, SECONDS } from './load-generator';

const api = await startTestApi({ RATE_LIMIT_PER_MINUTE: '100000000' });
try {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const reader = await api.signIn('auth0|bench-reader');
  for (const skill of ['TypeScript', 'SQL', 'Go', 'Kubernetes', 'Terraform']) await reader.request('POST', '/api/resumes/skills/submit', { skill });
  const readerToken = await api.identity.accessToken({ sub: reader.sub, expiresIn: 3600 });
  const writerToken = await api.identity.accessToken({ sub: 'auth0|bench-writer', expiresIn: 3600 });

  const get = await measureLoad({ port, method: 'GET', path: '/api/resumes/skills/', token: readerToken });
  const post = await measureLoad({ port, method: 'POST', path: '/api/resumes/skills/submit', token: writerToken });
  console.log(`database: ${api.database.engine}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const [label, result] of [['GET  /api/resumes/skills/      ', get], ['POST /api/resumes/skills/submit', post]] as const) {
    console.log(`${label}  ${result.requestsPerSecond} req/s (${result.failed} failed), ${result.cpuMsPerRequest.toFixed(2)} ms server-thread CPU per request`);
  }
} finally {
  await api.close();
}
