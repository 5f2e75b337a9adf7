/**
 * What scripts/stack.mjs (`npm start`) and scripts/cluster.mjs (`npm run start:cluster`) both do with
 * processes and ports: check the ports before anything starts, start a service compiled or through
 * tsx, wait until it listens and answers, and stop every child again.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    // No host: the wildcard address collides with a listener on any local address, localhost included.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Throws naming every port of `ports` ({ port, what, variable? }) already in use and the variable
 * that moves it alone, if there is one; `layout` says, after that, how BASE_PORT moves them all together.
 */
export async function assertPortsFree(ports, layout) {
  const taken = [];
  for (const port of ports) if (!(await portIsFree(port.port))) taken.push(port);
  if (taken.length === 0) return;
  const lines = taken.map((port) => `  port ${port.port} (${port.what})${port.variable ? `: set ${port.variable} to a free port` : ''}`);
  throw new Error(
    `Already in use, so nothing was started:\n${lines.join('\n')}\n` +
      `  or set BASE_PORT to move every port together (${layout}), or stop the program that holds them.`,
  );
}

export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
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
export async function waitForListening(name, child, timeoutMs = 60_000) {
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
 * Starts one of a service package's entry points (`main`, or e.g. the API's `generation-worker`).
 * `compiled`: the JavaScript of scripts/build-services.mjs with plain node (production);
 * otherwise the TypeScript sources through tsx (development). `logFd`: an open file that takes
 * both of its output streams, instead of this terminal.
 */
export function startService(name, cwd, env, { quiet, compiled, entryPoint = 'main', logFd }) {
  const entry = compiled ? ['--enable-source-maps', `dist/${entryPoint}.js`] : ['--import', 'tsx', `src/${entryPoint}.ts`];
  const output = logFd === undefined ? [quiet ? 'ignore' : 'inherit', 'inherit'] : [logFd, logFd];
  const child = spawn(process.execPath, entry, { cwd: path.join(repoRoot, cwd), env, stdio: ['ignore', ...output, 'ipc'] });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') console.error(`[${name}] exited (${signal ?? code})`);
  });
  return child;
}

/** SIGTERM to every child still running, SIGKILL to any still there after 15 s; resolves once all have exited. */
export function stopChildren(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
}
