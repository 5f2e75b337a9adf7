/**
 * Throughput of the identity provider with a full token table:
 *
 *   pnpm --filter @careerforge/identity run bench [--tokens 100000] [--seconds 10] [--concurrency 16] [--instances 1]
 *
 * On SQLite in a temporary data directory, or on PostgreSQL when DATABASE_URL is set (the bench
 * writes its rows there: give it a throwaway database). It
 * 1. seeds --tokens stored tokens: per past sign-in a session, a grant, a spent authorization code,
 *    a spent and a live refresh token (5 rows), with the payloads oidc-provider writes;
 * 2. measures sign-ins/s: the database work of one password sign-in and its code exchange, as
 *    oidc-provider and the login page do it (the calls were taken from a real sign-in): throttle
 *    check, user lookup, throttle reset, interaction saved, read 4 times, saved again and deleted;
 *    grant, code and session saved; code, session and grant read, code consumed, refresh token saved,
 *    the user read for its claims. Not included: HTTP, signing the ID and access tokens, and the
 *    scrypt password check (deliberately slow), which step 3 shows;
 * 3. starts --instances providers (child processes, one database) and signs --concurrency users in
 *    through the real login page and code exchange (scrypt included);
 * 4. measures refreshes/s: real POST /oauth/token refresh_token requests to those providers, each
 *    client rotating its own token, as the SPA does.
 * Each rate comes with the CPU one operation took (this process's for sign-ins, the providers' for
 * refreshes), what that allows per second on the cores, and the same CPU counted in RS256 signatures
 * timed right after, which a loaded machine inflates less and which gives a rough rate on an idle one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { hashPassword } from '../src/passwords.js';
import { LoginThrottle } from '../src/login-throttle.js';
import { openIdentityDatabase, SQLITE_FILE, type Database } from '../src/store/database.js';
import { OidcStore, oidcModelRow } from '../src/store/oidc-store.js';
import { UserStore } from '../src/store/user-store.js';
import { Browser } from '../test/support/browser.js';
import { authorization, refresh } from '../test/support/flows.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'correct horse battery staple';
const CLIENT_ID = 'careerforge-spa';
const SPA_ORIGIN = 'http://localhost:3000';
const BATCH_ROWS = 500;
const DAY_S = 24 * 60 * 60;

const optionsSchema = z.object({
  tokens: z.coerce.number().int().min(5).default(100_000),
  seconds: z.coerce.number().positive().default(10),
  concurrency: z.coerce.number().int().min(1).max(64).default(16),
  instances: z.coerce.number().int().min(1).max(4).default(1),
});

function parseOptions(given: string[]) {
  // `pnpm run bench -- --tokens 1000` passes the `--` on.
  const args = given.filter((arg) => arg !== '--');
  const pairs: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index]?.replace(/^--/, '');
    const value = args[index + 1];
    if (!name || value === undefined) throw new Error(`Usage: bench [--tokens N] [--seconds S] [--concurrency C] [--instances N] (got ${args.join(' ')})`);
    pairs[name] = value;
  }
  return optionsSchema.parse(pairs);
}

/** 43 characters like oidc-provider's ids, unique, without spending the measured CPU on random bytes. */
const idPrefix = randomBytes(24).toString('base64url').slice(0, 30);
let idCounter = 0;
const id = () => `${idPrefix}${(idCounter++).toString(36).padStart(13, '0')}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** Payloads shaped like the ones oidc-provider stores for one sign-in of the SPA. */
function signInPayloads(accountId: string) {
  const iat = nowS();
  const [grantId, sessionId, sessionUid, codeId, refreshId, interactionId] = [id(), id(), id(), id(), id(), id()];
  const scope = 'openid profile email offline_access read:current_user update:current_user_metadata';
  const params = {
    client_id: CLIENT_ID,
    redirect_uri: SPA_ORIGIN,
    audience: 'https://api.careerforge.local',
    scope,
    response_type: 'code',
    response_mode: 'query',
    state: id(),
    nonce: id(),
    code_challenge: id(),
    code_challenge_method: 'S256',
  };
  return {
    grantId,
    sessionId,
    sessionUid,
    codeId,
    refreshId,
    interactionId,
    interaction: {
      iat,
      exp: iat + 1800,
      returnTo: `http://localhost:3200/authorize/${interactionId}`,
      prompt: { name: 'login', reasons: ['no_session'], details: {} },
      params,
      cid: CLIENT_ID,
      kind: 'Interaction',
      jti: interactionId,
    },
    grant: {
      iat,
      exp: iat + 14 * DAY_S,
      clientId: CLIENT_ID,
      accountId,
      kind: 'Grant',
      jti: grantId,
      openid: { scope: 'openid profile email offline_access' },
      resources: { 'https://api.careerforge.local': 'read:current_user update:current_user_metadata' },
    },
    code: {
      iat,
      exp: iat + 60,
      accountId,
      amr: ['pwd'],
      authTime: iat,
      codeChallenge: params.code_challenge,
      codeChallengeMethod: 'S256',
      grantId,
      nonce: params.nonce,
      redirectUri: SPA_ORIGIN,
      resource: 'https://api.careerforge.local',
      scope,
      sessionUid,
      expiresWithSession: true,
      sid: id(),
      kind: 'AuthorizationCode',
      jti: codeId,
      clientId: CLIENT_ID,
    },
    session: {
      iat,
      exp: iat + 14 * DAY_S,
      kind: 'Session',
      jti: sessionId,
      uid: sessionUid,
      accountId,
      loginTs: iat,
      amr: ['pwd'],
      authorizations: { [CLIENT_ID]: { sid: id(), grantId, persistsLogout: true } },
    },
    refreshToken: {
      iat,
      exp: iat + 14 * DAY_S,
      accountId,
      amr: ['pwd'],
      authTime: iat,
      expiresWithSession: true,
      grantId,
      gty: 'authorization_code',
      nonce: params.nonce,
      resource: 'https://api.careerforge.local',
      scope,
      sessionUid,
      sid: id(),
      kind: 'RefreshToken',
      jti: refreshId,
      clientId: CLIENT_ID,
    },
  };
}

