/**
 * Per-request cost of the API: `npm run bench:api`. Starts the real API on a fresh database
 * (PostgreSQL when TEST_DATABASE_URL is set, else SQLite), logging at info level to /dev/null as
 * in production, and a bare Fastify server answering the same JSON from memory, in this process,
 * one after the other. Loads each with authenticated `GET /api/resumes/skills/` (a user with 12
 * skills) over keep-alive connections and prints both rates and their ratio: what authentication,
 * rate limiting, the database, validation, serialisation and logging cost per request. The two are
 * loaded in turns (BENCH_ROUNDS, 3 by default, sharing BENCH_SECONDS each), so a machine whose
 * load changes meanwhile weighs on both alike; CPU per request is the steadier figure there.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { pino } from 'pino';
import { startTestApi } from '../test/support/api';
import { combinedLoad, CONNECTIONS, measureLoad, SECONDS, type LoadResult } from './load-generator';

const SKILLS = ['TypeScript', 'SQL', 'Go', 'Kubernetes', 'Terraform', 'PostgreSQL', 'React', 'Node.js', 'Docker', 'GraphQL', 'Python', 'AWS'];
const SKILLS_PATH = '/api/resumes/skills/';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function listening(app: { listen(options: { port: number; host: string }): Promise<string>; server: { address(): unknown } }): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

const api = await startTestApi({ RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'info' }, undefined, pino.destination('/dev/null'));
const bare = Fastify();
try {
  const reader = await api.signIn('auth0|bench-reader');
  for (const skill of SKILLS) await reader.request('POST', '/api/resumes/skills/submit', { skill });
  const token = await api.identity.accessToken({ sub: reader.sub, expiresIn: 3600 });
  const answer: unknown = (await reader.request('GET', SKILLS_PATH)).json();
  bare.get(SKILLS_PATH, async () => answer);

  const apiPort = await listening(api.app);
  const barePort = await listening(bare);
  // A short warm-up of each, so both are measured with optimised code.
  await measureLoad({ port: apiPort, method: 'GET', path: SKILLS_PATH, token }, 2);
  await measureLoad({ port: barePort, method: 'GET', path: SKILLS_PATH, token }, 2);
  const apiRounds: LoadResult[] = [];
  const bareRounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    apiRounds.push(await measureLoad({ port: apiPort, method: 'GET', path: SKILLS_PATH, token }, SECONDS / ROUNDS));
    bareRounds.push(await measureLoad({ port: barePort, method: 'GET', path: SKILLS_PATH, token }, SECONDS / ROUNDS));
  }
  const apiResult = combinedLoad(apiRounds);
  const bareResult = combinedLoad(bareRounds);

  const line = (label: string, result: LoadResult) =>
    `${label}  ${result.requestsPerSecond} req/s (${result.failed} failed), ${result.cpuMsPerRequest.toFixed(3)} ms server-thread CPU per request`;
  console.log(`database: ${api.database.engine}, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns, ${SKILLS.length} skills`);
  console.log(line('API   GET /api/resumes/skills/', apiResult));
  console.log(line('bare  Fastify, same JSON     ', bareResult));
  console.log(`ratio (API / bare): ${(apiResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)}x req/s, ${(bareResult.cpuMsPerRequest / apiResult.cpuMsPerRequest).toFixed(2)}x CPU per request`);
} finally {
  await bare.close();
  await api.close();
}
