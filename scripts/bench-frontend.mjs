/**
 * What Chromium downloads and how long a phone waits, for the landing page (/), the signed-in
 * /home and every route of shared/apps.json, against the built site on BASE_PORT (by default the
 * first base from 5000 up whose ports are all free, so never the e2e tests' 4000–4200), and how
 * long the production build took when it ran one.
 *
 * Each page is opened with an empty cache on a throttled profile (slow 4G: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up; CPU 4× slower). For each: the JavaScript (raw, gzip, brotli,
 * computed from the bodies Chromium received) until its first heading shows and until the network
 * is idle, the bytes that crossed the network (after the server's compression), and the time to
 * the first heading.
 * A remote route is measured as a user reaches it: signed in, /home shown, then a click to the
 * route, so its figures are what it adds to /home.
 *
 * Usage: node scripts/bench-frontend.mjs [--no-build] [--check] [--json] [--files]
 *   --check  exits with 1 when a budget of FRONTEND_BUDGETS_KIB is exceeded by more than 5 %
 *   --json   prints the figures as JSON instead of a table (each page's scripts included)
 *   --files  lists each page's scripts under its line of the table: what to look at in a chunk
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { signUpInBrowser } from './sign-up.mjs';
import { repoRoot, stackEnv, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);
const { APPS } = require('../shared/build/appRegistry.cjs');
// Checked by appRegistry.cjs above; read again here for the routes and their headings.
const registry = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'apps.json'), 'utf8'));

/** gzip KiB of JavaScript; a figure may exceed its budget by 5 % before --check fails. */
export const FRONTEND_BUDGETS_KIB = {
  landingFirstHeading: 160,
  landingNetworkIdle: 230,
  homeNetworkIdle: 260,
  remoteRouteExtra: 25,
};
export const BUDGET_TOLERANCE = 0.05;

/** Slow 4G, as a mid-range phone sees it. */
const THROTTLED_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const THROTTLED_CPU_RATE = 4;
const HEADING_TIMEOUT_MS = 30_000;
const THROTTLED_TIMEOUT_MS = 120_000;
/** /home's heading greets the user by name. */
const HOME_HEADING = /^Welcome, /;

const kib = (bytes) => bytes / 1024;

