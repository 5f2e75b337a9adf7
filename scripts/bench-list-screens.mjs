/**
 * What a user with long lists sees: `npm run bench:list-screens`. Starts the composed site from the
 * production build (`npm run build` first; nothing is built here) on its own ports with the real
 * identity provider and API on a fresh data directory, signs one user up through the landing page,
 * writes LIST_ROWS_PER_LIST rows (10 000 unless set) into each of their lists
 * (server/api/scripts/seed-list-rows.ts, the rows of `npm run bench:lists`), then opens every list
 * screen in turn in Chromium and prints, for each list a screen shows, the time from the navigation
 * to its first item (or its empty state) being visible, against the goal of 2 s. Each screen is
 * reached as a user reaches it: /home loaded in a fresh, signed-in browser context (no list in
 * memory, nothing cached), then a client-side navigation. Items are found by the texts the screens
 * show (docs/product.md), not by markup.
 * A list that the user opens first (a search picker's popup, the career multi-select) is measured
 * as a user sees it: opened at once after the navigation, with no other popup open. A screen's
 * lists are therefore measured in passes, each from a navigation of its own in a fresh context:
 * the first pass times the lists shown without a click together with the first list to open, and
 * every further list to open gets a pass of its own (with a second popup opened while the first
 * was open, the first one covered it and the measuring waited a minute for nothing).
 * Beside each pass's times, the CPU time the API, the identity provider and Chromium spent until
 * its lists showed: the times grow when other work shares the machine, the CPU time much less.
 *
 * The API's resident memory (VmRSS of its process) is read before the first screen and after the
 * last, and its growth set against the goal of 100 MiB; the peak between them is printed too.
 *
 * Usage: node scripts/bench-list-screens.mjs [--check]
 *   --check  exits with 1 when a list misses 2 s or the API's RSS grows by more than 100 MiB
 *   BASE_PORT  the shell's port (default 5600): remotes on the next five, the API on +100, the
 *              identity provider on +200
 *   LIST_ROWS_PER_LIST  rows in each list (default 10 000)
 *   DATABASE_URL  PostgreSQL instead of a fresh SQLite file (the rows are added to that database)
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpInBrowser } from './sign-up.mjs';
import { repoRoot, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);
const { APPS } = require('../shared/build/appRegistry.cjs');

const ROWS_PER_LIST = Number(process.env.LIST_ROWS_PER_LIST ?? 10_000);
const SCREEN_GOAL_MS = 2_000;
const RSS_GOAL_MIB = 100;
/** How long a list may take before it counts as not shown at all. */
const LIST_TIMEOUT_MS = 60_000;
/** How long /home may take to load and go quiet before a screen: it reads some lists too. */
const HOME_TIMEOUT_MS = 180_000;
const RSS_SAMPLE_MS = 200;
/** /proc counts CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every Linux the stack runs on). */
const MS_PER_CLOCK_TICK = 10;
const apiDir = path.join(repoRoot, 'server', 'api');

const itemText = (pattern) => (page) => page.getByText(pattern);
/** A search picker's choice: shown once the user has opened the picker and an option is visible. */
const pickerOption = (label, pattern) => ({
  open: (page) => page.getByRole('combobox', { name: label, exact: true }).click({ timeout: LIST_TIMEOUT_MS }),
  item: (page) => page.getByRole('option', { name: pattern }),
});

/**
 * Every list screen and the lists on it. `item` finds a row of the seeded lists by what the screen
 * shows of it (server/api/test/support/list-rows.ts writes 'Data Engineer 17' at 'Company 17', …);
 * `empty` is the screen's text for an empty list; `open` is what a user does first to see the list.
 */
