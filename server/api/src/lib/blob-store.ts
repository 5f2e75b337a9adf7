import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files' bytes live. Keys are random and chosen by the store, never derived from a
 * user's file name, so a name can neither collide with another file nor escape the store.
 *
 * The disk store below is the default. An S3-compatible backend implements the same three calls
 * (PutObject with the generated key, GetObject answering null for NoSuchKey, DeleteObject) and is
 * chosen where the store is created; nothing else in the API knows which one it has.
 */
export interface BlobStore {
  /** Stores the bytes under a new key and returns the key. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** 128 random bits as hex: the only shape of key the disk store accepts. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/**
 * Files under `rootDir/ab/cd/<key>`: two levels of fan-out keep directories small. Each file is
 * written to a temporary name and renamed into place, so a reader never sees a partial file, and is
 * readable by the API's user only (0600).
 */
export function diskBlobStore(rootDir: string): BlobStore {
  const pathOf = (key: string) => {
    // A key comes from the database, but refusing anything else keeps a bad one from naming another path.
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid blob key');
    return path.join(rootDir, key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      const file = await open(temporary, 'wx', 0o600);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return key;
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