/** Seconds the production build of the shell and the remotes took. */
function build() {
  const started = performance.now();
  const result = spawnSync(
    'pnpm',
    ['--workspace-concurrency=2', ...APPS.flatMap((app) => ['--filter', `./${app.folder}`]), 'run', 'build'],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('The production build failed');
  return (performance.now() - started) / 1000;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Bases this far apart never share a port (the identity provider is base+200). */
const BASE_PORT_STEP = 300;

/** The first base port from 5000 up at which the shell, the remotes, the API and the provider all find their port free. */
async function freeBasePort() {
  for (let basePort = 5000; basePort + 200 < 65536; basePort += BASE_PORT_STEP) {
    const env = stackEnv({ basePort }, {});
    const ports = Object.keys(env)
      .filter((key) => key.endsWith('_PORT'))
      .map((key) => Number(env[key]));
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return basePort;
  }
  throw new Error('No base port from 5000 up has all of its ports free');
}

const QUIET_MS = 500;

/** Sizes of the scripts one page received, split at the moment its first heading showed. */
function scriptRecorder(page) {
  const finished = [];
  let headingShownAt = Infinity;
  let inFlight = 0;
  let lastActivity = performance.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = performance.now();
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    if (request.resourceType() === 'script') finished.push({ request, at: performance.now() });
  });
  return {
    /** No request in flight for QUIET_MS (Playwright's networkidle does not follow client-side navigation). */
    async networkIdle(timeoutMs = HEADING_TIMEOUT_MS) {
      const deadline = performance.now() + timeoutMs;
      while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
        if (performance.now() > deadline) throw new Error(`${page.url()}: the network was still busy after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    headingShown: () => {
      headingShownAt = performance.now();
    },
    reset: () => {
      finished.length = 0;
      headingShownAt = Infinity;
    },
    /**
     * @param {(request: import('playwright').Request) => boolean} [arrivedBeforeHeading]  by
     *   default, a script counts as before the heading when it finished before headingShown()
     */
    async totals(arrivedBeforeHeading) {
      const sum = () => ({ files: 0, raw: 0, gzip: 0, brotli: 0, transferred: 0 });
      const untilHeading = sum();
      const untilIdle = sum();
      const scripts = [];
      for (const { request, at } of finished) {
        const response = await request.response();
        if (!response) continue;
        const body = await response.body();
        const sizes = await request.sizes();
        const figures = {
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          transferred: sizes.responseBodySize,
        };
        const beforeHeading = arrivedBeforeHeading ? arrivedBeforeHeading(request) : at <= headingShownAt;
        scripts.push({ url: request.url(), beforeHeading, ...figures });
        for (const total of beforeHeading ? [untilHeading, untilIdle] : [untilIdle]) {
          total.files += 1;
          for (const key of ['raw', 'gzip', 'brotli', 'transferred']) total[key] += figures[key];
        }
      }
      return { untilHeading, untilIdle, scripts };
    },
  };
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLED_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_CPU_RATE });
}

const firstHeading = (page, name) => page.getByRole('heading', { level: 1, name }).first();

/** Notes, in the page's own clock, when the first h1 is added to the document (runs in the page). */
function recordFirstHeadingTime() {
  const { document, MutationObserver } = globalThis;
  new MutationObserver((_mutations, observer) => {
    if (!document.querySelector('h1')) return;
    globalThis.firstHeadingAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
}

/**
 * Which scripts had fully arrived when the first h1 was added, by the page's resource timing:
 * exact, where the test runner's polling sees the heading some frames late.
 */
async function scriptsBeforeFirstHeading(page) {
  const arrived = await page.evaluate(() => {
    const headingAt = globalThis.firstHeadingAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.responseEnd <= headingAt)
      .map((entry) => entry.name);
  });
  const urls = new Set(arrived);
  return (request) => urls.has(request.url());
}

/** Runs `measure` on a page of a fresh context (empty cache); a failure names where the page was. */
async function inFreshPage(browser, url, storageState, measure) {
  const context = await browser.newContext({ baseURL: url, storageState });
  const page = await context.newPage();
  try {
    return await measure(page, context);
  } catch (error) {
    const shown = await page.locator('body').innerText({ timeout: 1000 }).catch(() => '');
    throw new Error(`${error.message}\nat ${page.url()}, showing: ${shown.slice(0, 300).replace(/\s+/g, ' ')}`, { cause: error });
  } finally {
    await context.close();
  }
}

/** A new user, signed up through the landing page, the provider's form and its confirmation mail. */
async function signedInState(browser, url, identityDataDir) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await signUpInBrowser(page, identityDataDir, { timeoutMs: HEADING_TIMEOUT_MS });
  // Only the identity provider's session cookie is kept: each measured page signs in silently.
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Opens `path` in a fresh context (empty cache) on the throttled profile: the JS until its heading
 * shows and until the network is idle, and the milliseconds to that heading. (Unthrottled, the
 * chunks loaded after the first paint arrive before the heading can be seen, and would count.)
 */
function measureLoad(browser, url, { path: target, heading, storageState }) {
  return inFreshPage(browser, url, storageState, async (page, context) => {
    await throttle(context, page);
    await page.addInitScript(recordFirstHeadingTime);
    const recorder = scriptRecorder(page);
    const started = performance.now();
    await page.goto(target, { waitUntil: 'commit' });
    await firstHeading(page, heading).waitFor({ timeout: THROTTLED_TIMEOUT_MS });
    const throttledMs = Math.round(performance.now() - started);
    await recorder.networkIdle(THROTTLED_TIMEOUT_MS);
    return { js: await recorder.totals(await scriptsBeforeFirstHeading(page)), throttledMs };
  });
}

/** Signed in on /home, then a client-side navigation to `path` (throttled): what the route adds. */
function measureRouteExtra(browser, url, { path: target, heading, storageState }) {
  return inFreshPage(browser, url, storageState, async (page, context) => {
    const recorder = scriptRecorder(page);
    await page.goto('/home');
    await firstHeading(page, HOME_HEADING).waitFor({ timeout: HEADING_TIMEOUT_MS });
    await recorder.networkIdle();
    await throttle(context, page);
    recorder.reset();
    const started = performance.now();
    await page.evaluate((to) => {
      // Runs in the page, where globalThis is its window.
      globalThis.history.pushState({}, '', to);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, target);
    await firstHeading(page, heading).waitFor({ timeout: THROTTLED_TIMEOUT_MS });
    recorder.headingShown();
    const throttledMs = Math.round(performance.now() - started);
    await recorder.networkIdle(THROTTLED_TIMEOUT_MS);
    return { js: await recorder.totals(), throttledMs };
  });
}

/** The pages measured: the landing page, /home and every remote route, with their h1. */
function pagesToMeasure() {
  const remoteRoutes = Object.entries(registry.remotes).flatMap(([remote, { routes }]) =>
    Object.entries(routes).map(([routePath, { title }]) => ({ kind: 'route', remote, path: routePath, heading: title })),
  );
  return [
    { kind: 'landing', path: '/', heading: registry.host.routes['/'].title },
    { kind: 'home', path: '/home', heading: HOME_HEADING },
    ...remoteRoutes,
  ];
}

export async function benchFrontend({ basePort = 5000 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerforge-bench-frontend-'));
  const { url, env, stop } = await startStack({ basePort, dataDir }, { quiet: true });
  const { chromium } = require(require.resolve('@playwright/test', { paths: [path.join(repoRoot, 'e2e')] }));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const storageState = await signedInState(browser, url, env.IDENTITY_DATA_DIR);
    const results = [];
    for (const page of pagesToMeasure()) {
      const options = { ...page, storageState: page.kind === 'landing' ? undefined : storageState };
      const measured = page.kind === 'route' ? await measureRouteExtra(browser, url, options) : await measureLoad(browser, url, options);
      results.push({ ...page, heading: String(page.heading), ...measured });
    }
    return results;
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each budget of FRONTEND_BUDGETS_KIB against the measured figure; `ok` allows the 5 % tolerance. */
export function budgetChecks(results) {
  const landing = results.find((result) => result.kind === 'landing');
  const home = results.find((result) => result.kind === 'home');
  const checks = [
    { name: 'landing JS until first heading', kib: kib(landing.js.untilHeading.gzip), budget: FRONTEND_BUDGETS_KIB.landingFirstHeading },
    { name: 'landing JS until network idle', kib: kib(landing.js.untilIdle.gzip), budget: FRONTEND_BUDGETS_KIB.landingNetworkIdle },
    { name: '/home JS until network idle', kib: kib(home.js.untilIdle.gzip), budget: FRONTEND_BUDGETS_KIB.homeNetworkIdle },
    ...results
      .filter((result) => result.kind === 'route')
      .map((route) => ({ name: `${route.path} JS added to /home`, kib: kib(route.js.untilIdle.gzip), budget: FRONTEND_BUDGETS_KIB.remoteRouteExtra })),
  ];
  return checks.map((check) => ({ ...check, ok: check.kib <= check.budget * (1 + BUDGET_TOLERANCE) }));
}

function printTable(results, { files }) {
  const cell = (value, width = 8) => String(value).padStart(width);
  const sizes = (total) => [total.raw, total.gzip, total.brotli, total.transferred].map((bytes) => cell(kib(bytes).toFixed(1))).join('');
  console.log('On slow 4G with a 4× slower CPU, empty cache. JavaScript in KiB; remote routes: what a click from a signed-in /home adds, and ms from the click.');
  console.log(
    `${'page'.padEnd(20)}${cell('files', 6)} | until first heading: ${['raw', 'gzip', 'br', 'sent'].map((h) => cell(h)).join('')} | until idle: ${cell('files', 6)}${['raw', 'gzip', 'br', 'sent'].map((h) => cell(h)).join('')} | ${cell('slow 4G ms', 10)}`,
  );
  for (const result of results) {
    const { untilHeading, untilIdle } = result.js;
    console.log(
      `${result.path.padEnd(20)}${cell(untilHeading.files, 6)} | ${' '.repeat(21)}${sizes(untilHeading)} | ${' '.repeat(11)}${cell(untilIdle.files, 6)}${sizes(untilIdle)} | ${cell(result.throttledMs, 10)}`,
    );
    if (!files) continue;
    for (const script of [...result.js.scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${script.beforeHeading ? 'before h1' : 'after h1 '} ${cell(kib(script.gzip).toFixed(1))} gzip ${cell(kib(script.brotli).toFixed(1))} br  ${new URL(script.url).pathname}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) {
    console.log(`Production build (shell + ${APPS.length - 1} remotes, 2 at a time): ${build().toFixed(1)} s`);
  }
  const results = await benchFrontend({ basePort: process.env.BASE_PORT ? Number(process.env.BASE_PORT) : await freeBasePort() });
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else printTable(results, { files: process.argv.includes('--files') });
  const checks = budgetChecks(results);
  console.log('\nBudgets (gzip KiB, 5 % tolerance):');
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'OVER'} ${check.name}: ${check.kib.toFixed(1)} / ${check.budget}`);
  if (process.argv.includes('--check') && checks.some((check) => !check.ok)) process.exitCode = 1;
}
