/**
 * `npm run start:cluster` with its proxy's port already taken: it stops at once, before starting
 * PostgreSQL or anything else, naming the port and BASE_PORT.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './service-processes.mjs';

test('start:cluster stops at once when the port of its proxy is taken, naming it and BASE_PORT', async () => {
  const server = net.createServer();
  server.listen(0);
  await once(server, 'listening');
  const { port } = server.address();
  try {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, BASE_PORT: String(port), DATA_DIR: path.join(repoRoot, '.cache', 'cluster-ports-test') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');

    assert.equal(code, 1);
    assert.match(stderr, new RegExp(`port ${port} \\(proxy\\)`));
    assert.match(stderr, /set BASE_PORT to move every port together/);
    assert.doesNotMatch(stdout, /PostgreSQL|running at/);
    assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
  } finally {
    server.close();
  }
});
