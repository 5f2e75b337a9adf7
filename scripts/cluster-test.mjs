/**
 * `npm run test:cluster`: starts the cluster of scripts/cluster.mjs (BASE_PORT, default 6100: clear
 * of `npm start`, the e2e stack and the benchmarks, and not 6000, a port Chromium refuses to open)
 * and runs the journey of e2e/cluster/ in Chromium against its one origin. The journey kills one API and one identity
 * provider instance with SIGKILL half-way; afterwards this script checks they are gone, that nginx
 * was refused by them and routed the requests to the instances left, and that the files the
 * journey stored are in the S3 bucket. Exits non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterOptionsFromEnv, clusterPorts, runUnderThrowawayPostgres, startCluster } from './cluster.mjs';
import { S3_BUCKET } from './cluster-services.mjs';
import { repoRoot } from './service-processes.mjs';

/** The instances the journey kills, and the ones that must carry on alone. */
const KILLED = ['api-1', 'identity-1'];
const SURVIVING_IDENTITY = 'identity-2';

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/**
 * Runs the Playwright journey; resolves with its exit code. Never synchronously: the static sites
 * and the S3 server answer from this process meanwhile.
 */
async function runJourney(env) {
  const cli = createRequire(path.join(repoRoot, 'e2e', 'package.json')).resolve('@playwright/test/cli');
  const child = spawn(process.execPath, [cli, 'test', '--config', 'playwright.cluster.config.ts'], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const [code] = await once(child, 'exit');
  return code ?? 1;
}

const options = clusterOptionsFromEnv(process.env, { defaultBasePort: 6100, defaultDataDir: path.join(repoRoot, 'data', 'cluster-test') });
try {
  const exitCode = await runUnderThrowawayPostgres(fileURLToPath(import.meta.url), options.basePort);
  if (exitCode !== null) process.exit(exitCode);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
rmSync(options.dataDir, { recursive: true, force: true });
mkdirSync(options.dataDir, { recursive: true });
// Every sign-up comes through the one proxy, from one address: the per-address limit is for the public.
process.env.SIGNUP_LIMIT_PER_HOUR = '0';

const failures = [];
const started = Date.now();
let cluster;
try {
  cluster = await startCluster(options);
} catch (error) {
  console.error(`✖ The cluster did not start: ${error.message}`);
  process.exit(1);
}
console.log(`Cluster up at ${cluster.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
try {
  const ports = clusterPorts(options.basePort);
  const healthPath = (name) => (name.startsWith('api') ? '/health/live' : '/healthz');
  const stateFile = path.join(options.dataDir, 'cluster-state.json');
  const instances = Object.fromEntries(
    KILLED.map((name) => [name, { pid: cluster.processes[name].pid, url: `http://127.0.0.1:${ports[name]}${healthPath(name)}` }]),
  );
  writeFileSync(stateFile, JSON.stringify({ instances }));

  const journeyStarted = Date.now();
  const journey = await runJourney({
    CLUSTER_URL: cluster.url,
    CLUSTER_STATE: stateFile,
    // The outbox answers only requests made directly, not through the proxy.
    E2E_IDENTITY_ORIGIN: `http://127.0.0.1:${ports[SURVIVING_IDENTITY]}`,
  });
  console.log(`Journey: ${((Date.now() - journeyStarted) / 1000).toFixed(1)} s`);
  if (journey !== 0) failures.push(`the journey failed (exit ${journey})`);

  for (const name of KILLED) {
    const child = cluster.processes[name];
    if (child.signalCode !== 'SIGKILL') failures.push(`${name} was not killed by the journey (${child.signalCode ?? `exit ${child.exitCode}`})`);
  }
  for (const [name, child] of Object.entries(cluster.processes)) {
    if (!KILLED.includes(name) && (child.exitCode !== null || child.signalCode !== null)) failures.push(`${name} stopped during the journey`);
  }

  const proxyDir = path.join(options.dataDir, 'proxy');
  const refused = readFileSync(path.join(proxyDir, 'error.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('Connection refused') && KILLED.some((name) => line.includes(`127.0.0.1:${ports[name]}/`)));
  const answers = readFileSync(path.join(proxyDir, 'access.log'), 'utf8').split('\n').filter(Boolean);
  const serverErrors = answers.filter((line) => / 50[234] \d+ "/.test(line));
  console.log(
    `nginx: ${answers.length} requests answered, ${serverErrors.length} of them 502/503/504; ` +
      `${refused.length} attempts refused by the killed instances, each passed on to the next instance`,
  );
  if (journey === 0 && refused.length === 0) failures.push('nginx never tried a killed instance: the kills were not exercised');
  if (serverErrors.length > 0) failures.push(`nginx answered ${serverErrors.length} request(s) with a gateway error:\n${serverErrors.join('\n')}`);

  // s3rver keeps each object as a file (with its metadata beside it) under <directory>/<bucket>/.
  const objects = filesUnder(path.join(options.dataDir, 's3', S3_BUCKET)).filter((file) => file.endsWith('._S3rver_object'));
  console.log(`S3 bucket ${S3_BUCKET}: ${objects.length} objects`);
  if (objects.length === 0) failures.push('nothing was stored in the S3 bucket');
} finally {
  const stopping = Date.now();
  await cluster.stop();
  console.log(`Cluster stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (failures.length > 0) {
  console.error(`✖ Cluster test failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('✔ Cluster test passed');
