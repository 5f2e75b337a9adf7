import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './support/database';
import { startTestIdentity, type TestIdentity } from './support/identity';
import { multipart } from './support/multipart';
import { childProcessesOf, waitFor } from './support/processes';
import { slowPdf } from './support/slow-pdf';

const API_ROOT = path.join(__dirname, '..');

/** The extraction workers among the children of `parentPid`. */
function extractionWorkersOf(parentPid: number): number[] {
  return childProcessesOf(parentPid)
    .filter((child) => child.commandLine.includes('extract-worker.mjs'))
    .map((child) => child.pid);
}

/** Running, not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('an extraction worker whose API process is killed', () => {
  let identity: TestIdentity;
  let database: TestDatabase;
  let blobDir: string;
  let apiProcess: ChildProcess | undefined;
  beforeAll(async () => {
    identity = await startTestIdentity();
    database = await createTestDatabase();
    blobDir = mkdtempSync(path.join(os.tmpdir(), 'careerforge-parent-death-'));
  });
  afterAll(async () => {
    apiProcess?.kill('SIGKILL');
    await identity.close();
    await database.drop();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('exits within 2 s, even in the middle of a long file', async () => {
    apiProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
        EXTRACTION_TIMEOUT_MS: '120000',
        // A file the worker reads for a long time, rather than one refused before it reaches the worker.
        EXTRACTION_DRAWING_LIMIT_MB: '64',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const apiPid = apiProcess.pid as number;
    let output = '';
    apiProcess.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const address = await waitFor(() => /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1], 60_000);
    expect(address).toBeDefined();

    const token = await identity.accessToken({ sub: 'auth0|parent-death' });
    const { payload, headers } = multipart([{ name: 'file', filename: 'slow.pdf', content: slowPdf(30) }]);
    const upload = fetch(`${address}/api/resumes/upload/`, { method: 'POST', body: payload, headers: { ...headers, authorization: `Bearer ${token}` } }).catch(
      () => undefined,
    );
    const workers = await waitFor(() => {
      const found = extractionWorkersOf(apiPid);
      return found.length > 0 && found;
    }, 30_000);
    expect(workers?.length).toBeGreaterThan(0);
    // The worker has the file by now and is reading it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((workers ?? []).every(isRunning)).toBe(true);

    process.kill(apiPid, 'SIGKILL');
    const killedAt = Date.now();
    const allGone = await waitFor(() => (workers ?? []).every((pid) => !isRunning(pid)), 5_000);
    const goneAfterMs = Date.now() - killedAt;
    expect({ allGone, goneAfterMs, withinTwoSeconds: goneAfterMs <= 2_000 }).toEqual({ allGone: true, goneAfterMs, withinTwoSeconds: true });
    await upload;
  }, 120_000);
});
