import type { FastifyBaseLogger } from 'fastify';
import type { BlobStorage } from './store';

export { diskBlobStore } from './disk';
export { s3BlobStore, type S3BlobStoreConfig } from './s3';
export type { BlobStorage } from './store';

/** What modules use: a storage, and a way to remove bytes once the rows naming them are gone. */
export interface BlobStore extends BlobStorage {
  /**
   * Removes bytes nothing names any more (their row was deleted or never written). It never fails:
   * the user's change is done, and bytes left behind cost space, never correctness, so a failure
   * is logged with the key for an operator to remove it later.
   */
  discard(key: string): Promise<void>;
}

export function blobStoreOver(storage: BlobStorage, logger: FastifyBaseLogger): BlobStore {
  return {
    ...storage,
    async discard(key) {
      try {
        await storage.delete(key);
      } catch (error) {
        logger.warn({ err: error, blobKey: key }, 'Stored file left behind: nothing names it any more, remove it by its key');
      }
    },
  };
}

/**
 * Writes the bytes first and the row naming them after, so no row ever points at bytes that are
 * not there. When the row cannot be written the bytes are discarded again and the row's error is
 * the one the caller gets.
 */
export async function storeBeforeRow<T>(blobs: BlobStore, bytes: Uint8Array, writeRow: (key: string) => Promise<T>): Promise<T> {
  const key = await blobs.put(bytes);
  try {
    return await writeRow(key);
  } catch (error) {
    await blobs.discard(key);
    throw error;
  }
}
