/**
 * The root commands (`npm start`, `npm test`, `npm run build|e2e|bench`, and
 * `node scripts/run.mjs dev <remote folder>`). They work on a fresh machine with only Node and npm:
 * they bootstrap the pinned pnpm, install the workspace, and (for tests, when run as root on
 * Debian) install Chromium and PostgreSQL.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_22_VERSION, prepareNode22 } from './node22.mjs';

// Plain Node modules: readable before anything is installed.
const require = createRequire(import.meta.url);
const appRegistry = require('../shared/build/appRegistry.cjs');
const deployment = require('../shared/build/deployment.cjs');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinnedPnpm = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpmPrefix = path.join(repoRoot, '.cache', 'pnpm');

function log(message) {
  console.log(`\n▶ ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: buildEnv(), ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.signal ?? `exit ${result.status}`})`);
  }
}

/**
 * `base` with the local pnpm on the PATH. Native addons (better-sqlite3) compile against the
 * running Node's own headers, never downloaded ones.
 */
function buildEnv(base = process.env) {
  const env = { ...base, PATH: `${path.join(localPnpmPrefix, 'bin')}${path.delimiter}${base.PATH}` };
  const nodePrefix = path.resolve(path.dirname(process.execPath), '..');
  if (!env.npm_config_nodedir && existsSync(path.join(nodePrefix, 'include', 'node', 'node_api.h'))) {
    env.npm_config_nodedir = nodePrefix;
  }
  return env;
}

function pnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], { env: buildEnv(), encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function ensurePnpm() {
  if (pnpmVersion() === pinnedPnpm) return;
  log(`Installing pnpm ${pinnedPnpm}`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${pinnedPnpm}`], { stdio: 'inherit' });
  if (global.status !== 0 || pnpmVersion() !== pinnedPnpm) {
    run('npm', ['install', '--prefix', localPnpmPrefix, '--global', `pnpm@${pinnedPnpm}`]);
  }
}

function install() {
  log('Installing dependencies');
  run('pnpm', ['install', '--frozen-lockfile']);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function postgresInstalled() {
  return commandExists('initdb') || existsSync('/usr/lib/postgresql');
}

/**
 * From Debian's packages: Chromium (e2e), PostgreSQL (the API suite's second engine), poppler
 * (reading generated PDFs back), Redis (counters shared by several API instances) and nginx (the
 * reverse proxy of the cluster mode).
 */
function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!postgresInstalled()) missing.push('postgresql');
  if (!existsSync('/usr/bin/pdfinfo')) missing.push('poppler-utils');
  if (!commandExists('redis-server')) missing.push('redis-server');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (missing.length === 0) return;
  if (!isRoot() || !commandExists('apt-get')) {
    throw new Error(`Missing ${missing.join(' and ')}; install them (Debian: apt-get install -y ${missing.join(' ')}).`);
  }
  log(`Installing ${missing.join(', ')} with apt-get`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    env: { ...buildEnv(), DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The folders of the shell and of each remote. */
const APPS = appRegistry.APPS.map((app) => app.folder);
const JEST_PACKAGES = ['shared/contract', 'shared', ...APPS, 'server/db-common', 'server/identity', 'server/api'];
/** Also run on Node 22: the code that runs on Node in production (the apps run in browsers). */
const NODE_22_JEST_PACKAGES = ['shared/contract', 'server/db-common', 'server/identity', 'server/api'];

function build() {
  log('Building the shell and the remotes (production)');
  run('pnpm', ['--workspace-concurrency=2', ...APPS.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build']);
}

/** Runs Jest in one package and returns its counts. */
function jest(packageDir, extraArgs = [], script = 'jest', env = buildEnv()) {
  const outputFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'cf-jest-')), 'result.json');
  const args = script === 'jest'
    ? ['exec', 'jest', '--json', `--outputFile=${outputFile}`, ...extraArgs]
    : ['run', script, '--json', `--outputFile=${outputFile}`, ...extraArgs];
  const result = spawnSync('pnpm', args, { cwd: path.join(repoRoot, packageDir), stdio: 'inherit', env });
  let counts = { passed: 0, failed: result.status === 0 ? 0 : 1 };
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    counts = { passed: report.numPassedTests, failed: failed || (result.status === 0 ? 0 : 1) };
  }
  rmSync(path.dirname(outputFile), { recursive: true, force: true });
  return counts;
}

function test() {
  ensureSystemPackages();
  const totals = { passed: 0, failed: 0 };
  const add = (label, counts) => {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    console.log(`   ${label}: ${counts.passed} passed, ${counts.failed} failed`);
  };
  log('Lint: the whole tree (eslint.config.mjs), no warnings allowed');
  run('pnpm', ['exec', 'eslint', '.', '--max-warnings', '0']);
  log('Lint rules, boundaries, the @careerforge/shared version contract, the static server and the compose file (node --test)');
  run('node', ['--test', 'scripts/lint/boundaries.test.mjs', 'scripts/lint/shared-version-contract.test.mjs', 'scripts/serve-apps.test.mjs', 'scripts/start-ports.test.mjs', 'scripts/cluster-compose.test.mjs', 'scripts/cluster-ports.test.mjs']);
  log('API reports of @careerforge/shared and @careerforge/contract match the code');
  run('node', ['scripts/api-report.mjs', '--check']);
  log('Type-checking every package');
  run('pnpm', ['--workspace-concurrency=2', '-r', 'run', 'typecheck']);
  for (const packageDir of JEST_PACKAGES) {
    log(`Jest: ${packageDir}${packageDir === 'server/api' ? ' (SQLite)' : ''}`);
    add(packageDir, jest(packageDir));
  }
  log('Jest: server/api (PostgreSQL)');
  add('server/api (PostgreSQL)', jest('server/api', [], 'test:pg'));
  add('server/identity (PostgreSQL)', jest('server/identity', [], 'test:pg'));
  log(`Jest on Node ${NODE_22_VERSION}: ${NODE_22_JEST_PACKAGES.join(', ')} (the API on SQLite)`);
  let node22 = null;
  try {
    node22 = prepareNode22(buildEnv());
  } catch (error) {
    console.error(`✖ ${error.message}`);
    add(`Node ${NODE_22_VERSION} set-up`, { passed: 0, failed: 1 });
  }
  for (const packageDir of node22 ? NODE_22_JEST_PACKAGES : []) {
    add(`${packageDir} (Node 22)`, jest(packageDir, node22.jestArgs(packageDir), 'jest', node22.env));
  }
  log('Resume quality: a realistic profile generated and formatted in every format, read back as an ATS would');
  add('resume quality', resumeQuality());
  build();
  log('Frontend weight: the budgets of scripts/bench-frontend.mjs, in Chromium on free ports from 5000 up (not the e2e ones)');
  add('frontend budgets', frontendBudgets());
  log('End-to-end: Playwright in Chromium against the composed production build');
  add('e2e', e2e());
  log('Cluster: the journey through nginx to two API and two identity provider instances, one of each killed half-way (npm run test:cluster)');
  add('cluster', scriptCheck(['scripts/cluster-test.mjs']));
  console.log(`\nAll tests: ${totals.passed} passed, ${totals.failed} failed`);
  if (totals.failed > 0) process.exitCode = 1;
}

/** A node script as one check: passed when it exits with 0. */
function scriptCheck(args) {
  const result = spawnSync('node', args, { cwd: repoRoot, stdio: 'inherit', env: buildEnv() });
  return result.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/** bench-frontend.mjs --check on the build just made: one check, failed when a budget is exceeded by more than 5 %. */
function frontendBudgets() {
  return scriptCheck(['scripts/bench-frontend.mjs', '--check', '--no-build']);
}

/** The checks of server/api/scripts/resume-quality.ts: its closing 'N passed, N failed' line. */
function resumeQuality() {
  const result = spawnSync('pnpm', ['--filter', '@careerforge/api', 'exec', 'tsx', 'scripts/resume-quality.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: buildEnv(),
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const summary = /^(\d+) passed, (\d+) failed$/m.exec(result.stdout ?? '');
  if (!summary) return { passed: 0, failed: 1 };
  return { passed: Number(summary[1]), failed: Number(summary[2]) || (result.status === 0 ? 0 : 1) };
}

function e2e() {
  const outputFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'cf-e2e-')), 'result.json');
  const result = spawnSync('pnpm', ['exec', 'playwright', 'test'], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: 'inherit',
    env: { ...buildEnv(), PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  let counts = { passed: 0, failed: result.status === 0 ? 0 : 1 };
  if (existsSync(outputFile)) {
    const stats = JSON.parse(readFileSync(outputFile, 'utf8')).stats;
    counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected || (result.status === 0 ? 0 : 1) };
  }
  rmSync(path.dirname(outputFile), { recursive: true, force: true });
  return counts;
}

/**
 * The whole site on the ports from BASE_PORT (or shared/apps.json's) with its data under DATA_DIR
 * (or ./data), as scripts/stack.mjs starts it: the apps built for production, the services
 * compiled and run with plain node.
 */
async function start() {
  build();
  const { startStack, stackOptionsFromEnv } = await import('./stack.mjs');
  const { url, stop } = await startStack(stackOptionsFromEnv());
  console.log(`\nCareerForge is running at ${url}\n(Ctrl+C stops it)`);
  const shutdown = () => stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Before installing or building anything: `npm start` stops at once when a port it needs is taken. */
async function checkStartPorts() {
  const { checkStackPorts, stackOptionsFromEnv } = await import('./stack.mjs');
  await checkStackPorts(stackOptionsFromEnv());
}

/**
 * One remote's own page (its dev server, reloading on change) signed in against a local identity
 * provider and API, as `scripts/stack.mjs --services-only` starts them. Ctrl+C stops all of it.
 */
async function dev(folder) {
  const remote = appRegistry.REMOTES.find((app) => app.folder === folder);
  if (!remote) {
    const known = appRegistry.REMOTES.map((app) => app.folder).join(', ');
    throw new Error(
      `${folder ? `'${folder}' is not a remote of shared/apps.json.` : 'Name a remote.'} ` +
        `Usage: node scripts/run.mjs dev <remote>, one of: ${known}`,
    );
  }
  const { startStack, stackOptionsFromEnv } = await import('./stack.mjs');
  log('Starting the identity provider and the API');
  // The services' TypeScript through tsx: no compile step between an edit and a restart.
  const { env, stop } = await startStack(stackOptionsFromEnv(), { servicesOnly: true, compiled: false });
  log(`${remote.folder}'s own page: http://localhost:${deployment.portOf(remote.name, env)} (Ctrl+C stops it and the services)`);
  const server = spawn('pnpm', ['--filter', `./${remote.folder}`, 'run', 'dev'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: buildEnv(env),
  });
  // Ctrl+C reaches every process of the terminal; a SIGTERM only this one. Either way the dev
  // server ends first, and the services are stopped once it has.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  const [code] = await once(server, 'exit');
  await stop();
  if (code) process.exitCode = code;
}

const commands = {
  start,
  build,
  test,
  e2e: () => {
    ensureSystemPackages();
    build();
    const counts = e2e();
    if (counts.failed > 0) process.exitCode = 1;
  },
  bench: () => run('node', ['scripts/bench-frontend.mjs']),
  dev,
};

const [command, ...commandArguments] = process.argv.slice(2);
if (!commands[command]) {
  console.error(`Usage: node scripts/run.mjs <${Object.keys(commands).join('|')}> (dev takes a remote's folder)`);
  process.exit(2);
}
try {
  if (command === 'start') await checkStartPorts();
  ensurePnpm();
  install();
  await commands[command](...commandArguments);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
