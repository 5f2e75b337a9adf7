import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks signatures made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

/** An S3 wire-protocol server in this process, with one bucket, that can be stopped and started again on its port. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The API's variables for this bucket: BLOB_STORE=s3 and the S3_* settings. */
  apiEnv(prefix?: string): Record<string, string>;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops answering: the port refuses connections until `start`. */
  stop(): Promise<void>;
  /** Answers again on the same port, with the objects it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'careerforge-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'careerforge-s3-'));
  let server: S3rver | null = null;
  let port = 0;
  const start = async () => {
    const running = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await running.run()).port;
    server = running;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    const closed = running.close();
    // Kept-alive connections would hold the server open (and keep answering) until they idle out.
    running.httpServer.closeAllConnections();
    await closed;
  };
  await start();

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    bucket,
    apiEnv: (prefix = '') => ({
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_PREFIX: prefix,
      S3_REGION: REGION,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_TIMEOUT_MS: '2000',
      S3_MAX_ATTEMPTS: '2',
    }),
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    stop,
    start,
    close: async () => {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
