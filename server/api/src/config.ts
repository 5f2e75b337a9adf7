import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3BlobStoreConfig } from './lib/blob-store';
import type { LlmConfig } from './lib/llm';
import type { MfaSettingsConfig } from './lib/mfa-settings';
import { TRACE_SAMPLERS, tracingConfigOf, type TracingConfig } from './lib/telemetry/settings';

/** Resolved from this file, not the working directory, so every way of starting the API uses one file. */
const DEFAULT_SQLITE_PATH = fileURLToPath(new URL('../../../data/api/careerforge.sqlite', import.meta.url));

/** Uploaded files and the file-link secret live beside the SQLite file, under the repository's data directory. */
const DEFAULT_BLOB_DIR = fileURLToPath(new URL('../../../data/api/blobs', import.meta.url));
const DEFAULT_FILE_LINK_SECRET_PATH = fileURLToPath(new URL('../../../data/api/file-link-secret', import.meta.url));

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`).join(',');

/** The database pool's size and statement time limit when DATABASE_POOL_SIZE and DATABASE_STATEMENT_TIMEOUT_MS are unset. */
export const DATABASE_POOL_DEFAULTS = { size: 10, statementTimeoutMs: 30_000 } as const;

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const envSchema = z.object({
  API_PORT: optional(z.coerce.number().int().min(0).max(65_535).default(3100)),
  API_HOST: optional(z.string().default('localhost')),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL.').optional()),
  SQLITE_PATH: optional(z.string().default(DEFAULT_SQLITE_PATH)),
  /** The most PostgreSQL connections one API process opens. */
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(1000).default(DATABASE_POOL_DEFAULTS.size)),
  /** PostgreSQL cancels a statement running longer (statement_timeout); SQLite waits that long at most for a lock. */
  DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(1).default(DATABASE_POOL_DEFAULTS.statementTimeoutMs)),
  AUTH_DOMAIN: optional(z.string().default('http://localhost:3200')),
  AUTH_AUDIENCE: optional(z.string().default('https://api.careerforge.local')),
  CORS_ORIGINS: optional(z.string().default(DEFAULT_CORS_ORIGINS)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().positive().default(600)),
  /** Per client address, for each public file route (resume file links, avatars) on its own. */
  PUBLIC_FILE_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().positive().default(1200)),
  /** The bearer token a Prometheus scraper presents to GET /metrics; unset: no /metrics route. */
  METRICS_TOKEN: optional(z.string().min(32, 'METRICS_TOKEN must be at least 32 characters.').optional()),
  /** Where every instance keeps its rate-limit counters; unset: each instance counts in its own memory. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL.').optional()),
  /**
   * Which proxies' X-Forwarded-For is believed for the client address (rate limits, logs): 'false',
   * a number of proxy hops in front of the API, a comma-separated list of proxy addresses or CIDR
   * ranges, or 'true' (every hop: only when nothing but the proxy can reach the API).
   */
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'TRUST_PROXY must be true, false, a hop count or a list of proxy addresses.')
      .default('false'),
  ),
  /** Time a client gets to send a request's headers. */
  HTTP_HEADERS_TIMEOUT_MS: optional(z.coerce.number().int().positive().default(10_000)),
  /** Time a client gets to send a whole request, body included (a 10 MB upload on a slow line). */
  HTTP_REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().positive().default(120_000)),
  /** A connection on which nothing arrives or leaves for this long is closed (a stalled body). */
  HTTP_IDLE_TIMEOUT_MS: optional(z.coerce.number().int().positive().default(30_000)),
  /** How long an idle keep-alive connection is kept open for the client's next request. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: optional(z.coerce.number().int().positive().default(5_000)),
  /** On SIGTERM, how long /health/ready answers 503 while requests are still served, so a load balancer stops sending new ones. */
  SHUTDOWN_DRAIN_DELAY_MS: optional(z.coerce.number().int().min(0).default(0)),
  /** On SIGTERM, how long requests in flight get to finish once the API stops accepting; then their connections are closed. */
  SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().positive().default(10_000)),
  /** Extraction processes reading uploaded .pdf/.docx files at once; unset: one per core. */
  EXTRACTION_WORKERS: optional(z.coerce.number().int().min(1).max(64).default(availableParallelism())),
  /** Wall-clock time one file may take in an extraction process before it is stopped and refused. */
  EXTRACTION_TIMEOUT_MS: optional(z.coerce.number().int().positive().default(10_000)),
  /** Decoded page content (drawing operators) a PDF may hold in all, in MB; more is refused before extraction. */
  EXTRACTION_DRAWING_LIMIT_MB: optional(z.coerce.number().positive().max(64).default(4)),
  /** The API's address as browsers reach it; file links are absolute because they open in a new tab. */
  API_PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'API_PUBLIC_URL must be an http(s) URL.' }).optional()),
  BLOB_DIR: optional(z.string().default(DEFAULT_BLOB_DIR)),
  /** Where uploaded and formatted files are kept: 'disk' under BLOB_DIR, or 's3' in the S3_BUCKET bucket. */
  BLOB_STORE: optional(z.enum(['disk', 's3']).default('disk')),
  /** An S3-compatible service's URL; unset: AWS's own endpoint for S3_REGION. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL.' }).optional()),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens.').optional(),
  ),
  /** A folder of the bucket the API keeps its objects in (`careerforge/`); unset: the bucket's top level. */
  S3_PREFIX: optional(z.string().regex(/^[A-Za-z0-9!_.*'()/-]{0,512}$/, 'S3_PREFIX may hold letters, digits and !_.*\'()/- only.').default('')),
  S3_REGION: optional(z.string().default('us-east-1')),
  /** 'true': the bucket goes in the path, not the host name (MinIO and most S3-compatible services). */
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false']).default('false')),
  /** Both or neither; unset: the AWS SDK's default credentials (AWS_* variables, shared files, the machine's role). */
  S3_ACCESS_KEY_ID: optional(z.string().optional()),
  S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
  /** One S3 attempt's limit on connecting and on silence from the service. */
  S3_TIMEOUT_MS: optional(z.coerce.number().int().positive().default(10_000)),
  /** Attempts per S3 call (network failures, 5xx and throttling are retried with backoff). */
  S3_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(10).default(3)),
  /** Signs file links. Unset: a random secret is generated once and kept in FILE_LINK_SECRET_PATH. */
  FILE_LINK_SECRET: optional(z.string().min(32, 'FILE_LINK_SECRET must be at least 32 characters.').optional()),
  FILE_LINK_SECRET_PATH: optional(z.string().default(DEFAULT_FILE_LINK_SECRET_PATH)),
  FILE_LINK_TTL_SECONDS: optional(z.coerce.number().int().positive().default(300)),
  /** Generation jobs this API process runs at once; 0 leaves them to separate worker processes. */
  GENERATION_WORKERS: optional(z.coerce.number().int().min(0).max(32).default(2)),
  /** How long a worker holds a job before another may take it over (a killed worker's job is resumed after this). */
  GENERATION_LEASE_SECONDS: optional(z.coerce.number().int().min(1).max(3600).default(30)),
  /** Tries per job before it is marked failed. */
  GENERATION_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(10).default(3)),
  /** An OpenAI-compatible endpoint that may rephrase bullets; unset: the embedded engine alone. */
  LLM_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http(s) URL.' }).optional()),
  LLM_MODEL: optional(z.string().optional()),
  LLM_API_KEY: optional(z.string().optional()),
  LLM_TIMEOUT_MS: optional(z.coerce.number().int().positive().default(20_000)),
  /** 'llm' reads uploaded and pasted resumes with the LLM above, each value checked against the text; 'local' the parser alone. */
  RESUME_EXTRACTION: optional(z.enum(['local', 'llm']).default('local')),
  /** The embedded identity provider's `careerforge-api` client secret: the API changes MFA settings with it. */
  IDENTITY_ADMIN_CLIENT_SECRET: optional(z.string().min(32, 'IDENTITY_ADMIN_CLIENT_SECRET must be at least 32 characters.').optional()),
  /** A hosted Auth0 tenant's Machine-to-Machine application for the Management API (read:users update:users). */
  AUTH0_MANAGEMENT_CLIENT_ID: optional(z.string().optional()),
  AUTH0_MANAGEMENT_CLIENT_SECRET: optional(z.string().optional()),
  /** An OpenTelemetry collector's OTLP/HTTP base URL: spans go to `<it>/v1/traces`. Unset (and no traces endpoint): no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL.' }).optional()),
  /** The collector's whole traces URL, used as it is; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http(s) URL.' }).optional()),
  /** The service name spans carry; unset: careerforge-api. */
  OTEL_SERVICE_NAME: optional(z.string().optional()),
  /** Which requests are traced, by OpenTelemetry's sampler names; the ratio ones take OTEL_TRACES_SAMPLER_ARG. */
  OTEL_TRACES_SAMPLER: optional(z.enum(TRACE_SAMPLERS).default('parentbased_always_on')),
  /** The share of traces a ratio sampler keeps, from 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: optional(z.coerce.number().min(0).max(1).default(1)),
})
  .refine((vars) => !vars.LLM_BASE_URL || vars.LLM_MODEL, { message: 'LLM_MODEL is required when LLM_BASE_URL is set.', path: ['LLM_MODEL'] })
  .refine((vars) => vars.RESUME_EXTRACTION !== 'llm' || vars.LLM_BASE_URL, {
    message: 'RESUME_EXTRACTION=llm needs LLM_BASE_URL and LLM_MODEL.',
    path: ['RESUME_EXTRACTION'],
  })
  .refine((vars) => vars.BLOB_STORE !== 's3' || vars.S3_BUCKET, { message: 'BLOB_STORE=s3 needs S3_BUCKET.', path: ['S3_BUCKET'] })
  .refine((vars) => !vars.S3_ACCESS_KEY_ID === !vars.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((vars) => vars.HTTP_HEADERS_TIMEOUT_MS <= vars.HTTP_REQUEST_TIMEOUT_MS, {
    message: 'HTTP_HEADERS_TIMEOUT_MS cannot be longer than HTTP_REQUEST_TIMEOUT_MS.',
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
  });

export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded SQLite file at `sqlitePath`. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** PostgreSQL pool size, and the statement time limit on either engine. */
  databasePool: { size: number; statementTimeoutMs: number };
  auth: { issuer: string; audience: string; jwksUrl: string };
  corsOrigins: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimitPerMinute: number;
  publicFileRateLimitPerMinute: number;
  /** The rate-limit counters' Redis, shared by every instance; undefined: in-process counters. */
  redisUrl: string | undefined;
  /** The bearer token of GET /metrics; undefined: metrics are not served. */
  metricsToken: string | undefined;
  /** As Fastify's `trustProxy`: every hop, none, a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  /** Milliseconds; see HTTP_*_TIMEOUT_MS. */
  httpTimeouts: { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number };
  /** SIGTERM: readiness off for drainDelayMs, then requests in flight get graceMs to finish. */
  shutdown: { drainDelayMs: number; graceMs: number };
  extraction: { workers: number; timeoutMs: number; drawingBytesLimit: number };
  /** Without a trailing slash. */
  publicApiBaseUrl: string;
  blobDir: string;
  /** The bucket files are kept in when BLOB_STORE=s3; null: on disk under `blobDir`. */
  s3: S3BlobStoreConfig | null;
  fileLinks: {
    /** The configured secret; when undefined, the one kept in `secretPath` (created on first use). */
    secret: string | undefined;
    secretPath: string;
    ttlSeconds: number;
  };
  generation: {
    workers: number;
    leaseSeconds: number;
    maxAttempts: number;
    /** Null when no LLM endpoint is configured. */
    llm: LlmConfig | null;
  };
  /** Who reads uploaded and pasted resumes: the local parser, or the configured LLM with the parser as fallback. */
  resumeExtraction: 'local' | 'llm';
  /** Where users' MFA settings are changed; 'none' answers 503. */
  mfaSettings: MfaSettingsConfig;
  /** Where OpenTelemetry spans are sent; null: tracing is off and its SDK is never loaded. */
  tracing: TracingConfig | null;
}

function s3Config(vars: z.infer<typeof envSchema>): S3BlobStoreConfig | null {
  if (vars.BLOB_STORE !== 's3' || !vars.S3_BUCKET) return null;
  const folder = vars.S3_PREFIX.replace(/^\/+/, '');
  return {
    bucket: vars.S3_BUCKET,
    prefix: folder === '' || folder.endsWith('/') ? folder : `${folder}/`,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } : undefined,
    timeoutMs: vars.S3_TIMEOUT_MS,
    maxAttempts: vars.S3_MAX_ATTEMPTS,
  };
}

/** The hosted tenant's Management API when its client is set; else the embedded provider's admin endpoint when its secret is. */
function mfaSettingsConfig(vars: z.infer<typeof envSchema>, issuer: string): MfaSettingsConfig {
  if (vars.AUTH0_MANAGEMENT_CLIENT_ID && vars.AUTH0_MANAGEMENT_CLIENT_SECRET) {
    return { kind: 'auth0', issuer, clientId: vars.AUTH0_MANAGEMENT_CLIENT_ID, clientSecret: vars.AUTH0_MANAGEMENT_CLIENT_SECRET };
  }
  if (vars.IDENTITY_ADMIN_CLIENT_SECRET) {
    return { kind: 'local', issuer, clientId: 'careerforge-api', clientSecret: vars.IDENTITY_ADMIN_CLIENT_SECRET };
  }
  return { kind: 'none' };
}

/**
 * An Auth0-style domain: `tenant.auth0.com` means https; `http://localhost:3200` is kept as given.
 * The issuer is the domain with one trailing slash, as Auth0 and auth0-spa-js expect.
 */
