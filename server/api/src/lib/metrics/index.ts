import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDatabase } from '../db';
import { documentWorkerStats } from '../documents';
import { HttpError } from '../errors';

export const METRICS_PATH = '/metrics';

/** Seconds; from a fast cached read to a slow render or upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** How long the generation queue's counts are reused: a scrape every few seconds costs one query, not one per scraper. */
const QUEUE_COUNT_REUSE_MS = 5_000;

/** The tables generation jobs wait in, and the kind each is reported as. */
const GENERATION_JOB_TABLES = { generated_resumes: 'resume', cover_letters: 'cover_letter' } as const;

interface QueueCounts {
  kind: string;
  waiting: number;
  running: number;
  oldestCreatedAt: string | null;
}

/**
 * Unfinished generation jobs of each kind: waiting (no live lease), running (leased), and when the
 * oldest unfinished one was asked for.
 */
async function generationQueueCounts(database: AppDatabase): Promise<QueueCounts[]> {
  const now = new Date().toISOString();
  return Promise.all(
    Object.entries(GENERATION_JOB_TABLES).map(async ([table, kind]) => {
      const row = await database.db
        .selectFrom(table as keyof typeof GENERATION_JOB_TABLES)
        .select([
          sql<number>`COUNT(*)`.as('unfinished'),
          sql<number>`SUM(CASE WHEN lease_expires_at IS NOT NULL AND lease_expires_at >= ${now} THEN 1 ELSE 0 END)`.as('running'),
          sql<string | null>`MIN(created_at)`.as('oldest'),
        ])
        .where('status', '=', 'processing')
        .executeTakeFirstOrThrow();
      const unfinished = Number(row.unfinished);
      const running = Number(row.running ?? 0);
      return { kind, waiting: unfinished - running, running, oldestCreatedAt: row.oldest };
    }),
  );
}

/** Reuses the last counts for QUEUE_COUNT_REUSE_MS; concurrent scrapes share one query. */
function cachedQueueCounts(database: AppDatabase): () => Promise<QueueCounts[]> {
  let last: { at: number; counts: Promise<QueueCounts[]> } | null = null;
  return () => {
    if (!last || Date.now() - last.at >= QUEUE_COUNT_REUSE_MS) {
      const counts = generationQueueCounts(database);
      last = { at: Date.now(), counts };
      // A failed count is not kept: the next scrape asks again.
      counts.catch(() => {
        last = null;
      });
    }
    return last.counts;
  };
}

function createRegistry(database: AppDatabase): { registry: Registry; requestDuration: Histogram<'method' | 'route' | 'status_code'> } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'careerforge_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'careerforge_db_pool_connections',
    help: 'PostgreSQL pool connections by state: open (in use or idle), idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      if (!pool) return;
      this.set({ state: 'open' }, pool.open);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'careerforge_db_pool_max_connections',
    help: 'The most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE).',
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      if (pool) this.set(pool.max);
    },
  });
  new Gauge({
    name: 'careerforge_extraction_workers',
    help: 'The most document extraction processes the pool runs at once (EXTRACTION_WORKERS).',
    registers: [registry],
    collect() {
      this.set(documentWorkerStats().workers);
    },
  });
  new Counter({
    name: 'careerforge_extraction_queued_total',
    help: 'Uploads that had to wait for an extraction process, since the API started.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(documentWorkerStats().queued);
    },
  });
  new Gauge({
    name: 'careerforge_extraction_longest_queue',
    help: 'The most uploads that waited for an extraction process at once, since the API started.',
    registers: [registry],
    collect() {
      this.set(documentWorkerStats().longestQueue);
    },
  });
  const queueCounts = cachedQueueCounts(database);
  new Gauge({
    name: 'careerforge_generation_jobs',
    help: `Unfinished generation jobs by kind and state (waiting: no worker holds them; running), counted at most every ${QUEUE_COUNT_REUSE_MS / 1000} s.`,
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const counts of await queueCounts()) {
        this.set({ kind: counts.kind, state: 'waiting' }, counts.waiting);
        this.set({ kind: counts.kind, state: 'running' }, counts.running);
      }
    },
  });
  new Gauge({
    name: 'careerforge_generation_oldest_job_age_seconds',
    help: 'Age of the oldest unfinished generation job of each kind; 0 when there is none.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      for (const counts of await queueCounts()) {
        const age = counts.oldestCreatedAt ? Math.max(0, (Date.now() - Date.parse(counts.oldestCreatedAt)) / 1000) : 0;
        this.set({ kind: counts.kind }, age);
      }
    },
  });
  return { registry, requestDuration };
}

function isMetricsToken(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(header?.match(/^Bearer +(\S+)$/i)?.[1] ?? '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * Times every request into the duration histogram (by route pattern, so ids in paths do not make
 * a series each), and serves `GET /metrics` in Prometheus's text format to a scraper presenting
 * `metricsToken` as a bearer token. Without a token the route does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, options: { database: AppDatabase; metricsToken: string | undefined }): void {
  const { registry, requestDuration } = createRegistry(options.database);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    }
    done();
  });
  const { metricsToken } = options;
  if (!metricsToken) return;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isMetricsToken(request.headers.authorization, metricsToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'Missing or invalid metrics token.');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