const SCREENS = [
  { path: '/jobs-view', lists: [{ name: 'jobs', item: itemText(/^Data Engineer \d+$/), empty: 'No job descriptions match your search.' }] },
  { path: '/generated-resumes', lists: [{ name: 'generated resumes', item: itemText(/^resume \d+$/i), empty: 'No generated resumes found.' }] },
  { path: '/resume-upload', lists: [{ name: 'Uploaded Resumes', item: itemText(/^resume-\d+\.txt$/), empty: 'No resumes uploaded yet.' }] },
  { path: '/career-view', lists: [{ name: 'career history', item: itemText(/^Engineer \d+ at Company \d+$/), empty: 'No career history found.' }] },
  { path: '/education-view', lists: [{ name: 'education', item: itemText(/^BSc \d+ at University \d+$/), empty: 'No education records found.' }] },
  { path: '/skills-view', lists: [{ name: 'skills', item: itemText(/^Skill \d+$/), empty: 'No skills found.' }] },
  {
    path: '/applications',
    lists: [
      {
        name: 'My Applications',
        item: (page) => page.getByRole('region', { name: 'My Applications' }).getByText(/Data Engineer \d+/),
        empty: "You haven't applied to any jobs yet.",
      },
      { name: 'job picker', ...pickerOption('Job', /Data Engineer \d+/) },
      { name: 'resume picker', ...pickerOption('Resume', /Resume \d+ \(pdf\)/) },
    ],
  },
  {
    path: '/resume-generate',
    lists: [
      { name: 'job picker', ...pickerOption('Job Description', /Data Engineer \d+/), empty: 'A resume is tailored to a job description: you have none yet.' },
      {
        name: 'career picker',
        open: (page) => page.getByRole('button', { name: /Career History/ }).click({ timeout: LIST_TIMEOUT_MS }),
        item: (page) => page.getByRole('checkbox', { name: /Engineer \d+/ }),
        empty: 'A resume is made from your career history: you have none yet.',
      },
    ],
  },
  {
    path: '/advice',
    lists: [
      { name: 'job picker', ...pickerOption('Job', /Data Engineer \d+/) },
      { name: 'resume picker', ...pickerOption('Resume', /resume \d+/i) },
    ],
  },
  {
    path: '/profile-extras',
    lists: [
      { name: 'Projects', item: itemText(/^Project \d+$/), empty: 'No projects yet.' },
      { name: 'Certifications', item: itemText(/^Certificate \d+$/), empty: 'No certifications yet.' },
      { name: 'Languages', item: itemText(/^Language \d+$/), empty: 'No languages yet.' },
      { name: 'Awards', item: itemText(/^Award \d+$/), empty: 'No awards yet.' },
    ],
  },
];

/** The files of the production build the static server needs, where they are missing. */
function missingBuildFiles() {
  return APPS.map((app) => path.join(app.folder, 'dist', app.isHost ? 'index.html' : 'mf-manifest.json')).filter(
    (file) => !existsSync(path.join(repoRoot, file)),
  );
}

/** Every process now: its id, its parent's, and the CPU time it has used, from /proc. */
function processTable() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
        // After the command name: state, parent, …, then user and system time (fields 14 and 15).
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        return [{ pid: Number(entry), parent: Number(fields[1]), cpuMs: ticks * MS_PER_CLOCK_TICK }];
      } catch {
        // The process ended while it was read.
        return [];
      }
    });
}

/** The API's process: the child of this process that runs in server/api (startStack starts it). */
function apiProcessId() {
  const api = processTable().find((entry) => entry.parent === process.pid && readlinkSync(`/proc/${entry.pid}/cwd`) === apiDir);
  if (!api) throw new Error('The API process was not found among this process’s children');
  return api.pid;
}

/**
 * CPU milliseconds used so far by the processes this one started and theirs: the API, the identity
 * provider and Chromium. Unlike the time to a list, it holds when other work shares the machine.
 */
function descendantsCpuMs() {
  const table = processTable();
  const ours = new Set([process.pid]);
  let total = 0;
  // Parents have lower ids except after the ids wrap around, so repeat until no process is added.
  for (let added = true; added; ) {
    added = false;
    for (const entry of table) {
      if (ours.has(entry.pid) || !ours.has(entry.parent)) continue;
      ours.add(entry.pid);
      total += entry.cpuMs;
      added = true;
    }
  }
  return total;
}

/** Resident memory of process `pid` in bytes (VmRSS of /proc/<pid>/status). */
function residentBytes(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Reads the RSS of `pid` every RSS_SAMPLE_MS until stopped; returns the highest reading. */
function rssPeakSampler(pid) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // The API has gone: the screens fail and say so, and the reading after them names the cause.
    }
  }, RSS_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Writes the rows into the database the running API uses, for the user with `email`. */
