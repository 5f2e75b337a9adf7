/**
 * The ports of `npm run start:cluster`: with one of them already taken it stops at once, before
 * starting PostgreSQL or anything else, naming the port and BASE_PORT; and its throwaway PostgreSQL
 * listens on BASE_PORT+40, the port the cluster gives it, inside the cluster's range.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { clusterPorts } from './cluster.mjs';
import { repoRoot } from './service-processes.mjs';

/** A port taken by a server of this test until `close` is called. */
async function takePort() {
  const server = net.createServer();
  server.listen(0);
  await once(server, 'listening');
  return { port: server.address().port, close: () => server.close() };
}

/** Runs `node <args>` from the repository root; resolves with its exit code and output. */
async function runNode(args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  return { code, stdout, stderr };
}

/** Starts the cluster on `basePort` and checks that it stopped at once, naming `port` (`what`) and BASE_PORT. */
async function assertClusterRefusesTakenPort(basePort, port, what) {
  const started = Date.now();
  const { code, stdout, stderr } = await runNode(['scripts/cluster.mjs'], {
    BASE_PORT: String(basePort),
    DATA_DIR: path.join(repoRoot, '.cache', 'cluster-ports-test'),
    DATABASE_URL: '',
    TEST_DATABASE_URL: '',
  });
  assert.equal(code, 1);
  assert.match(stderr, new RegExp(`port ${port} \\(${what}\\)`));
  assert.match(stderr, /set BASE_PORT to move every port together/);
  assert.doesNotMatch(stdout, /PostgreSQL|running at/);
  assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
}

test('start:cluster stops at once when the port of its proxy is taken, naming it and BASE_PORT', async () => {
  const taken = await takePort();
  try {
    await assertClusterRefusesTakenPort(taken.port, taken.port, 'proxy');
  } finally {
    taken.close();
  }
});

test('start:cluster gives its throwaway PostgreSQL BASE_PORT+40, and stops at once when that port is taken', async () => {
  const taken = await takePort();
  try {
    const basePort = taken.port - 40;
    assert.equal(clusterPorts(basePort).postgres, taken.port);
    await assertClusterRefusesTakenPort(basePort, taken.port, 'postgres');
  } finally {
    taken.close();
  }
});

test('the throwaway PostgreSQL listens on the port given with --port', async () => {
  const free = await takePort();
  free.close();
  // The command connects to that port itself, so the test reads what the server listens on.
  const connect = `require('node:net').connect(${free.port}, '127.0.0.1', function () { console.log(process.env.TEST_DATABASE_URL); this.end(); })`;
  const { code, stdout, stderr } = await runNode(['server/api/scripts/with-postgres.mjs', '--port', String(free.port), '--', process.execPath, '-e', connect]);
  assert.equal(code, 0, stderr);
  assert.match(stdout, new RegExp(`^postgres://postgres@127\\.0\\.0\\.1:${free.port}/postgres$`, 'm'));
});

test('the throwaway PostgreSQL refuses a --port that is not a port', async () => {
  const { code, stderr } = await runNode(['server/api/scripts/with-postgres.mjs', '--port', 'eighty', '--', process.execPath, '-e', '']);
  assert.equal(code, 2);
  assert.match(stderr, /Usage: .*\[--port <n>\]/);
});
