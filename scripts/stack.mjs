/**
 * Runs the whole composed site from built apps: the identity provider (unless a hosted one is
 * configured), the API, the shell and the remotes of shared/apps.json, with one consistent set of ports,
 * origins and data directories derived from a base port.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApps } from './serve-apps.mjs';
import { assertPortsFree, repoRoot, startService, stopChildren, waitForHttp, waitForListening } from './service-processes.mjs';

const require = createRequire(import.meta.url);
const deployment = require('../shared/build/deployment.cjs');
const { APPS, HOST } = require('../shared/build/appRegistry.cjs');
export { repoRoot };

/**
 * Ports: each app keeps its distance from the shell in shared/apps.json (shell = base, remotes
 * base+1…), API = base+100, identity = base+200.
 */
export function stackEnv({ basePort = HOST.port, dataDir = path.join(repoRoot, 'data') } = {}, env = process.env) {
  const port = (offset) => String(basePort + offset);
  const appPorts = Object.fromEntries(APPS.map((app) => [deployment.envKey(app.name, 'PORT'), port(app.port - HOST.port)]));
  const spaOrigins = Object.values(appPorts)
    .map((p) => `http://localhost:${p}`)
    .join(',');
  const identityPort = port(200);
  const defaults = {
    ...appPorts,
    API_PORT: port(100),
    IDENTITY_PORT: identityPort,
    IDENTITY_ISSUER: `http://localhost:${identityPort}/`,
    IDENTITY_DATA_DIR: path.join(dataDir, 'identity'),
    AUTH_DOMAIN: `http://localhost:${identityPort}`,
    API_BASE_URL: `http://localhost:${port(100)}`,
    SQLITE_PATH: path.join(dataDir, 'api', 'careerforge.sqlite'),
    BLOB_DIR: path.join(dataDir, 'api', 'blobs'),
    FILE_LINK_SECRET_PATH: path.join(dataDir, 'api', 'file-link-secret'),
    SPA_ORIGINS: spaOrigins,
    CORS_ORIGINS: spaOrigins,
  };
  // Anything set explicitly (a hosted Auth0 tenant, PostgreSQL, other ports) wins over the defaults.
  const merged = { ...defaults };
  for (const key of Object.keys(env)) if (env[key] !== undefined && env[key] !== '') merged[key] = env[key];
  return { ...env, ...merged, usesLocalIdentity: !env.AUTH_DOMAIN };
}

/**
 * The secret the API uses to change MFA settings at the local identity provider: the one the
 * provider generated on its first start and keeps in its data directory.
 */
function localAdminClientSecret(identityDataDir) {
  // Resolved as the provider resolves it: a relative directory is taken from the repository root.
  return JSON.parse(readFileSync(path.resolve(repoRoot, identityDataDir, 'admin-client.json'), 'utf8')).client_secret;
}

/**
 * The ports a start will listen on, each with the variable that moves it alone. Checked before
 * anything starts, so a port held by another program (or by a CareerForge already running) stops
 * the start with a message instead of a service dying half-way, or a health check being answered
 * by the other copy.
 */
function stackPorts(env, { usesLocalIdentity, servicesOnly }) {
  const ports = [];
  if (usesLocalIdentity) ports.push({ what: 'the identity provider', variable: 'IDENTITY_PORT' });
  ports.push({ what: 'the API', variable: 'API_PORT' });
  if (!servicesOnly) {
    for (const app of APPS) ports.push({ what: app.name, variable: deployment.envKey(app.name, 'PORT') });
  }
  return ports.map((port) => ({ ...port, port: Number(env[port.variable]) }));
}

/** Throws, before anything starts, when a port the stack would listen on is taken. */
export async function checkStackPorts(options = {}, { servicesOnly = false } = {}) {
  const { usesLocalIdentity, ...env } = stackEnv(options);
  await assertPortsFree(
    stackPorts(env, { usesLocalIdentity, servicesOnly }),
    'the shell on BASE_PORT, the remotes on the next five, the API on BASE_PORT+100, the identity provider on BASE_PORT+200',
  );
}

/**
 * Starts everything and resolves once all of it answers; returns the URL and a stop function.
 * `compiled` (the default) compiles the services first and runs them with plain node; `false`
 * runs their TypeScript through tsx.
 */
export async function startStack(options = {}, { quiet = false, servicesOnly = false, compiled = true } = {}) {
  await checkStackPorts(options, { servicesOnly });
  const { usesLocalIdentity, ...env } = stackEnv(options);
  if (compiled) {
    // Loaded here: esbuild is a dependency, and the port check above runs before any install.
    const { buildServices } = await import('./build-services.mjs');
    await buildServices();
  }
  const children = [];
  try {
    if (usesLocalIdentity) {
      const identity = startService('identity', 'server/identity', env, { quiet, compiled });
      children.push(identity);
      await waitForListening('The identity provider', identity);
      await waitForHttp(`${env.AUTH_DOMAIN}/healthz`, { child: identity });
      env.IDENTITY_ADMIN_CLIENT_SECRET ||= localAdminClientSecret(env.IDENTITY_DATA_DIR);
    }
    const api = startService('api', 'server/api', env, { quiet, compiled });
    children.push(api);
    await waitForListening('The API', api);
    await waitForHttp(`${env.API_BASE_URL}/health/ready`, { child: api });
    // Services only: a team runs its own app's dev server against the real identity provider and API.
    const stopApps = servicesOnly ? async () => {} : await serveApps(env);
    const url = `http://localhost:${deployment.portOf(HOST.name, env)}`;
    return { url, env, stop: async () => { await stopApps(); await stopChildren(children); } };
  } catch (error) {
    await stopChildren(children);
    throw error;
  }
}

/** The stack's options from BASE_PORT and DATA_DIR, where set. */
export function stackOptionsFromEnv(env = process.env) {
  return {
    basePort: env.BASE_PORT ? Number(env.BASE_PORT) : undefined,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : undefined,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = stackOptionsFromEnv();
  // --fresh: start from empty data (used by the end-to-end tests).
  if (process.argv.includes('--fresh') && options.dataDir) rmSync(options.dataDir, { recursive: true, force: true });
  const servicesOnly = process.argv.includes('--services-only');
  try {
    const { url, env, stop } = await startStack(options, { servicesOnly });
    console.log(
      servicesOnly
        ? `Identity provider at ${env.AUTH_DOMAIN}, API at ${env.API_BASE_URL}`
        : `CareerForge is running at ${url}`,
    );
    const shutdown = () => stop().then(() => process.exit(0));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