/** Five rows per past sign-in, inserted in batches. */
async function seed(db: Database, accountId: string, tokens: number): Promise<void> {
  const now = Date.now();
  const expires = now + 14 * DAY_S * 1000;
  let rows: ReturnType<typeof oidcModelRow>[] = [];
  const flush = async () => {
    if (rows.length > 0) await db.insertInto('identity_oidc_models').values(rows).execute();
    rows = [];
  };
  for (let signIn = 0; signIn < Math.floor(tokens / 5); signIn += 1) {
    const p = signInPayloads(accountId);
    const spent = { consumed: nowS() };
    rows.push(
      oidcModelRow('Session', p.sessionId, p.session, expires),
      oidcModelRow('Grant', p.grantId, p.grant, expires),
      oidcModelRow('AuthorizationCode', p.codeId, { ...p.code, ...spent }, now + 60_000),
      oidcModelRow('RefreshToken', id(), { ...p.refreshToken, jti: id(), ...spent }, expires),
      oidcModelRow('RefreshToken', p.refreshId, p.refreshToken, expires),
    );
    if (rows.length >= BATCH_ROWS) await flush();
  }
  await flush();
}

interface Rate {
  perSecond: number;
  /** Milliseconds of CPU per completion, of the processes given to `measure` (or this one). */
  cpuMsEach: number;
}

/** CPU seconds used so far by a process: this one, or a child (from /proc, Linux). */
function cpuSeconds(pid?: number): number {
  if (pid === undefined) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
  // Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks (100 per second).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Runs `work` from `concurrency` loops until the time is up. CPU per completion comes with it: on a
 * machine others are using too, the rate falls with their load, the CPU it takes much less so.
 */
async function rate(seconds: number, concurrency: number, work: (worker: number) => Promise<void>, pids?: number[]): Promise<Rate> {
  const cpu = () => (pids ? pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) : cpuSeconds());
  const cpuBefore = cpu();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        await work(worker);
        done += 1;
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), cpuMsEach: ((cpu() - cpuBefore) * 1000) / Math.max(1, done) };
}

