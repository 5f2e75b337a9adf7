import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_TIMEOUTS, type IdentityConfig } from '../../src/config.js';
import { createIdentityServer, type IdentityServer, type IdentityServerOptions } from '../../src/provider.js';
import { databaseUrlFor, dropDatabaseFor } from './database.js';
import { startMailSink, type MailSink } from './mail.js';

export const SPA_ORIGIN = 'http://localhost:3000';
export const CLIENT_ID = 'careerforge-spa';
export const AUDIENCE = 'https://api.careerforge.local';
export const ADMIN_SECRET = 'test-admin-secret-0123456789abcdefghijklmnop';

export function temporaryDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'identity-test-'));
}

/** Removes a data directory and, under test:pg, the database of the providers that used it. */
export async function removeDataDir(dataDir: string): Promise<void> {
  await dropDatabaseFor(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A port that is free now; the issuer must name the port before the server starts. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0);
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface RunningIdentity extends IdentityServer {
  issuer: string;
  config: IdentityConfig;
  /** The SMTP server its mail goes to (unless the config chose the outbox). */
  mail: MailSink;
}

/**
 * Starts a server and an SMTP server for its mail; a data directory it created itself (and its
 * database, under test:pg) is removed again on close.
 */
export async function startIdentity(
  { dataDir, port, config: overrides }: { dataDir?: string; port?: number; config?: Partial<IdentityConfig> } = {},
  options: IdentityServerOptions = {},
): Promise<RunningIdentity> {
  const ownsDataDir = dataDir === undefined;
  const usedDataDir = dataDir ?? temporaryDataDir();
  const chosenPort = port ?? (await freePort());
  const mail = await startMailSink();
  const config: IdentityConfig = {
    host: '127.0.0.1',
    port: chosenPort,
    issuer: `http://localhost:${chosenPort}/`,
    dataDir: usedDataDir,
    databaseUrl: await databaseUrlFor(usedDataDir),
    databasePoolSize: DEFAULT_DATABASE_POOL_SIZE,
    spaClientId: CLIENT_ID,
    apiAudience: AUDIENCE,
    spaOrigins: [SPA_ORIGIN, 'http://localhost:3001'],
    adminClientSecret: ADMIN_SECRET,
    timeouts: DEFAULT_TIMEOUTS,
    // Tests sign many users up from one address; the limit has its own test.
    signupLimitPerHour: 0,
    smtpUrl: mail.url,
    mailFrom: 'CareerForge <no-reply@careerforge.test>',
    requireEmailVerification: false,
    ...overrides,
  };
  const identity = await createIdentityServer(config, { log: () => {}, ...options });
  const close = async () => {
    await identity.close();
    await mail.close();
    if (ownsDataDir) await removeDataDir(usedDataDir);
  };
  return { ...identity, close, issuer: config.issuer, config, mail };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function uniqueEmail(label: string): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.com`;
}
