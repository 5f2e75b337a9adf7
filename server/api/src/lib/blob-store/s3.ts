import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { storageUnavailable } from '../errors';
import { assertBlobKey, newBlobKey, type BlobStorage } from './store';

export interface S3BlobStoreConfig {
  bucket: string;
  /** Put before every key: empty, or a folder ending in '/'. */
  prefix: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2, …); undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** The bucket in the path (`http://host/bucket/key`) instead of the host name; most S3-compatible services need it. */
  forcePathStyle: boolean;
  /** Undefined: the SDK's default chain (AWS_* variables, shared config files, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** One attempt's limit, in milliseconds, on connecting and on silence from the service. */
  timeoutMs: number;
  /** Attempts per call; the SDK retries network failures, 5xx answers and throttling with backoff. */
  maxAttempts: number;
}

function isMissingObject(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey');
}

/**
 * Objects `<prefix><key>` in one bucket. Any failure of the service (unreachable, timed out, refused)
 * becomes the 503 of `storageUnavailable`, so a caller never mistakes it for a missing file; only a
 * missing object reads as null.
 */
export function s3BlobStore(config: S3BlobStoreConfig): BlobStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    maxAttempts: config.maxAttempts,
    retryMode: 'standard',
    // Without throwOnRequestTimeout the SDK only warns about a silent service and keeps waiting.
    requestHandler: { connectionTimeout: config.timeoutMs, requestTimeout: config.timeoutMs, throwOnRequestTimeout: true },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `${config.prefix}${key}`;
  };
  // A whole call, retries and their backoff included, ends by this deadline, so a request never waits on the bucket for longer.
  const deadline = () => ({ abortSignal: AbortSignal.timeout(config.timeoutMs * config.maxAttempts) });

  return {
    async put(bytes) {
      const key = newBlobKey();
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: objectKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: 'application/octet-stream',
      });
      try {
        await client.send(command, deadline());
      } catch (error) {
        throw storageUnavailable(error);
      }
      return key;
    },

    async get(key) {
      const command = new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) });
      try {
        const { Body } = await client.send(command, deadline());
        if (!Body) return null;
        const bytes = await Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw storageUnavailable(error);
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing object with success, as the interface asks.
      const command = new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) });
      try {
        await client.send(command, deadline());
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
  };
}
