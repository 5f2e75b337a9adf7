import type { BlobStore } from '../blob-store';
import { inChildSpan } from './child-spans';
import type { Tracing } from './sdk';

/**
 * The blob store with a span per call inside a traced request (`blob put`, `blob get`, …), naming
 * the store and, for a write, the size; never the key, which for an avatar is its public address.
 */
export function tracedBlobStore(blobs: BlobStore, tracing: Tracing, store: 'disk' | 's3'): BlobStore {
  const attributes = (operation: string) => ({ 'careerforge.blob.store': store, 'careerforge.blob.operation': operation });
  return {
    put: (bytes) => inChildSpan(tracing, 'blob put', { ...attributes('put'), 'careerforge.blob.size': bytes.byteLength }, () => blobs.put(bytes)),
    get: (key) => inChildSpan(tracing, 'blob get', attributes('get'), () => blobs.get(key)),
    delete: (key) => inChildSpan(tracing, 'blob delete', attributes('delete'), () => blobs.delete(key)),
    discard: (key) => inChildSpan(tracing, 'blob discard', attributes('discard'), () => blobs.discard(key)),
  };
}
