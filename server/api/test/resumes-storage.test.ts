import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { diskBlobStore } from '../src/lib/blob-store';
import { fileLinkSigner } from '../src/lib/signed-links';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'careerforge-storage-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(directory, { recursive: true, force: true });
});

describe('resume storage configuration', () => {
  it('keeps files and the link secret in the repository’s data directory, links valid for 5 minutes', () => {
    const dataDirectory = path.resolve(__dirname, '../../../data/api');
    const config = loadConfig({});
    expect(config.blobDir).toBe(path.join(dataDirectory, 'blobs'));
    expect(config.fileLinks).toEqual({ secret: undefined, secretPath: path.join(dataDirectory, 'file-link-secret'), ttlSeconds: 300 });
    expect(config.publicApiBaseUrl).toBe('http://localhost:3100');
  });

  it('reads the public address, secret and link lifetime from the environment', () => {
    const config = loadConfig({
      API_PORT: '8080',
      API_PUBLIC_URL: 'https://api.example.com/',
      FILE_LINK_SECRET: 's'.repeat(32),
      FILE_LINK_TTL_SECONDS: '60',
    });
    expect(config.publicApiBaseUrl).toBe('https://api.example.com');
    expect(config.fileLinks).toMatchObject({ secret: 's'.repeat(32), ttlSeconds: 60 });
    expect(loadConfig({ API_PORT: '8080' }).publicApiBaseUrl).toBe('http://localhost:8080');
  });

  it('refuses a short secret', () => {
    expect(() => loadConfig({ FILE_LINK_SECRET: 'short' })).toThrow('FILE_LINK_SECRET must be at least 32 characters.');
  });
});

describe('disk blob store', () => {
  it('stores, reads and deletes bytes under random keys', async () => {
    const store = diskBlobStore(directory);
    const bytes = Buffer.from('%PDF-1.7 resume');
    const [first, second] = [await store.put(bytes), await store.put(bytes)];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(await store.get(first)).toEqual(bytes);

    await store.delete(first);
    expect(await store.get(first)).toBeNull();
    await expect(store.delete(first)).resolves.toBeUndefined();
    expect(await store.get(second)).toEqual(bytes);
  });

  it('refuses a key it could not have made', async () => {
    const store = diskBlobStore(directory);
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Invalid blob key');
    await expect(store.delete('AB'.repeat(16))).rejects.toThrow('Invalid blob key');
  });
});

describe('file link signer', () => {
  const claim = { userId: 'user-1', resumeId: 7, blobKey: 'a'.repeat(32) };

  it('verifies its own tokens until they expire', async () => {
    const signer = fileLinkSigner({ secret: 'x'.repeat(32), secretPath: path.join(directory, 'unused'), ttlSeconds: 60 });
    const token = await signer.sign(claim);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await signer.verify(token)).toEqual(claim);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses tokens signed with another secret', async () => {
    const token = await fileLinkSigner({ secret: 'x'.repeat(32), secretPath: '', ttlSeconds: 60 }).sign(claim);
    expect(await fileLinkSigner({ secret: 'y'.repeat(32), secretPath: '', ttlSeconds: 60 }).verify(token)).toBeNull();
  });

  it('without a configured secret, creates one on first use and keeps it', async () => {
    const secretPath = path.join(directory, 'data', 'file-link-secret');
    const first = fileLinkSigner({ secret: undefined, secretPath, ttlSeconds: 60 });
    const token = await first.sign(claim);
    expect(readFileSync(secretPath, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(secretPath).mode & 0o777).toBe(0o600);

    const afterRestart = fileLinkSigner({ secret: undefined, secretPath, ttlSeconds: 60 });
    expect(await afterRestart.verify(token)).toEqual(claim);
  });
});