async function seedLists(env, email) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-list-rows.ts', email, String(ROWS_PER_LIST)], {
    cwd: apiDir,
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code, signal] = await once(child, 'exit');
  if (code !== 0) throw new Error(`Writing the rows failed (${signal ?? `exit code ${code}`})`);
}

/** Client-side navigation, as a link in the shell does it (the session stays in memory). */
function navigateInApp(page, target) {
  return page.evaluate((to) => {
    globalThis.history.pushState({}, '', to);
    globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
  }, target);
}

/** Milliseconds from `started` until the list's first item or its empty state is visible, and which. */
async function timeToList(page, list, started) {
  try {
    if (list.open) await list.open(page);
    const item = list.item(page);
    // One wait for either, so that nothing keeps polling the page once the list is there. An empty
    // state is rendered only when the list is empty, so its being in the document is its being shown.
    const empty = list.empty ? page.getByText(list.empty, { exact: true }) : null;
    await (empty ? item.or(empty) : item).first().waitFor({ timeout: LIST_TIMEOUT_MS });
    const ms = performance.now() - started;
    return { ms, seen: empty && (await empty.count()) > 0 ? 'empty' : 'item' };
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    return { ms: null, seen: 'nothing' };
  }
}

const HOME_HEADING = /^Welcome, /;

/**
 * A screen's lists in the passes they are measured in: the lists shown without a click and the
 * first list to open, then each further list to open alone (a user has one popup open at a time).
 */
function measuringPasses(lists) {
  const toOpen = lists.filter((list) => list.open);
  return [[...lists.filter((list) => !list.open), ...toOpen.slice(0, 1)], ...toOpen.slice(1).map((list) => [list])];
}

/**
 * In a browser context of its own (so that a screen still busy with a long list cannot hold up the
 * next one), signed in: /home until its network is quiet, then the screen, timing each of `lists`
 * from the navigation. Also returns how long /home took to greet the user (null when it never did:
 * the screen is then not reached, and its lists count as not shown).
 */
async function measurePass(browser, url, storageState, screen, lists) {
  const context = await browser.newContext({ baseURL: url, storageState });
  try {
    const page = await context.newPage();
    const homeStarted = performance.now();
    try {
      await page.goto('/home', { waitUntil: 'commit', timeout: HOME_TIMEOUT_MS });
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor({ timeout: HOME_TIMEOUT_MS });
    } catch (error) {
      if (error?.name !== 'TimeoutError') throw error;
      return { homeMs: null, lists: lists.map((list) => ({ name: list.name, ms: null, seen: 'nothing' })), cpuMs: 0 };
    }
    const homeMs = performance.now() - homeStarted;
    // What /home still loads would otherwise be counted against the screen.
    await page.waitForLoadState('networkidle', { timeout: HOME_TIMEOUT_MS });
    const cpuBefore = descendantsCpuMs();
    const started = performance.now();
    await navigateInApp(page, screen.path);
    const measured = await Promise.all(lists.map(async (list) => ({ name: list.name, ...(await timeToList(page, list, started)) })));
    return { homeMs, lists: measured, cpuMs: descendantsCpuMs() - cpuBefore };
  } finally {
    await context.close();
  }
}

/** Every pass of one screen, one after the other. */
async function measureScreen(browser, url, storageState, screen) {
  const passes = [];
  for (const lists of measuringPasses(screen.lists)) passes.push(await measurePass(browser, url, storageState, screen, lists));
  return passes;
}

const mebibytes = (bytes) => bytes / 1024 / 1024;

