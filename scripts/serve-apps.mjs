/**
 * Serves the built shell and each built remote as static sites, each on its own port, the way a
 * CDN would: hashed assets immutable, entry documents (index.html, mf-manifest.json) revalidated
 * on each use, /config.json and /remotes.json generated from the environment, CORS on the remotes'
 * files, and the brotli or gzip copy the build wrote (shared/build/precompress.cjs) to a browser
 * that accepts it.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const deployment = require('../shared/build/deployment.cjs');
const { APPS, HOST } = require('../shared/build/appRegistry.cjs');
// The API's negotiation, so that both servers read the header alike.
const { acceptedEncodings } = require('../server/api/src/lib/http/accept-encoding.cjs');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|map|png|svg|webp|woff2?)$/;

/** Precompressed copies by preference, with the file suffix the build gives them. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The file to send for `filePath`: its precompressed copy when the browser accepts one. */
function precompressedCopy(filePath, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (accepted.includes(encoding) && existsSync(filePath + suffix)) return { file: filePath + suffix, encoding };
  }
  return { file: filePath, encoding: undefined };
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** A content security policy that allows exactly this deployment's origins. */
function contentSecurityPolicy(env) {
  const config = deployment.runtimeConfigFromEnv(env);
  const remoteOrigins = Object.values(deployment.remotesFromEnv(env)).map(originOf);
  const identity = originOf(config.authDomain.includes('://') ? config.authDomain : `https://${config.authDomain}`);
  const api = originOf(config.apiBaseUrl);
  const scripts = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`,
    `connect-src 'self' ${api} ${identity} ${remoteOrigins.join(' ')}`,
    `img-src 'self' data: blob: ${api} https:`,
    `frame-src 'self' blob: ${identity} ${api}`,
    `object-src 'self' blob:`,
    "base-uri 'self'",
    `form-action 'self' ${identity}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

function send(res, status, headers, body) {
  res.writeHead(status, headers);
  res.end(body);
}

/** A request handler for one app's dist folder. */
export function staticAppHandler({ distDir, isRemote, env = process.env }) {
  const csp = contentSecurityPolicy(env);
  return (req, res) => {
    const common = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // The site uses none of these; a script that got in could not turn them on either.
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      // Behind a TLS-terminating proxy: browsers keep to HTTPS from then on. (Over plain HTTP a
      // browser ignores this header, so a forged X-Forwarded-Proto cannot do harm.)
      ...(req.headers['x-forwarded-proto'] === 'https' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
      ...(isRemote ? { 'Access-Control-Allow-Origin': '*' } : {}),
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, { ...common, Allow: 'GET, HEAD' }, 'Method not allowed');
    }
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (urlPath === '/config.json' || urlPath === '/remotes.json') {
      const body = urlPath === '/config.json' ? deployment.runtimeConfigFromEnv(env) : deployment.remotesFromEnv(env);
      return send(res, 200, { ...common, 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-cache' }, JSON.stringify(body));
    }
    let filePath = path.join(distDir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (!filePath.startsWith(distDir)) return send(res, 400, common, 'Bad path');
    let isFile = existsSync(filePath) && statSync(filePath).isFile();
    if (!isFile) {
      // Client-side routes fall back to the app's page; a missing asset stays a 404.
      if (path.extname(urlPath)) return send(res, 404, { ...common, 'Content-Type': CONTENT_TYPES['.txt'] }, 'Not found');
      filePath = path.join(distDir, 'index.html');
      isFile = existsSync(filePath);
      if (!isFile) return send(res, 404, common, 'Not built');
    }
    const extension = path.extname(filePath);
    const sent = precompressedCopy(filePath, req.headers['accept-encoding']);
    const hasCopies = PRECOMPRESSED.some(({ suffix }) => existsSync(filePath + suffix));
    const headers = {
      ...common,
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': statSync(sent.file).size,
      'Cache-Control': HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      // A cache must not hand the brotli copy to a browser that asked for none.
      ...(hasCopies ? { Vary: 'Accept-Encoding' } : {}),
      ...(sent.encoding ? { 'Content-Encoding': sent.encoding } : {}),
      ...(extension === '.html' ? { 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' } : {}),
    };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(sent.file).pipe(res);
  };
}

/**
 * How long a client may take, so slow or idle clients cannot hold sockets: its request headers
 * (STATIC_HEADERS_TIMEOUT_MS, default 10 s), its whole request (STATIC_REQUEST_TIMEOUT_MS, 30 s),
 * and an idle keep-alive connection (STATIC_KEEP_ALIVE_TIMEOUT_MS, 5 s).
 */
export function staticServerTimeouts(env = process.env) {
  const milliseconds = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds, not '${env[name]}'.`);
    return value;
  };
  const headersTimeout = milliseconds('STATIC_HEADERS_TIMEOUT_MS', 10_000);
  return {
    headersTimeout,
    requestTimeout: Math.max(headersTimeout, milliseconds('STATIC_REQUEST_TIMEOUT_MS', 30_000)),
    keepAliveTimeout: milliseconds('STATIC_KEEP_ALIVE_TIMEOUT_MS', 5_000),
    // Node looks for expired requests this often; its default (30 s) would let them run on.
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
  };
}

/** Starts the shell and every remote; resolves with a function that stops them all. */
export async function serveApps(env = process.env) {
  const timeouts = staticServerTimeouts(env);
  const servers = await Promise.all(
    APPS.map(
      (app) =>
        new Promise((resolve, reject) => {
          const distDir = path.join(repoRoot, app.folder, 'dist');
          const server = createServer(timeouts, staticAppHandler({ distDir, isRemote: !app.isHost, env }));
          server.once('error', reject);
          server.listen(deployment.portOf(app.name, env), 'localhost', () => resolve(server));
        }),
    ),
  );
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stop = await serveApps();
  const shutdown = () => stop().then(() => process.exit(0));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  console.log(`Apps served: shell on http://localhost:${deployment.portOf(HOST.name)}`);
}
