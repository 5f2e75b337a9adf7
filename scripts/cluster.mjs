/**
 * `npm run start:cluster`: CareerForge as a hosted deployment runs it, on one machine. PostgreSQL
 * (a throwaway one from server/api/scripts/with-postgres.mjs unless DATABASE_URL is set), an S3
 * server (s3rver, in this process), Redis, two identity provider instances on that database, two
 * API instances (S3 blobs, Redis rate limits) and two generation workers, the built shell and
 * remotes, and nginx in front serving all of it on one origin. The services of scripts/cluster-services.mjs.
 *
 * Ports from BASE_PORT (default 8000): nginx on BASE_PORT, the static sites from BASE_PORT+10, the S3
 * server on +20, Redis on +30, the throwaway PostgreSQL on +40, the API instances from +100, the
 * identity provider instances from +200.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dns from 'node:dns/promises';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterServices, instanceNames, proxyConfig, S3_BUCKET } from './cluster-services.mjs';
import { serveApps } from './serve-apps.mjs';
import { assertPortsFree, repoRoot, startService, stopChildren, waitForHttp, waitForListening } from './service-processes.mjs';

const require = createRequire(import.meta.url);
const deployment = require('../shared/build/deployment.cjs');
const { APPS, HOST } = require('../shared/build/appRegistry.cjs');

export const DEFAULT_CLUSTER_BASE_PORT = 8000;
const LAYOUT =
  'nginx on BASE_PORT, the static sites from BASE_PORT+10, S3 on +20, Redis on +30, the throwaway PostgreSQL on +40, the API instances from +100, the identity provider instances from +200';
/** s3rver's fixed credentials: it checks request signatures made with them. */
const S3RVER_CREDENTIALS = { s3AccessKeyId: 'S3RVER', s3SecretAccessKey: 'S3RVER' };

/** Where each service listens, from the base port. */
export function clusterPorts(basePort) {
  const instances = (offset, kind) => Object.fromEntries(instanceNames(kind).map((name, index) => [name, basePort + offset + index]));
  return {
    proxy: basePort,
    apps: Object.fromEntries(APPS.map((app) => [app.name, basePort + 10 + app.port - HOST.port])),
    s3: basePort + 20,
    redis: basePort + 30,
    // Used only when the cluster starts its own PostgreSQL (no DATABASE_URL).
    postgres: basePort + 40,
    ...instances(100, 'api'),
    ...instances(200, 'identity'),
  };
}

function portList(ports) {
  return Object.entries(ports).flatMap(([what, port]) =>
    typeof port === 'number' ? [{ what, port }] : Object.entries(port).map(([app, appPort]) => ({ what: app, port: appPort })),
  );
}

