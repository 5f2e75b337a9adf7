/**
 * Runs the whole composed site from built apps: the identity provider (unless a hosted one is
 * configured), the API, the shell and the remotes of shared/apps.json, with one consistent set of ports,
 * origins and data directories derived from a base port.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApps } from './serve-apps.mjs';

const require = createRequire(import.meta.url);
const deployment = require('../shared/build/deployment.cjs');
const { APPS, HOST } = require('../shared/build/appRegistry.cjs');
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    // No host: the wildcard address collides with a listener on any local address, localhost included.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Throws naming every port of `ports` already in use and the variable that moves it. */
async function assertPortsFree(ports) {
  const taken = [];
  for (const port of ports) if (!(await portIsFree(port.port))) taken.push(port);
  if (taken.length === 0) return;
  const lines = taken.map((port) => `  port ${port.port} (${port.what}): set ${port.variable} to a free port`);
  throw new Error(
    `Already in use, so nothing was started:\n${lines.join('\n')}\n` +
      '  or set BASE_PORT to move every port together (the shell on BASE_PORT, the remotes on the next five, ' +
      'the API on BASE_PORT+100, the identity provider on BASE_PORT+200), or stop the program that holds them.',
  );
}

/** Throws, before anything starts, when a port the stack would listen on is taken. */
export async function checkStackPorts(options = {}, { servicesOnly = false } = {}) {
  const { usesLocalIdentity, ...env } = stackEnv(options);
  await assertPortsFree(stackPorts(env, { usesLocalIdentity, servicesOnly }));
}

async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Resolves once the service itself reports, over its IPC channel, that it listens: a health check
 * answered before that could come from another process on the port.
 */
async function waitForListening(name, child, timeoutMs = 60_000) {
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  try {
    const listening = new Promise((resolve) => {
      child.on('message', (message) => {
        if (message?.listening) resolve();
      });
    });
    const exited = once(child, 'exit').then(([code, signal]) => {
      throw new Error(`${name} exited (${signal ?? `code ${code}`}) before listening`);
    });
    await Promise.race([listening, exited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `compiled`: the JavaScript of scripts/build-services.mjs with plain node (production);
 * otherwise the TypeScript sources through tsx (development).
 */
function startService(name, cwd, env, { quiet, compiled }) {
  const entry = compiled ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: path.join(repoRoot, cwd),
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`[${name}] exited (${signal ?? code})`);
  });
  return child;
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
  const stopChildren = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
          }),
      ),
    );
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
    return { url, env, stop: async () => { await stopApps(); await stopChildren(); } };
  } catch (error) {
    await stopChildren();
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
