import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isErrorCode } from '../errors';
import { assertBlobKey, newBlobKey, type BlobStorage } from './store';

/**
 * Files under `rootDir/ab/cd/<key>`: two levels of fan-out keep directories small. Each file is
 * written to a temporary name and renamed into place, so a reader never sees a partial file, and is
 * readable by the API's user only (0600).
 */
export function diskBlobStore(rootDir: string): BlobStorage {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return path.join(rootDir, key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async put(bytes) {
      const key = newBlobKey();
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
        if (isErrorCode(error, 'ENOENT')) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