/** Secrets every instance shares, made once per data directory. */
function clusterSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { fileLinkSecret: randomBytes(32).toString('hex'), adminClientSecret: randomBytes(32).toString('hex') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

async function waitForTcp(port, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`port ${port}: the process exited with code ${child.exitCode}`);
    const connected = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms`);
}

/** The compiled services when scripts/build-services.mjs has written them, else their TypeScript through tsx. */
function servicesAreCompiled() {
  return ['server/api/dist/main.js', 'server/api/dist/generation-worker.js', 'server/identity/dist/main.js'].every((file) => existsSync(path.join(repoRoot, file)));
}

/**
 * Throws, naming them, when ports the cluster on `basePort` would listen on are taken; PostgreSQL's
 * only with `postgres` (before the throwaway server starts: afterwards it holds its port).
 */
export async function checkClusterPorts(basePort, { postgres = false } = {}) {
  const { postgres: postgresPort, ...ports } = clusterPorts(basePort);
  await assertPortsFree(portList(postgres ? { ...ports, postgres: postgresPort } : ports), LAYOUT);
}

/**
 * Starts every service and resolves once the site answers through nginx: { url, processes (name →
 * child process), logDir, stop }. `databaseUrl`: an empty PostgreSQL database or one of an earlier run.
 */
export async function startCluster({ basePort = DEFAULT_CLUSTER_BASE_PORT, dataDir, databaseUrl }) {
  const ports = clusterPorts(basePort);
  await checkClusterPorts(basePort);
  const unbuilt = APPS.filter((app) => !existsSync(path.join(repoRoot, app.folder, 'dist', 'index.html')));
  if (unbuilt.length > 0) throw new Error(`Not built: ${unbuilt.map((app) => app.folder).join(', ')}. Run npm run build first.`);
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const origin = `http://localhost:${ports.proxy}`;
  const site = {
    origin,
    databaseUrl,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    s3Endpoint: `http://127.0.0.1:${ports.s3}`,
    ...S3RVER_CREDENTIALS,
    ...clusterSecrets(dataDir),
  };
  const services = clusterServices(site);
  const compiled = servicesAreCompiled();
  const processes = {};
  const stops = [];
  const logFd = (name) => openSync(path.join(logDir, `${name}.log`), 'a');
  const stop = async () => {
    await stopChildren(Object.values(processes));
    for (const stopOne of stops.reverse()) await stopOne();
  };

  try {
    for (const service of services) {
      const env = { ...process.env, ...service.env };
      switch (service.kind) {
        case 'postgres':
          // Already running: the caller's DATABASE_URL, or runUnderThrowawayPostgres's server.
          break;
        case 's3': {
          const S3rver = createRequire(path.join(repoRoot, 'server/api/package.json'))('s3rver');
          const s3 = new S3rver({ address: '127.0.0.1', port: ports.s3, silent: true, directory: path.join(dataDir, 's3'), configureBuckets: [{ name: S3_BUCKET }] });
          await s3.run();
          stops.push(async () => {
            const closed = s3.close();
            s3.httpServer.closeAllConnections();
            await closed;
          });
          break;
        }
        case 'redis': {
          const redisDir = path.join(dataDir, 'redis');
          mkdirSync(redisDir, { recursive: true });
          // Counters only: nothing is written to disk.
          const args = ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir];
          if (spawnSync('redis-server', ['--version']).error) throw new Error('redis-server is not installed (Debian: apt-get install -y redis-server).');
          processes.redis = spawn('redis-server', args, { stdio: ['ignore', logFd('redis'), logFd('redis')] });
          await waitForTcp(ports.redis, processes.redis);
          break;
        }
        case 'identity': {
          const instanceEnv = { ...env, HOST: '127.0.0.1', IDENTITY_PORT: String(ports[service.name]), IDENTITY_DATA_DIR: path.join(dataDir, 'identity') };
          // One after the other: the first creates the tables and the keys the next one finds.
          const child = startService(service.name, 'server/identity', instanceEnv, { compiled, logFd: logFd(service.name) });
          processes[service.name] = child;
          await waitForListening(service.name, child);
          await waitForHttp(`http://127.0.0.1:${ports[service.name]}/healthz`, { child });
          break;
        }
        case 'static': {
          const appEnv = { ...env, ...Object.fromEntries(APPS.map((app) => [deployment.envKey(app.name, 'PORT'), String(ports.apps[app.name])])) };
          stops.push(await serveApps(appEnv));
          break;
        }
        case 'proxy':
          processes.proxy = await startProxy({ dataDir, ports, logFd: logFd('proxy') });
          break;
        case 'api': {
          const instanceEnv = { ...env, API_HOST: '127.0.0.1', API_PORT: String(ports[service.name]) };
          const child = startService(service.name, 'server/api', instanceEnv, { compiled, logFd: logFd(service.name) });
          processes[service.name] = child;
          await waitForListening(service.name, child);
          await waitForHttp(`http://127.0.0.1:${ports[service.name]}/health/ready`, { child });
          break;
        }
        case 'worker':
          processes[service.name] = startService(service.name, 'server/api', env, { compiled, entryPoint: 'generation-worker', logFd: logFd(service.name) });
          break;
        default:
          throw new Error(`No way to start a service of kind ${service.kind}`);
      }
    }
    await waitForHttp(`${origin}/config.json`);
    await waitForHttp(`${origin}/api/health`);
    for (const [name, child] of Object.entries(processes)) {
      if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}); see ${logDir}/${name}.log`);
    }
    return { url: origin, processes, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** nginx as this user, with its configuration, pid file, logs and temporary files under the data directory. */
async function startProxy({ dataDir, ports, logFd }) {
  const dir = path.join(dataDir, 'proxy');
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'temp', kind), { recursive: true });
  // serve-apps.mjs listens on `localhost`, on whichever address that resolves to first.
  const { address, family } = await dns.lookup('localhost');
  const siteHost = family === 6 ? `[${address}]` : address;
  const sites = [
    ...APPS.filter((app) => !app.isHost).map((app) => ({ prefix: `/${app.folder}/`, server: `${siteHost}:${ports.apps[app.name]}` })),
    { prefix: '/', server: `${siteHost}:${ports.apps[HOST.name]}` },
  ];
  const instances = (kind) => instanceNames(kind).map((name) => `127.0.0.1:${ports[name]}`);
  const config = proxyConfig({
    listen: `127.0.0.1:${ports.proxy}`,
    upstreams: { api: instances('api'), identity: instances('identity') },
    sites,
    paths: { dir },
    // As root, nginx's workers would otherwise switch to `nobody`, who cannot write under the data directory.
    user: process.getuid?.() === 0 ? 'root' : null,
  });
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  // Debian's, which is not on a normal user's PATH; else whichever the PATH has.
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile], { encoding: 'utf8' });
  if (check.error) throw new Error(`nginx is not installed (Debian: apt-get install -y nginx): ${check.error.message}`);
  if (check.status !== 0) throw new Error(`nginx refused ${configFile}:\n${check.stderr}`);
  const child = spawn(nginx, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', logFd, logFd] });
  // SIGTERM and SIGINT stop nginx at once; SIGQUIT would wait for kept-alive connections.
  await waitForTcp(ports.proxy, child);
  return child;
}

/**
 * Runs this script again under server/api/scripts/with-postgres.mjs when no database is given,
 * and resolves with its exit code; null when one is (DATABASE_URL, or the throwaway server's
 * TEST_DATABASE_URL inside that run). A taken port stops it first, before PostgreSQL starts.
 */
export async function runUnderThrowawayPostgres(script, basePort) {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return null;
  await checkClusterPorts(basePort, { postgres: true });
  const helper = path.join(repoRoot, 'server/api/scripts/with-postgres.mjs');
  const helperArgs = ['--port', String(clusterPorts(basePort).postgres), '--', process.execPath, script, ...process.argv.slice(2)];
  const child = spawn(process.execPath, [helper, ...helperArgs], { stdio: 'inherit' });
  // Ctrl+C reaches the whole terminal; a SIGTERM only this process, so it is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** BASE_PORT, DATA_DIR and the database of this run. */
export function clusterOptionsFromEnv(env = process.env, { defaultBasePort = DEFAULT_CLUSTER_BASE_PORT, defaultDataDir = path.join(repoRoot, 'data', 'cluster') } = {}) {
  return {
    basePort: env.BASE_PORT ? Number(env.BASE_PORT) : defaultBasePort,
    dataDir: path.resolve(env.DATA_DIR ?? defaultDataDir),
    databaseUrl: env.DATABASE_URL || env.TEST_DATABASE_URL,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = clusterOptionsFromEnv();
  try {
    const exitCode = await runUnderThrowawayPostgres(fileURLToPath(import.meta.url), options.basePort);
    if (exitCode !== null) process.exit(exitCode);
    // A throwaway database starts empty: so do the other services' data.
    if (!process.env.DATABASE_URL) rmSync(options.dataDir, { recursive: true, force: true });
    mkdirSync(options.dataDir, { recursive: true });
    const started = Date.now();
    const { url, logDir, stop } = await startCluster(options);
    console.log(`CareerForge (cluster) is running at ${url} — started in ${((Date.now() - started) / 1000).toFixed(1)} s; logs in ${logDir} (Ctrl+C stops it)`);
    let stopping = false;
    const shutdown = () => {
      if (stopping) return;
      stopping = true;
      stop().then(() => process.exit(0));
    };
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
