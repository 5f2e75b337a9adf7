import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApi, type TestApi } from './support/api';

const NOT_READY = 503;

describe('/health/live and /health/ready', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers live, and ready with the checks that passed, without a token', async () => {
    const live = await api.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await api.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', checks: ['database', 'blob store', 'identity provider keys'] }]);
  });

  it('leaves nothing in the blob store after its write check', async () => {
    await api.inject({ method: 'GET', url: '/health/ready' });
    const files = readdirSync(api.blobDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files).toEqual([]);
  });

  it('keeps the existing /api/health as it was', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/health' });
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'ok', database: api.expectedEngine }]);
  });
});

describe('/health/ready when a check fails', () => {
  it('names the identity provider keys while the provider cannot be reached', async () => {
    const api = await startTestApi();
    try {
      await api.identity.stop();
      const ready = await api.inject({ method: 'GET', url: '/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([NOT_READY, { error: 'Not ready: identity provider keys failed.', request_id: expect.any(String) }]);
      const live = await api.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('names the blob store when it cannot be written', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'careerforge-health-'));
    // A file where the store's directory should be: nothing can be created under it.
    const notADirectory = path.join(directory, 'blobs');
    writeFileSync(notADirectory, 'a file');
    const api = await startTestApi({ BLOB_DIR: notADirectory });
    try {
      const ready = await api.inject({ method: 'GET', url: '/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([NOT_READY, { error: 'Not ready: blob store failed.', request_id: expect.any(String) }]);
    } finally {
      await api.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('names the database when it does not answer', async () => {
    const api = await startTestApi();
    try {
      await api.database.db.destroy();
      const ready = await api.inject({ method: 'GET', url: '/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([NOT_READY, { error: 'Not ready: database failed.', request_id: expect.any(String) }]);
    } finally {
      await api.close().catch(() => undefined);
    }
  });

  it('says the API is shutting down once it drains, while it stays live', async () => {
    const api = await startTestApi();
    try {
      expect((await api.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      api.app.beginDraining();
      const ready = await api.inject({ method: 'GET', url: '/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([NOT_READY, { error: 'Not ready: the API is shutting down.', request_id: expect.any(String) }]);
      expect((await api.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});
