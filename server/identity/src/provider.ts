import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_CLIENT_ID, adminAudienceFor, type IdentityConfig } from './config.js';
import { HttpError, pageHeaders, sendHtml, sendJson } from './http/responses.js';
import { AttemptLimiter, type AttemptLimit } from './attempt-limiter.js';
import { LoginThrottle, type LoginThrottlePolicy } from './login-throttle.js';
import { createMailer, type MailMessage } from './mail/mailer.js';
import { createOidcProvider } from './oidc.js';
import { OUTBOX_PATH } from './pages/outbox-pages.js';
import { errorPage } from './pages/pages.js';
import { STYLESHEET, STYLESHEET_PATH } from './pages/stylesheet.js';
import { createDummyPasswordHash } from './passwords.js';
import { ACCOUNT_ROUTE_PREFIXES, createAccountRoutes } from './routes/account.js';
import { createAdminRoutes } from './routes/admin.js';
import { createInteractionRoutes } from './routes/interactions.js';
import { createOutboxRoutes, isLocalRequest } from './routes/outbox.js';
import { startExpiryCleanup } from './expiry-cleanup.js';
import { openIdentityDatabase } from './store/database.js';
import { EmailTokenStore } from './store/email-token-store.js';
import { ensureDataDir } from './store/json-file.js';
import { importJsonFilesOnce } from './store/json-import.js';
import { OidcStore } from './store/oidc-store.js';
import { SecretCipher } from './store/secret-cipher.js';
import { loadOrCreateProviderKeys, resolveAdminClientSecret } from './store/secrets.js';
import { UserStore } from './store/user-store.js';
import { TotpAuthenticator } from './totp-authenticator.js';

export interface IdentityServerOptions {
  /** Receives one line per request and server errors; never secrets, passwords or tokens. */
  log?: (line: string) => void;
  /** How failed logins are slowed down per client IP and per account. */
  loginThrottle?: LoginThrottlePolicy;
  /** Password reset requests allowed per client IP within the window. */
  resetRateLimit?: AttemptLimit;
  /** Wrong TOTP codes allowed per user within the window. */
  totpRateLimit?: AttemptLimit;
  /** The time TOTP codes are checked against (epoch milliseconds). */
  clock?: () => number;
}

export interface IdentityServer {
  server: http.Server;
  /** Where it listens, e.g. http://localhost:3200/. */
  url: string;
  /** Stops accepting connections, waits for open requests (at most a few seconds), then closes the database. */
  close(): Promise<void>;
}

/** The token endpoints the SPA calls from the browser: they answer CORS preflights for SPA origins. */
const CORS_PATHS = new Set(['/oauth/token', '/oauth/revoke']);
const CORS_ALLOWED_HEADERS = 'Auth0-Client, Content-Type';
const SHUTDOWN_GRACE_MS = 5_000;
const CONNECTION_CHECK_INTERVAL_MS = 1_000;
const HOUR_MS = 60 * 60 * 1000;
/** 20 reset mails per client IP per hour. */
const DEFAULT_RESET_RATE_LIMIT: AttemptLimit = { maxAttempts: 20, windowMs: HOUR_MS };
/** 10 wrong codes per user within 15 minutes. */
const DEFAULT_TOTP_RATE_LIMIT: AttemptLimit = { maxAttempts: 10, windowMs: 15 * 60 * 1000 };

