import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root, so the default data directory does not depend on the working directory. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface IdentityConfig {
  /** The address it listens on: loopback unless HOST names another (e.g. 0.0.0.0 in a container). */
  host: string;
  port: number;
  /** Exactly what goes into `iss`; always an origin followed by '/'. */
  issuer: string;
  dataDir: string;
  /** PostgreSQL for all state (tables prefixed `identity_`); undefined: SQLite in the data directory. */
  databaseUrl: string | undefined;
  /** The most PostgreSQL connections one provider process opens. */
  databasePoolSize: number;
  /** The first-party single-page application (public client, PKCE). */
  spaClientId: string;
  /** The API's audience: access tokens requested with `audience=<this>` are RS256 JWTs for it. */
  apiAudience: string;
  /** Origins of the shell and the remotes: redirect, logout and CORS allow-list. */
  spaOrigins: string[];
  /** Secret of the API's confidential client (ADMIN_CLIENT_ID). Undefined means: generate one and persist it in the data directory. */
  adminClientSecret: string | undefined;
  timeouts: ServerTimeouts;
  /** Sign-ups accepted per client IP per hour; 0 turns the limit off. */
  signupLimitPerHour: number;
  /** Where mail is sent (smtp:// or smtps://); undefined writes it to the outbox folder instead. */
  smtpUrl: string | undefined;
  /** The From of every message. */
  mailFrom: string;
  /** Accounts whose address is not confirmed cannot sign in. */
  requireEmailVerification: boolean;
}

/** How long a client may take, so slow or idle clients cannot hold sockets indefinitely. */
export interface ServerTimeouts {
  /** Until the request's headers are complete. */
  headersMs: number;
  /** Until the whole request, body included, is received. */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** The API's confidential client: client_credentials tokens for the admin endpoints. */
export const ADMIN_CLIENT_ID = 'careerforge-api';

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_SIGNUP_LIMIT_PER_HOUR = 20;
const DEFAULT_MAIL_FROM = 'CareerForge <no-reply@careerforge.local>';
const DEFAULT_PORT = 3200;
export const DEFAULT_DATABASE_POOL_SIZE = 10;
const DEFAULT_SPA_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

/** Unset and empty variables both mean "use the default" (an empty line in a .env file is not a value). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const issuerSchema = httpUrl.refine((value) => value === `${new URL(value).origin}/`, {
  error: "must be an origin followed by '/', e.g. http://localhost:3200/ (the SPA expects iss = domain + '/')",
});

const originListSchema = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(
    z
      .array(httpUrl.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), { error: 'must be an origin without a path' }))
      .min(1, { error: 'must list at least one origin' }),
  )
  .transform((origins) => [...new Set(origins.map((origin) => new URL(origin).origin))]);

const POOL_SIZE_ERROR = { error: 'must be a whole number from 1 to 1000' };

const timeoutMsSchema = z.coerce.number().int().min(1, { error: 'must be a positive number of milliseconds' }).max(3_600_000);

const envSchema = z.object({
  HOST: optional(z.string().regex(/^[\w.:-]+$/, { error: 'must be a host name or an IP address' })),
  IDENTITY_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  IDENTITY_ISSUER: optional(issuerSchema),
  IDENTITY_DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int(POOL_SIZE_ERROR).min(1, POOL_SIZE_ERROR).max(1000, POOL_SIZE_ERROR)),
  AUTH_CLIENT_ID: optional(z.string().regex(/^[\w.-]{1,100}$/, { error: 'must be letters, digits, dots, dashes or underscores' })),
  AUTH_AUDIENCE: optional(z.url({ error: 'must be an absolute URI' })),
  SPA_ORIGINS: optional(originListSchema),
  IDENTITY_ADMIN_CLIENT_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
  SIGNUP_LIMIT_PER_HOUR: optional(z.coerce.number().int().min(0, { error: 'must be 0 (off) or a positive whole number' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().max(200).regex(/^[^\r\n]+$/, { error: 'must be one line' })),
  REQUIRE_EMAIL_VERIFICATION: optional(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" })),
  IDENTITY_HEADERS_TIMEOUT_MS: optional(timeoutMsSchema),
  IDENTITY_REQUEST_TIMEOUT_MS: optional(timeoutMsSchema),
  IDENTITY_KEEP_ALIVE_TIMEOUT_MS: optional(timeoutMsSchema),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid identity configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const port = values.IDENTITY_PORT ?? DEFAULT_PORT;
  const timeouts: ServerTimeouts = {
    headersMs: values.IDENTITY_HEADERS_TIMEOUT_MS ?? DEFAULT_TIMEOUTS.headersMs,
    requestMs: values.IDENTITY_REQUEST_TIMEOUT_MS ?? DEFAULT_TIMEOUTS.requestMs,
    keepAliveMs: values.IDENTITY_KEEP_ALIVE_TIMEOUT_MS ?? DEFAULT_TIMEOUTS.keepAliveMs,
  };
  // Node refuses a request deadline shorter than the one for its headers.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError('Invalid identity configuration: IDENTITY_HEADERS_TIMEOUT_MS must not exceed IDENTITY_REQUEST_TIMEOUT_MS');
  }
  return {
    host: values.HOST ?? DEFAULT_HOST,
    port,
    issuer: values.IDENTITY_ISSUER ?? `http://localhost:${port}/`,
    dataDir: path.resolve(repoRoot, values.IDENTITY_DATA_DIR ?? 'data/identity'),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE,
    spaClientId: values.AUTH_CLIENT_ID ?? 'careerforge-spa',
    apiAudience: values.AUTH_AUDIENCE ?? 'https://api.careerforge.local',
    spaOrigins: values.SPA_ORIGINS ?? DEFAULT_SPA_ORIGINS,
    adminClientSecret: values.IDENTITY_ADMIN_CLIENT_SECRET,
    timeouts,
    signupLimitPerHour: values.SIGNUP_LIMIT_PER_HOUR ?? DEFAULT_SIGNUP_LIMIT_PER_HOUR,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    requireEmailVerification: values.REQUIRE_EMAIL_VERIFICATION === 'true',
  };
}

/** Audience of the admin endpoints' client_credentials tokens. */
export function adminAudienceFor(issuer: string): string {
  return `${issuer}admin/`;
}
