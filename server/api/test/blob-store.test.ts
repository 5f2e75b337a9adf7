import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { blobStoreOver, diskBlobStore, s3BlobStore, storeBeforeRow, type BlobStorage } from '../src/lib/blob-store';
import { HttpError, STORAGE_UNAVAILABLE } from '../src/lib/errors';
import { createLogger } from '../src/lib/logger';
import { startTestS3, type TestS3 } from './support/s3-server';

let s3: TestS3;
let directory: string;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());
beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'careerforge-blob-store-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** The S3 store exactly as the API builds it from its variables. */
function s3StoreFor(env: Record<string, string>): BlobStorage {
  const { s3: settings } = loadConfig(env);
  if (!settings) throw new Error('BLOB_STORE=s3 was not read');
  return s3BlobStore(settings);
}

const STORES: [name: string, create: () => BlobStorage][] = [
  ['disk', () => diskBlobStore(directory)],
  ['S3', () => s3StoreFor(s3.apiEnv('contract'))],
];

describe('blob store configuration', () => {
  it('keeps files on disk unless BLOB_STORE=s3', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'careerforge-files' }).s3).toBeNull();
  });

  it('reads the bucket, a prefix as a folder, and AWS defaults otherwise', () => {
    expect(loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'careerforge-files', S3_PREFIX: '/uploads' }).s3).toEqual({
      bucket: 'careerforge-files',
      prefix: 'uploads/',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      timeoutMs: 10_000,
      maxAttempts: 3,
    });
    expect(loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'careerforge-files', S3_PREFIX: 'a/b/' }).s3?.prefix).toBe('a/b/');
  });

  it('refuses what S3 would refuse later, naming the variable', () => {
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow('BLOB_STORE=s3 needs S3_BUCKET.');
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'ab' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'Careerforge_Files' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'careerforge-files', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
    );
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'careerforge-files', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) URL.');
    expect(() => loadConfig({ BLOB_STORE: 'ftp' })).toThrow('BLOB_STORE');
  });
});

describe.each(STORES)('%s blob store', (_name, create) => {
  it('stores, reads and deletes bytes', async () => {
    const store = create();
    const bytes = Buffer.from('%PDF-1.7 resume');
    const key = await store.put(bytes);
    expect(await store.get(key)).toEqual(bytes);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('answers null for a key it never stored, and deleting it is no error', async () => {
    const store = create();
    const neverStored = 'f'.repeat(32);
    expect(await store.get(neverStored)).toBeNull();
    await expect(store.delete(neverStored)).resolves.toBeUndefined();
  });

  it('keeps an object larger than the biggest upload byte for byte', async () => {
    const store = create();
    const bytes = randomBytes(12 * 1024 * 1024);
    const key = await store.put(bytes);
    const read = await store.get(key);
    expect(read?.byteLength).toBe(bytes.byteLength);
    expect(read?.equals(bytes)).toBe(true);
    await store.delete(key);
  });

  it('chooses random keys of one shape, whatever the bytes, and refuses any other shape', async () => {
    const store = create();
    const bytes = Buffer.from('../../etc/passwd');
    const [first, second] = [await store.put(bytes), await store.put(bytes)];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    for (const key of ['../../etc/passwd', 'AB'.repeat(16), `${first}/x`, '']) {
      await expect(store.get(key)).rejects.toThrow('Invalid blob key');
      await expect(store.delete(key)).rejects.toThrow('Invalid blob key');
    }
  });

  it('keeps every one of many files stored at once apart', async () => {
    const store = create();
    const files = Array.from({ length: 24 }, (_, index) => Buffer.from(`resume number ${index} ${randomBytes(8).toString('hex')}`));
    const keys = await Promise.all(files.map((bytes) => store.put(bytes)));
    expect(new Set(keys).size).toBe(files.length);
    const read = await Promise.all(keys.map((key) => store.get(key)));
    expect(read).toEqual(files);
  });
});

describe('S3 blob store', () => {
  it('keeps its objects under the configured prefix, as a folder', async () => {
    const store = s3StoreFor(s3.apiEnv('/tenants/acme'));
    const key = await store.put(Buffer.from('avatar'));
    expect(await s3.keys()).toContain(`tenants/acme/${key}`);
    await store.delete(key);
    expect(await s3.keys()).not.toContain(`tenants/acme/${key}`);
  });

  it('answers 503 with Retry-After when the service is down, and works again when it is back', async () => {
    const store = s3StoreFor(s3.apiEnv());
    const key = await store.put(Buffer.from('kept'));
    await s3.stop();
    try {
      for (const call of [() => store.put(Buffer.from('new')), () => store.get(key), () => store.delete(key)]) {
        const failure = await call().then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(HttpError);
        expect(failure).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE, headers: { 'Retry-After': '30' } });
      }
    } finally {
      await s3.start();
    }
    expect(await store.get(key)).toEqual(Buffer.from('kept'));
  });

  it('gives up on a service that accepts connections and never answers, within its attempts and timeout', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const store = s3StoreFor({ ...s3.apiEnv(), S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_TIMEOUT_MS: '300', S3_MAX_ATTEMPTS: '2' });
      const started = Date.now();
      await expect(store.get('a'.repeat(32))).rejects.toMatchObject({ statusCode: 503 });
      // Two attempts of 300 ms and the backoff between them; never the SDK's default of minutes.
      expect(Date.now() - started).toBeLessThan(3000);
      expect(sockets).toHaveLength(2);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('storing bytes before their row', () => {
  const logger = createLogger({ logLevel: 'silent' });

  it('answers what the row write answers, the bytes stored under the key it was given', async () => {
    const blobs = blobStoreOver(s3StoreFor(s3.apiEnv('rows')), logger);
    const row = await storeBeforeRow(blobs, Buffer.from('resume'), async (key) => ({ id: 1, key }));
    expect(await blobs.get(row.key)).toEqual(Buffer.from('resume'));
    await blobs.delete(row.key);
  });

  it('removes the bytes again when the row cannot be written, and the row’s error is the one thrown', async () => {
    const blobs = blobStoreOver(s3StoreFor(s3.apiEnv('rows')), logger);
    const before = await s3.keys();
    let attemptedKey = '';
    const rowFailure = new Error('FOREIGN KEY constraint failed');
    await expect(
      storeBeforeRow(blobs, Buffer.from('resume'), (key) => {
        attemptedKey = key;
        return Promise.reject(rowFailure);
      }),
    ).rejects.toBe(rowFailure);
    expect(attemptedKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await blobs.get(attemptedKey)).toBeNull();
    expect(await s3.keys()).toEqual(before);
  });

  it('writes no row when the bytes cannot be stored', async () => {
    const blobs = blobStoreOver(s3StoreFor(s3.apiEnv('rows')), logger);
    const writeRow = jest.fn(() => Promise.resolve('row'));
    await s3.stop();
    try {
      await expect(storeBeforeRow(blobs, Buffer.from('resume'), writeRow)).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      await s3.start();
    }
    expect(writeRow).not.toHaveBeenCalled();
  });

  it('discards bytes without failing while the service is down, logging the key left behind', async () => {
    const lines: string[] = [];
    const logged = createLogger({ logLevel: 'warn' }, { write: (line: string) => lines.push(line) });
    const blobs = blobStoreOver(s3StoreFor(s3.apiEnv('rows')), logged);
    const key = await blobs.put(Buffer.from('old avatar'));
    await s3.stop();
    try {
      await expect(blobs.discard(key)).resolves.toBeUndefined();
    } finally {
      await s3.start();
    }
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 40, blobKey: key })]);
    expect(await s3.keys()).toContain(`rows/${key}`);
  });
});
