/**
 * Start-up measurements.
 *
 * node scripts/measure-start.mjs [--cold]
 *   Times `npm start` on a fresh clone of the committed main branch: from the command to the moment
 *   it prints the site's URL (install, build and start included), then stops it. Uses the ports of
 *   shared/apps.json, 3100 and 3200.
 *   --cold: with an empty pnpm store, so every package is downloaded and native addons compiled.
 *
 * node scripts/measure-start.mjs --services [--runs N]
 *   The API and the identity provider of this working tree, each started N times (default 5) from
 *   its TypeScript through tsx and from its compiled JavaScript (scripts/build-services.mjs) with
 *   plain node: the time from the spawn to its first healthy answer, the CPU time it used until
 *   then (less sensitive than the wall clock to other processes sharing the machine) and its
 *   resident memory once healthy. Medians are printed. Ports from BASE_PORT (default 7300):
 *   the API on BASE_PORT+100, the identity provider on BASE_PORT+200.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { repoRoot } from './stack.mjs';

const { HOST } = createRequire(import.meta.url)('../shared/build/appRegistry.cjs');

async function measureNpmStart() {
  const cloneDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cf-clone-')), 'careerforge');
  spawnSync('git', ['clone', '--quiet', repoRoot, cloneDir], { stdio: 'inherit' });

  const cold = process.argv.includes('--cold');
  const env = cold
    ? { ...process.env, pnpm_config_store_dir: path.join(path.dirname(cloneDir), 'store'), pnpm_config_cache_dir: path.join(path.dirname(cloneDir), 'cache') }
    : process.env;
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: cloneDir, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const seconds = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/CareerForge is running at http/.test(output)) resolve((Date.now() - started) / 1000);
    });
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before printing the URL:\n${output.slice(-2000)}`)));
  });
  const page = await fetch(`http://localhost:${HOST.port}/`).then((response) => response.status);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(path.dirname(cloneDir), { recursive: true, force: true });
  console.log(`npm start on a fresh clone (${cold ? 'empty' : 'warm'} package store): URL printed after ${seconds.toFixed(1)} s; GET / answered ${page}`);
}

/** CPU time (user + system) of a process so far, in ms, from /proc (Linux). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Resident memory of a process, in MB, from /proc (Linux). */
function rssMb(pid) {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
  return Number(kilobytes) / 1024;
}

async function startOnce({ dir, healthUrl, env }, compiled) {
  const entry = compiled ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const started = performance.now();
  const child = spawn(process.execPath, entry, { cwd: path.join(repoRoot, dir), env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${dir} exited with code ${child.exitCode} before it was healthy`);
      const healthy = await fetch(healthUrl).then((response) => response.ok, () => false);
      if (healthy) break;
      await delay(20);
    }
    const startMs = performance.now() - started;
    return { startMs, cpuMs: cpuMs(child.pid), rssMb: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureServices() {
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1]);
  const basePort = Number(process.env.BASE_PORT ?? 7300);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cf-measure-start-'));
  const identityPort = basePort + 200;
  const apiPort = basePort + 100;
  const services = [
    {
      name: 'identity provider',
      dir: 'server/identity',
      healthUrl: `http://localhost:${identityPort}/healthz`,
      env: { IDENTITY_PORT: String(identityPort), IDENTITY_DATA_DIR: path.join(dataDir, 'identity'), DATABASE_URL: '' },
    },
    {
      name: 'API',
      dir: 'server/api',
      healthUrl: `http://localhost:${apiPort}/api/health`,
      env: {
        API_PORT: String(apiPort),
        SQLITE_PATH: path.join(dataDir, 'api', 'careerforge.sqlite'),
        BLOB_DIR: path.join(dataDir, 'api', 'blobs'),
        FILE_LINK_SECRET_PATH: path.join(dataDir, 'api', 'file-link-secret'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
    },
  ];
  const build = spawnSync(process.execPath, ['scripts/build-services.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('scripts/build-services.mjs failed');
  try {
    console.log(`Medians of ${runs} starts each (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`);
    console.log('service            runtime   start to healthy   CPU until healthy   RSS when healthy');
    for (const service of services) {
      // A first start creates the data (database file, keys) that every measured start then finds.
      await startOnce(service, true);
      for (const compiled of [false, true]) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) samples.push(await startOnce(service, compiled));
        const row = [
          service.name.padEnd(18),
          (compiled ? 'node' : 'tsx').padEnd(9),
          `${Math.round(median(samples.map((sample) => sample.startMs)))} ms`.padStart(16),
          `${Math.round(median(samples.map((sample) => sample.cpuMs)))} ms`.padStart(19),
          `${median(samples.map((sample) => sample.rssMb)).toFixed(0)} MB`.padStart(18),
        ];
        console.log(row.join(' '));
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--services')) await measureServices();
else await measureNpmStart();