function printResults(results, rss) {
  const rows = results.flatMap(({ screen, lists, cpuMs }) =>
    lists.map((list, index) => [
      screen.path,
      list.name,
      list.ms === null ? `> ${LIST_TIMEOUT_MS}` : list.ms.toFixed(0),
      list.seen,
      list.ms !== null && list.ms <= SCREEN_GOAL_MS ? 'met' : 'MISSED',
      // One figure per pass: its lists load together.
      index === 0 ? cpuMs.toFixed(0) : '',
    ]),
  );
  const header = ['screen', 'list', 'ms', 'seen', `<= ${SCREEN_GOAL_MS / 1000} s`, 'pass cpu ms'];
  const numeric = new Set([2, 5]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(
    `ms: from the navigation until the list's first item (or its empty state) was visible; pass cpu ms: CPU time of the API, the identity provider and Chromium meanwhile, for the lists measured from that navigation`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const homeTimes = results.map((result) => result.homeMs ?? Infinity).sort((a, b) => a - b);
  const homeMs = (ms) => (ms === Infinity ? `more than ${HOME_TIMEOUT_MS}` : ms.toFixed(0));
  console.log(
    `\n/home before each pass (not a list screen): greeting after ${homeMs(homeTimes[Math.floor(homeTimes.length / 2)])} ms at the median, ${homeMs(homeTimes.at(-1))} ms at most`,
  );
  console.log(
    `API RSS: ${mebibytes(rss.before).toFixed(1)} MiB before the first screen, ${mebibytes(rss.after).toFixed(1)} MiB after the last ` +
      `(peak ${mebibytes(rss.peak).toFixed(1)} MiB): grew ${mebibytes(rss.after - rss.before).toFixed(1)} MiB, goal <= ${RSS_GOAL_MIB} MiB: ` +
      `${mebibytes(rss.after - rss.before) <= RSS_GOAL_MIB ? 'met' : 'MISSED'}`,
  );
}

/** Runs everything; `cleanups` collects what to undo, newest last, so an interruption can undo it too. */
async function benchListScreens(cleanups) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerforge-bench-list-screens-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const basePort = process.env.BASE_PORT ? Number(process.env.BASE_PORT) : 5600;
  const { url, env, stop } = await startStack({ basePort, dataDir }, { quiet: true });
  cleanups.push(stop);
  const { chromium } = require(require.resolve('@playwright/test', { paths: [path.join(repoRoot, 'e2e')] }));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  cleanups.push(() => browser.close());
  const signUpContext = await browser.newContext({ baseURL: url });
  const email = await signUpInBrowser(await signUpContext.newPage(), env.IDENTITY_DATA_DIR, { label: 'bench-list-screens' });
  // The identity provider's session: each screen's context signs in with it, silently.
  const storageState = await signUpContext.storageState();
  await signUpContext.close();
  console.log(`Site at ${url}; signed up ${email}; writing ${ROWS_PER_LIST} rows into each list…`);
  await seedLists(env, email);

  const apiPid = apiProcessId();
  const before = residentBytes(apiPid);
  const stopSampling = rssPeakSampler(apiPid);
  cleanups.push(stopSampling);
  const results = [];
  for (const screen of SCREENS) {
    for (const measured of await measureScreen(browser, url, storageState, screen)) {
      results.push({ screen, ...measured });
      // Progress while it runs: a slow list takes up to a minute.
      console.error(`${screen.path}: ${measured.lists.map((list) => `${list.name} ${list.ms === null ? 'not shown' : `${list.ms.toFixed(0)} ms`}`).join(', ')}`);
    }
  }
  const after = residentBytes(apiPid);
  const peak = Math.max(stopSampling(), after);
  return { results, rss: { before, after, peak } };
}

async function runCleanups(cleanups) {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`While stopping: ${error.message}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingBuildFiles();
  if (missing.length > 0) {
    console.error(`✖ No production build: ${missing.join(', ')} missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const cleanups = [];
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping what was started…`);
      void runCleanups(cleanups).then(() => process.exit(128 + os.constants.signals[signal]));
    });
  }
  try {
    const { results, rss } = await benchListScreens(cleanups);
    printResults(results, rss);
    const missedScreen = results.some(({ lists }) => lists.some((list) => list.ms === null || list.ms > SCREEN_GOAL_MS));
    const missedRss = mebibytes(rss.after - rss.before) > RSS_GOAL_MIB;
    if (process.argv.includes('--check') && (missedScreen || missedRss)) process.exitCode = 1;
  } catch (error) {
    // Once interrupted, the measuring fails only because its browser and site are being stopped.
    if (!interrupted) console.error(`✖ ${error.stack ?? error.message}`);
    process.exitCode = 1;
  } finally {
    await runCleanups(cleanups);
  }
}