export async function createIdentityServer(config: IdentityConfig, options: IdentityServerOptions = {}): Promise<IdentityServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  ensureDataDir(config.dataDir);
  const db = await openIdentityDatabase(config);
  const imported = await importJsonFilesOnce(db, config.dataDir);
  if (imported) {
    log(`identity: imported ${imported.users} users, ${imported.oidcEntries} sessions and tokens, ${imported.emailTokens} mailed links from the JSON files in ${config.dataDir}`);
  }
  const users = new UserStore(db);
  const store = new OidcStore(db);
  const keys = await loadOrCreateProviderKeys(db, config.dataDir);
  const adminClientSecret = await resolveAdminClientSecret(db, config.dataDir, ADMIN_CLIENT_ID, config.adminClientSecret);
  const appUrl = `${config.spaOrigins[0] ?? config.issuer}/`;
  const provider = createOidcProvider({ config, appUrl, keys, adminClientSecret, users, store });
  provider.on('server_error', (_ctx, error: Error) => log(`identity server error: ${error.stack ?? error.message}`));
  // Failures of oidc-provider's own requests arrive as server_error above; Koa would also print
  // each to stderr, e.g. a slow client cut off by the request timeout.
  provider.silent = true;

  const spaOrigins = new Set(config.spaOrigins);
  const trustProxy = provider.proxy;
  const clientIp = (req: IncomingMessage): string => {
    // Behind the proxy, the address it appended last; earlier entries are whatever the client sent.
    const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const appended = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
    return appended || req.socket.remoteAddress || 'unknown';
  };
  const htmlHeaders = pageHeaders({ formTargets: config.spaOrigins });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const sendMail = (message: MailMessage) => {
    mailer.send(message).catch((error: unknown) => log(`identity mail to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  const emailTokens = new EmailTokenStore(db);
  const cleanup = startExpiryCleanup({ db, oidc: store, emailTokens }, log);
  const outboxPathFor = (req: IncomingMessage) => (mailer.outbox && isLocalRequest(req, trustProxy) ? OUTBOX_PATH : undefined);

  const totp = new TotpAuthenticator({
    users,
    cipher: new SecretCipher(Buffer.from(keys.secretEncryptionKey, 'base64url')),
    limiter: new AttemptLimiter(db, 'totp', options.totpRateLimit ?? DEFAULT_TOTP_RATE_LIMIT),
    clock: options.clock ?? Date.now,
  });
  const loginThrottle = new LoginThrottle(db, options.loginThrottle);
  const accountRoutes = createAccountRoutes({
    provider,
    users,
    store,
    emailTokens,
    sendMail,
    loginThrottle,
    resetLimiter: new AttemptLimiter(db, 'password-reset', options.resetRateLimit ?? DEFAULT_RESET_RATE_LIMIT),
    formKey: keys.cookieKeys.join(),
    pageHeaders: htmlHeaders,
    appUrl,
    issuer: config.issuer,
    clientIp,
    outboxPathFor,
  });
  const handleInteraction = createInteractionRoutes({
    provider,
    users,
    totp,
    loginThrottle,
    signupLimiter:
      config.signupLimitPerHour > 0 ? new AttemptLimiter(db, 'signup', { maxAttempts: config.signupLimitPerHour, windowMs: HOUR_MS }) : undefined,
    dummyPasswordHash: await createDummyPasswordHash(),
    emailTokens,
    sendMail,
    pageHeaders: htmlHeaders,
    appUrl,
    issuer: config.issuer,
    clientIp,
    requireEmailVerification: config.requireEmailVerification,
    sendVerificationLink: accountRoutes.sendVerificationLink,
    outboxPathFor,
  });
  const handleOutbox = mailer.outbox && createOutboxRoutes({ outbox: mailer.outbox, pageHeaders: htmlHeaders, trustProxy });
  const handleAdmin = createAdminRoutes({ provider, users, adminAudience: adminAudienceFor(config.issuer) });
  const handleOidc = provider.callback();

  function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    // A foreign origin gets no CORS headers, so its browser refuses the call.
    const cors =
      origin && spaOrigins.has(origin)
        ? {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
            'Access-Control-Max-Age': '600',
          }
        : {};
    res.writeHead(204, { ...cors, Vary: 'Origin' });
    res.end();
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { pathname } = url;
    if (pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) return sendJson(res, 200, { status: 'ok' });
    if (pathname === STYLESHEET_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
      res.end(STYLESHEET);
      return;
    }
    if (pathname.startsWith('/interaction/')) return handleInteraction(req, res, url);
    if (ACCOUNT_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return accountRoutes.handle(req, res, url);
    if (handleOutbox && (pathname === OUTBOX_PATH || pathname.startsWith(`${OUTBOX_PATH}/`))) return handleOutbox(req, res, pathname);
    if (pathname.startsWith('/admin/')) return handleAdmin(req, res, pathname);
    if (req.method === 'OPTIONS' && CORS_PATHS.has(pathname)) return answerPreflight(req, res);
    if (pathname === '/v2/logout' && req.method === 'GET') req.url = toOidcLogoutUrl(url);
    await handleOidc(req, res);
  }

  function handleRequest(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://identity.local');
    // Only the path: query strings carry codes, states and hints.
    res.once('finish', () => log(`${req.method} ${url.pathname} ${res.statusCode} ${Math.round(performance.now() - started)}ms`));
    route(req, res, url).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) log(`identity server error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const message = error instanceof HttpError ? error.message : 'Something went wrong on our side. Try again.';
      if (res.headersSent) {
        res.destroy();
      } else if (url.pathname.startsWith('/admin/')) {
        sendJson(res, status, { error: message });
      } else {
        sendHtml(res, status, errorPage('Something went wrong', message, appUrl), htmlHeaders);
      }
    });
  }

  const { timeouts } = config;
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node checks the two deadlines above only at this interval (30 s by default).
      connectionsCheckingInterval: Math.min(CONNECTION_CHECK_INTERVAL_MS, timeouts.headersMs),
    },
    handleRequest,
  );

  server.listen(config.port, config.host);
  try {
    await once(server, 'listening');
  } catch (error) {
    // The port is taken, say: nothing else keeps the database open.
    await cleanup.stop();
    await db.destroy();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  return {
    server,
    url: `http://localhost:${port}/`,
    close: async () => {
      // No cleanup round starts while the open requests finish.
      await cleanup.stop();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      });
      await db.destroy();
    },
  };
}

/** Auth0's logout takes `returnTo`; OpenID Connect's takes `post_logout_redirect_uri`. */
function toOidcLogoutUrl(url: URL): string {
  const params = new URLSearchParams(url.search);
  const returnTo = params.get('returnTo');
  params.delete('returnTo');
  if (returnTo !== null && !params.has('post_logout_redirect_uri')) params.set('post_logout_redirect_uri', returnTo);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
