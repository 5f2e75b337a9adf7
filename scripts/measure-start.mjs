/**
 * Times `npm start` on a fresh clone of the committed main branch: from the command to the moment
 * it prints the site's URL (install, build and start included), then stops it.
 * Usage: node scripts/measure-start.mjs [--cold]   (uses the ports of shared/apps.json, 3100 and 3200)
 *   --cold: with an empty pnpm store, so every package is downloaded and native addons compiled.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const { HOST } = createRequire(import.meta.url)('../shared/build/appRegistry.cjs');

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
