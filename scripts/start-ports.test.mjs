/**
 * `npm start` (scripts/run.mjs start) with a port it needs already taken: it stops at once, before
 * installing or building anything, naming the port and the variables that move it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port held by this test for as long as it runs; the API's offset from BASE_PORT is 100. */
async function occupyPort() {
  for (;;) {
    const server = net.createServer();
    server.listen(0);
    await once(server, 'listening');
    const { port } = server.address();
    if (port > 100) return { server, port };
    server.close();
  }
}

test('npm start stops at once when the API port is taken, naming it and BASE_PORT', async () => {
  const { server, port } = await occupyPort();
  try {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/run.mjs', 'start'], {
      cwd: repoRoot,
      env: { ...process.env, BASE_PORT: String(port - 100), DATA_DIR: path.join(repoRoot, '.cache', 'start-ports-test') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    const elapsedMs = Date.now() - started;

    assert.equal(code, 1);
    assert.match(stderr, new RegExp(`port ${port} \\(the API\\): set API_PORT to a free port`));
    assert.match(stderr, /set BASE_PORT to move every port together/);
    // Nothing was installed, built or started first.
    assert.doesNotMatch(stdout, /Installing|Building/);
    assert.ok(elapsedMs < 10_000, `took ${elapsedMs} ms`);
  } finally {
    server.close();
  }
});
