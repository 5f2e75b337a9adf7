import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { userIdFromSub } from '@careerforge/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type ApiConfig } from '../../src/config';
import { openDatabase, type AppDatabase } from '../../src/lib/db';
import { migrateToLatest } from '../../src/lib/db/migrate';
import { createLogger } from '../../src/lib/logger';
import { createTestDatabase } from './database';
import { startTestIdentity, type ExtraRoutes, type TestIdentity, type TokenOptions } from './identity';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in caller: requests carry a real access token for `sub`. */
export interface TestUser {
  sub: string;
  userId: string;
  request(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export interface TestApi {
  app: FastifyInstance;
  database: AppDatabase;
  identity: TestIdentity;
  config: ApiConfig;
  /** Where this API keeps files: a temporary directory of its own unless BLOB_DIR was given. */
  blobDir: string;
  /** The variables that point another process (a worker) at this API's database. */
  databaseEnv: Record<string, string>;
  /** The engine this run tests: PostgreSQL when TEST_DATABASE_URL is set. */
  expectedEngine: 'sqlite' | 'postgres';
  signIn(sub: string, token?: TokenOptions): Promise<TestUser>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own, trusting a local test identity provider. Log lines
 * go to `logDestination` when given (set LOG_LEVEL in `env` too).
 */
export async function startTestApi(env: Record<string, string> = {}, identityRoutes?: ExtraRoutes, logDestination?: DestinationStream): Promise<TestApi> {
  const identity = await startTestIdentity(identityRoutes);
  const testDatabase = await createTestDatabase();
  const ownBlobDir = env.BLOB_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'careerforge-blobs-'));
  const config = loadConfig({ AUTH_DOMAIN: identity.domain, LOG_LEVEL: 'silent', ...testDatabase.env, ...(ownBlobDir && { BLOB_DIR: ownBlobDir }), ...env });
  const logger = createLogger(config, logDestination);
  const database = openDatabase(config, logger);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger });

  return {
    app,
    database,
    identity,
    config,
    blobDir: config.blobDir,
    databaseEnv: { ...testDatabase.env },
    expectedEngine: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    inject: (options) => app.inject(options),
    signIn: async (sub, token = {}) => {
      const accessToken = await identity.accessToken({ sub, ...token });
      return {
        sub,
        userId: userIdFromSub(sub),
        request: (method, url, body, headers = {}) =>
          app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${accessToken}`, ...headers },
            ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
          }),
      };
    },
    close: async () => {
      await app.close();
      await database.db.destroy();
      await testDatabase.drop();
      await identity.close();
      if (ownBlobDir) rmSync(ownBlobDir, { recursive: true, force: true });
    },
  };
}
