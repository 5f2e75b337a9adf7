import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files' bytes live. Keys are random and chosen by the storage, never derived from a
 * user's file name, so a name can neither collide with another file nor escape the storage.
 *
 * Two implement it: files on disk (the default) and an S3 bucket. One is chosen where the app's
 * services are built; nothing else in the API knows which one it has.
 */
export interface BlobStorage {
  /** Stores the bytes under a new key and returns the key. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** 128 random bits as hex: the only shape of key a store makes or accepts. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function newBlobKey(): string {
  return randomBytes(16).toString('hex');
}

/** A key comes from the database, but refusing any other shape keeps a bad one from naming another file or object. */
export function assertBlobKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid blob key');
}