/** CPU of one RS256 signature on an idle current core. */
const IDLE_SIGNATURE_CPU_MS = 0.5;

/**
 * The rate, the CPU each completion took, and that CPU counted in RS256 signatures timed right after
 * it: a machine others load makes every operation take more CPU (they share its caches and cores),
 * a signature too, so the count varies less with the load than the milliseconds, and gives a rough
 * idea of the rate on an idle machine.
 */
function describeRate({ perSecond, cpuMsEach }: Rate, cores: number): string {
  const signatures = cpuMsEach / rs256Signature().cpuMs;
  const onCores = (cpuMs: number) => ((1000 / cpuMs) * cores).toFixed(0);
  const coreCount = `${cores} ${cores > 1 ? 'cores' : 'core'}`;
  return (
    `${perSecond.toFixed(0)}/s; ${cpuMsEach.toFixed(2)} ms of CPU each, so ${onCores(cpuMsEach)}/s on ${coreCount} free now; ` +
    `as much CPU as ${signatures.toFixed(1)} RS256 signatures, so about ${onCores(signatures * IDLE_SIGNATURE_CPU_MS)}/s on ${coreCount} of an idle machine`
  );
}

/** What the machine gives now: a busy machine makes every number here smaller. */
function rs256Signature(): { wallMs: number; cpuMs: number } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signatures = 100;
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  for (let index = 0; index < signatures; index += 1) createSign('RSA-SHA256').update(`payload ${index}`).sign(privateKey);
  return { wallMs: (performance.now() - started) / signatures, cpuMs: ((cpuSeconds() - cpuBefore) * 1000) / signatures };
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The provider exited with ${child.exitCode}`);
    const healthy = await fetch(new URL('healthz', url)).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The provider at ${url} did not start`);
}

