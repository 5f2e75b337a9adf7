/**
 * Prints the production build time, the shell's initial JavaScript (what Chromium downloads to
 * show the landing page, raw and gzip) and, for each remote, its entry and its ./App page chunks.
 * Usage: node scripts/measure-frontend.mjs [--no-build]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, stackEnv } from './stack.mjs';
import { serveApps } from './serve-apps.mjs';

const require = createRequire(import.meta.url);
const { APPS, REMOTES } = require('../shared/build/appRegistry.cjs');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function timeBuild() {
  const started = process.hrtime.bigint();
  const result = spawnSync('pnpm', ['--workspace-concurrency=2', ...APPS.flatMap((app) => ['--filter', `./${app.folder}`]), 'run', 'build'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('The production build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Entry = remoteEntry + manifest; page = the synchronous JS of the exposed ./App. */
function remoteSizes(dir) {
  const dist = path.join(repoRoot, dir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entryName = manifest.metaData.remoteEntry.name;
  const entryPath = path.join(manifest.metaData.remoteEntry.path ?? '', entryName);
  const entry = sizeOf([path.join(dist, entryPath), path.join(dist, 'mf-manifest.json')]);
  const app = manifest.exposes.find((expose) => expose.path === './App');
  const page = sizeOf(app.assets.js.sync.map((file) => path.join(dist, file)));
  return { entry, page };
}

/** What the browser really downloads before the landing page is shown. */
async function hostInitialJs() {
  const { chromium } = require(require.resolve('@playwright/test', { paths: [path.join(repoRoot, 'e2e')] }));
  const env = stackEnv({ basePort: 5000 });
  const stop = await serveApps(env);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`http://localhost:${env.HOST_PORT}/`);
    await page.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 30_000 });
    let raw = 0;
    let gzip = 0;
    for (const response of scripts) {
      const body = await response.body();
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { raw, gzip, files: scripts.length };
  } finally {
    await browser.close();
    await stop();
  }
}

const buildSeconds = process.argv.includes('--no-build') ? null : timeBuild();
if (buildSeconds !== null) console.log(`Production build (shell + ${REMOTES.length} remotes, 2 at a time): ${buildSeconds.toFixed(1)} s`);
const host = await hostInitialJs();
console.log(`Shell initial JS (landing page, ${host.files} files): ${kib(host.raw)} raw, ${kib(host.gzip)} gzip`);
console.log('\nRemote              entry raw   entry gzip   page raw   page gzip');
for (const { folder } of REMOTES) {
  const { entry, page } = remoteSizes(folder);
  console.log(
    `${folder.padEnd(18)}  ${kib(entry.raw).padStart(9)}  ${kib(entry.gzip).padStart(11)}  ${kib(page.raw).padStart(9)}  ${kib(page.gzip).padStart(10)}`,
  );
}
