import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { staticAppHandler, staticServerTimeouts } from './serve-apps.mjs';

const script = 'console.log("a page of the site");\n'.repeat(100);
let distDir;
let server;
let origin;

before(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'serve-apps-'));
  mkdirSync(path.join(distDir, 'assets'));
  const asset = path.join(distDir, 'assets', 'main.0123456789.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>CareerForge</title>');
  server = createServer(staticAppHandler({ distDir, isRemote: false }));
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${server.address().port}`;
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** node's fetch decodes bodies itself; the raw bytes and headers are what the server sent. */
const get = (urlPath, acceptEncoding) =>
  fetch(`${origin}${urlPath}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

test('a hashed script goes out as its brotli copy, immutable, to a browser that accepts br', async () => {
  const response = await get('/assets/main.0123456789.js', 'gzip, deflate, br');
  assert.equal(response.headers.get('content-encoding'), 'br');
  assert.equal(response.headers.get('vary'), 'Accept-Encoding');
  assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(await response.text(), script);
});

test('a browser that refuses br gets the gzip copy; one that accepts neither gets the file itself', async () => {
  const gzip = await get('/assets/main.0123456789.js', 'gzip, br;q=0');
  assert.equal(gzip.headers.get('content-encoding'), 'gzip');
  assert.equal(await gzip.text(), script);
  const plain = await get('/assets/main.0123456789.js', 'identity');
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(plain.headers.get('content-length'), String(Buffer.byteLength(script)));
  assert.equal(await plain.text(), script);
});

test('the page and the runtime documents are revalidated on each use', async () => {
  for (const urlPath of ['/', '/jobs-view', '/config.json', '/remotes.json']) {
    const response = await get(urlPath, 'gzip, br');
    assert.equal(response.status, 200, urlPath);
    assert.equal(response.headers.get('cache-control'), 'no-cache', urlPath);
  }
});

test('the page goes out with a policy that allows no inline script and no framing, and keeps browser features off', async () => {
  const response = await get('/');
  const policy = response.headers.get('content-security-policy') ?? '';
  const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  assert.match(scripts, /^script-src 'self'/);
  assert.doesNotMatch(scripts, /unsafe-inline|unsafe-eval/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\), microphone=\(\), geolocation=\(\)/);
  assert.equal(response.headers.get('strict-transport-security'), null);
});

test('behind an HTTPS proxy the answers ask the browser to keep to HTTPS', async () => {
  const response = await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
  assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
});

test('a client that trickles its request headers is cut off once the headers timeout passes', { timeout: 10_000 }, async () => {
  const timeouts = staticServerTimeouts({ STATIC_HEADERS_TIMEOUT_MS: '300', STATIC_REQUEST_TIMEOUT_MS: '300' });
  const slowServer = createServer(timeouts, staticAppHandler({ distDir, isRemote: false }));
  await new Promise((resolve) => slowServer.listen(0, 'localhost', resolve));
  try {
    const socket = connect(slowServer.address().port, 'localhost');
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    const started = Date.now();
    const answer = await new Promise((resolve) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('close', () => resolve(received));
    });
    clearInterval(trickle);
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.ok(Date.now() - started < 3_000, 'closed within a few checks of the timeout');
  } finally {
    await new Promise((resolve) => slowServer.close(resolve));
  }
});

test('timeouts come from the environment, and a value that is not a duration is refused', () => {
  assert.deepEqual(staticServerTimeouts({}), { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 });
  assert.throws(() => staticServerTimeouts({ STATIC_KEEP_ALIVE_TIMEOUT_MS: 'soon' }), /STATIC_KEEP_ALIVE_TIMEOUT_MS must be a positive number/);
});