function issuerOf(domain: string): string {
  const withScheme = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `${withScheme.replace(/\/+$/, '')}/`;
}

function trustProxyOf(value: string): ApiConfig['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid API configuration:\n${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;
  const issuer = issuerOf(vars.AUTH_DOMAIN.trim());
  return {
    port: vars.API_PORT,
    host: vars.API_HOST,
    databaseUrl: vars.DATABASE_URL,
    sqlitePath: path.resolve(vars.SQLITE_PATH),
    databasePool: { size: vars.DATABASE_POOL_SIZE, statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS },
    auth: { issuer, audience: vars.AUTH_AUDIENCE, jwksUrl: `${issuer}.well-known/jwks.json` },
    corsOrigins: vars.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    logLevel: vars.LOG_LEVEL,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    publicFileRateLimitPerMinute: vars.PUBLIC_FILE_RATE_LIMIT_PER_MINUTE,
    redisUrl: vars.REDIS_URL,
    metricsToken: vars.METRICS_TOKEN,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    httpTimeouts: {
      headersMs: vars.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: vars.HTTP_REQUEST_TIMEOUT_MS,
      idleMs: vars.HTTP_IDLE_TIMEOUT_MS,
      keepAliveMs: vars.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdown: { drainDelayMs: vars.SHUTDOWN_DRAIN_DELAY_MS, graceMs: vars.SHUTDOWN_GRACE_MS },
    extraction: {
      workers: vars.EXTRACTION_WORKERS,
      timeoutMs: vars.EXTRACTION_TIMEOUT_MS,
      drawingBytesLimit: Math.round(vars.EXTRACTION_DRAWING_LIMIT_MB * 1024 * 1024),
    },
    publicApiBaseUrl: (vars.API_PUBLIC_URL ?? `http://localhost:${vars.API_PORT}`).replace(/\/+$/, ''),
    blobDir: path.resolve(vars.BLOB_DIR),
    s3: s3Config(vars),
    fileLinks: {
      secret: vars.FILE_LINK_SECRET,
      secretPath: path.resolve(vars.FILE_LINK_SECRET_PATH),
      ttlSeconds: vars.FILE_LINK_TTL_SECONDS,
    },
    generation: {
      workers: vars.GENERATION_WORKERS,
      leaseSeconds: vars.GENERATION_LEASE_SECONDS,
      maxAttempts: vars.GENERATION_MAX_ATTEMPTS,
      llm:
        vars.LLM_BASE_URL && vars.LLM_MODEL
          ? { baseUrl: vars.LLM_BASE_URL.replace(/\/+$/, ''), model: vars.LLM_MODEL, apiKey: vars.LLM_API_KEY ?? null, timeoutMs: vars.LLM_TIMEOUT_MS }
          : null,
    },
    resumeExtraction: vars.RESUME_EXTRACTION,
    mfaSettings: mfaSettingsConfig(vars, issuer),
    tracing: tracingConfigOf({
      endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT,
      tracesEndpoint: vars.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
      serviceName: vars.OTEL_SERVICE_NAME,
      sampler: { name: vars.OTEL_TRACES_SAMPLER, ratio: vars.OTEL_TRACES_SAMPLER_ARG },
    }),
  };
}
