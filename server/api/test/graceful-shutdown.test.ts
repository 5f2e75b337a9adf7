import { errorBodySchema } from '@careerforge/contract';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './support/database';
import { startTestIdentity, type TestIdentity } from './support/identity';
import { multipart } from './support/multipart';
import { childProcessesOf, waitFor } from './support/processes';
import { slowPdf } from './support/slow-pdf';

const API_ROOT = path.join(__dirname, '..');
const DRAIN_DELAY_MS = 1500;

describe('the compiled API on SIGTERM', () => {
  let identity: TestIdentity;
  let database: TestDatabase;
  let blobDir: string;
  let apiProcess: ChildProcess | undefined;
  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['../../scripts/build-services.mjs', '.'], { cwd: API_ROOT, encoding: 'utf8' });
    expect(build.stderr).toBe('');
    identity = await startTestIdentity();
    database = await createTestDatabase();
    blobDir = mkdtempSync(path.join(os.tmpdir(), 'careerforge-shutdown-'));
  }, 60_000);
  afterAll(async () => {
    apiProcess?.kill('SIGKILL');
    await identity.close();
    await database.drop();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('turns not ready, finishes the upload being read with 201, and exits 0', async () => {
    apiProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        ...database.env,
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        AUTH_DOMAIN: identity.domain,
        BLOB_DIR: blobDir,
        LOG_LEVEL: 'info',
        EXTRACTION_WORKERS: '1',
        // However busy the machine, the file is read to the end: this test is about shutdown, not timeouts.
        EXTRACTION_TIMEOUT_MS: '60000',
        SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
        // Room for the file to be read however busy the machine: the bound itself is not what is tested here.
        SHUTDOWN_GRACE_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const api = apiProcess;
    const exited = once(api, 'exit');
    let output = '';
    api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const address = await waitFor(() => /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1], 60_000);
    expect(address).toBeDefined();

    const token = await identity.accessToken({ sub: 'auth0|graceful-shutdown' });
    const { payload, headers } = multipart([{ name: 'file', filename: 'slow.pdf', content: slowPdf(1, 'Jordan Lee') }]);
    let uploadSettled = false;
    const upload = fetch(`${address}/api/resumes/upload/`, { method: 'POST', body: payload, headers: { ...headers, authorization: `Bearer ${token}` } }).finally(
      () => (uploadSettled = true),
    );
    // The extraction process, forked from the compiled worker, is reading the file: the request is in flight.
    const worker = await waitFor(() => childProcessesOf(api.pid as number).find((child) => child.commandLine.includes('extract-worker'))?.commandLine, 30_000);
    expect(worker).toContain(path.join('dist', 'extract-worker.mjs'));

    expect(uploadSettled).toBe(false);

    api.kill('SIGTERM');
    // The signal is handled when the API's event loop gets to it; from then on, for the drain delay,
    // new connections are still accepted and told it is shutting down.
    let ready: Response;
    do ready = await fetch(`${address}/health/ready`);
    while (ready.status === 200);
    expect([ready.status, errorBodySchema.parse(await ready.json()).error]).toEqual([503, 'Not ready: the API is shutting down.']);
    expect(uploadSettled).toBe(false);

    const response = await upload;
    expect(response.status).toBe(201);
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain('"msg":"Stopped"');
  }, 120_000);
});