/** A real sign-in: the login page, the password, the redirect back with a code, the code exchange. */
async function passwordSignIn(instance: URL, email: string): Promise<string> {
  const browser = new Browser();
  const auth = authorization({ issuer: instance.href });
  const page = await browser.follow(auth.url);
  if (!page.response) throw new Error('The login page did not open');
  const done = await browser.submit(new URL(page.response.url), page.html, { email, password: PASSWORD });
  const code = done.leftTo?.searchParams.get('code');
  if (!code) throw new Error(`The sign-in did not return a code (${done.response?.status ?? 'no answer'})`);
  const response = await fetch(new URL('oauth/token', instance), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SPA_ORIGIN },
    body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'authorization_code', code, code_verifier: auth.verifier, redirect_uri: SPA_ORIGIN }),
  });
  const tokens = z.object({ refresh_token: z.string() }).parse(await response.json());
  return tokens.refresh_token;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-bench-'));
  const children: ChildProcess[] = [];
  const db = await openIdentityDatabase({ databaseUrl, dataDir });
  try {
    const engine = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : `SQLite (${path.join(dataDir, SQLITE_FILE)})`;
    console.log(`Identity provider bench on ${engine}, ${os.availableParallelism()} cores, node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`);
    const reference = rs256Signature();
    console.log(
      `CPU reference: one RS256 signature takes ${reference.wallMs.toFixed(2)} ms here now, ${reference.cpuMs.toFixed(2)} ms of CPU (about ${IDLE_SIGNATURE_CPU_MS} ms on an idle current core)`,
    );

    const users = new UserStore(db);
    const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
    const user = await users.create({ email, fullName: 'Bench User', passwordHash: await hashPassword(PASSWORD), emailVerified: true });

    let started = performance.now();
    await seed(db, user.sub, options.tokens);
    const stored = await db.selectFrom('identity_oidc_models').select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow();
    console.log(`Seeded ${Number(stored.rows)} stored tokens (sessions, grants, codes, refresh tokens) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const store = new OidcStore(db);
    const adapter = (model: string) => store.adapterFactory(model);
    const [interactions, grants, codes, sessions, refreshTokens] = ['Interaction', 'Grant', 'AuthorizationCode', 'Session', 'RefreshToken'].map(adapter);
    const throttle = new LoginThrottle(db);
    const signInWork = async () => {
      const p = signInPayloads(user.sub);
      // The login page: /authorize saves the interaction, the pages and the form read it.
      await interactions!.upsert(p.interactionId, p.interaction, 1800);
      for (let read = 0; read < 3; read += 1) await interactions!.find(p.interactionId);
      await throttle.retryAfterMs('127.0.0.1', email);
      const found = await users.findByEmail(email);
      if (!found) throw new Error('The bench user is missing');
      await throttle.recordSuccess(email);
      await interactions!.upsert(p.interactionId, { ...p.interaction, result: { login: { accountId: found.sub } } }, 1800);
      // Back at /authorize: the grant, the code and the session.
      await interactions!.find(p.interactionId);
      await interactions!.destroy(p.interactionId);
      await users.findBySub(found.sub);
      await grants!.upsert(p.grantId, p.grant, 14 * DAY_S);
      await codes!.upsert(p.codeId, p.code, 60);
      await sessions!.upsert(p.sessionId, p.session, 14 * DAY_S);
      // The code exchange.
      await codes!.find(p.codeId);
      await sessions!.findByUid(p.sessionUid);
      await grants!.find(p.grantId);
      await codes!.consume(p.codeId);
      await refreshTokens!.upsert(p.refreshId, p.refreshToken, 14 * DAY_S);
      await users.findBySub(found.sub);
    };
    const signIns = await rate(options.seconds, options.concurrency, signInWork);
    // On SQLite the database work is done in this process, so its CPU is all of it; PostgreSQL's own is not counted.
    console.log(
      `Sign-ins: ${describeRate(signIns, 2)} (the database work of a password sign-in and its code exchange, ${options.concurrency} at a time; no HTTP, token signing or scrypt${databaseUrl ? "; PostgreSQL's CPU not counted" : ''})`,
    );

    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const issuer = `http://localhost:${ports[0]}/`;
    for (const port of ports) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: packageDir,
        // Its request log goes nowhere; writing it is part of the work measured all the same.
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          IDENTITY_PORT: String(port),
          IDENTITY_ISSUER: issuer,
          IDENTITY_DATA_DIR: dataDir,
          IDENTITY_ADMIN_CLIENT_SECRET: randomBytes(32).toString('hex'),
          SIGNUP_LIMIT_PER_HOUR: '0',
        },
      });
      children.push(child);
    }
    const instances = ports.map((port) => new URL(`http://localhost:${port}/`));
    await Promise.all(instances.map((url, index) => waitUntilHealthy(url.href, children[index]!)));

    started = performance.now();
    const chains = await Promise.all(
      Array.from({ length: options.concurrency }, (_, worker) => passwordSignIn(instances[worker % instances.length]!, email)),
    );
    const httpSignIns = options.concurrency / ((performance.now() - started) / 1000);
    console.log(`Password sign-ins over HTTP: ${httpSignIns.toFixed(0)}/s (${options.concurrency} at once through the login page and the code exchange, scrypt included)`);

    const providerPids = children.map((child) => child.pid!);
    const refreshes = await rate(
      options.seconds,
      options.concurrency,
      async (worker) => {
        const response = await refresh({ issuer: instances[worker % instances.length]!.href }, chains[worker]!);
        if (response.status !== 200) throw new Error(`A refresh was refused (${response.status}): ${await response.text()}`);
        chains[worker] = z.object({ refresh_token: z.string() }).parse(await response.json()).refresh_token;
      },
      providerPids,
    );
    // One provider process uses one core; the clients here use the other.
    console.log(
      `Refreshes, by the provider's CPU: ${describeRate(refreshes, options.instances)} (POST /oauth/token with rotation and two RS256 signatures, ${options.concurrency} clients, ${options.instances} provider process${options.instances > 1 ? 'es' : ''})`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
