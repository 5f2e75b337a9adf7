import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import { blobStoreOver, diskBlobStore, s3BlobStore, type BlobStore } from './lib/blob-store';
import type { AppDatabase } from './lib/db';
import type { LlmConfig } from './lib/llm';
import { createMfaSettings, type MfaSettings } from './lib/mfa-settings';
import { fileLinkSigner, type FileLinkSigner } from './lib/signed-links';

/** What starting the API is given; the caller owns the database. */
export interface AppDependencies {
  config: ApiConfig;
  database: AppDatabase;
  logger: FastifyBaseLogger;
}

/** Everything feature modules use besides Fastify, built once per app. */
export interface AppServices extends AppDependencies {
  /** Uploaded resumes, avatars and formatted resumes, under random keys: on disk, or in an S3 bucket when BLOB_STORE=s3. */
  blobs: BlobStore;
  /** Signs and verifies the short-lived links that open an uploaded resume's file. */
  fileLinks: FileLinkSigner;
  /** Where users' MFA settings are read and changed. */
  mfa: MfaSettings;
  /** The optional LLM that rephrases accomplishments and writes part of the advice; null for the embedded engines alone. */
  llm: LlmConfig | null;
  /** The API's address as browsers reach it, without a trailing slash: file and avatar URLs start with it. */
  publicApiBaseUrl: string;
}

export function createAppServices({ config, database, logger }: AppDependencies): AppServices {
  return {
    config,
    database,
    logger,
    blobs: blobStoreOver(config.s3 ? s3BlobStore(config.s3) : diskBlobStore(config.blobDir), logger),
    fileLinks: fileLinkSigner(config.fileLinks),
    mfa: createMfaSettings(config.mfaSettings),
    llm: config.generation.llm,
    publicApiBaseUrl: config.publicApiBaseUrl,
  };
}

/**
 * A feature of the API: `modules/<name>/routes.ts` exports one, and `modules/index.ts` lists it in
 * FEATURE_MODULES. `register` adds the feature's routes (and any hooks it needs) to the app.
 */
export interface FeatureModule {
  /** The module's folder under `modules/`. */
  name: string;
  register(app: FastifyInstance, services: AppServices): void;
}
