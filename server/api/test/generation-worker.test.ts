import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { generationJobQueries } from '../src/modules/generation/queries';
import { GenerationWorker } from '../src/modules/generation/worker';
import { startTestApi, type TestApi } from './support/api';
import { seedCareerData, waitForGeneration } from './support/career-data';
import { neverAnswer, startLlmStandIn } from './support/llm-stand-in';

const API_DIR = path.resolve(__dirname, '..');

let api: TestApi;
let userCount = 0;
// No worker inside the API: each test decides which workers run, and when.
beforeAll(async () => {
  api = await startTestApi({ GENERATION_WORKERS: '0' });
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|worker-user-${++userCount}`);

const row = (id: number) =>
  api.database.db
    .selectFrom('generated_resumes')
    .select(['status', 'attempts', 'lease_token', 'engine', 'content_json', 'completed_at', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function queueGeneration() {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const response = await user.request('POST', '/api/resumes/generate', { jobId: seeded.jobId, historyIds: seeded.historyIds });
  expect(response.statusCode).toBe(201);
  return { user, seeded, resumeId: response.json().resumeId as number };
}

function inProcessWorker(leaseSeconds = 1, maxAttempts = 3) {
  return new GenerationWorker({
    db: api.database.db,
    logger: api.app.log,
    slots: 1,
    settings: { workers: 1, leaseSeconds, maxAttempts, llm: null },
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('generation workers', () => {
  it('finishes a job, once, after the worker holding it is killed mid-job', async () => {
    const { user, resumeId } = await queueGeneration();
    // An LLM that takes the request and never answers: the worker calling it is stuck mid-job.
    const llm = await startLlmStandIn(neverAnswer);
    let worker: ChildProcess | undefined;
    try {
      worker = spawn(process.execPath, ['--import', 'tsx', 'src/generation-worker.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          ...api.databaseEnv,
          LOG_LEVEL: 'silent',
          GENERATION_WORKERS: '1',
          GENERATION_LEASE_SECONDS: '1',
          LLM_BASE_URL: llm.url,
          LLM_MODEL: 'stuck-model',
          LLM_TIMEOUT_MS: '600000',
        },
        stdio: 'ignore',
      });
      // The worker took the job and is waiting on the LLM: it is mid-job.
      await until(() => llm.requests.length > 0, 30_000, 'the worker process to start the job');
      expect(await row(resumeId)).toMatchObject({ status: 'processing', attempts: 1, lease_token: expect.any(String) });
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker!.once('exit', resolve));
    } finally {
      if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      await llm.close();
    }

    const survivor = inProcessWorker();
    survivor.start();
    try {
      const { body } = await waitForGeneration(user, resumeId, 15_000);
      expect(body.status).toBe('completed');
      expect(body.generated_resume.career).toHaveLength(3);
    } finally {
      await survivor.stop();
    }
    // Taken over once after the lease of the killed worker ran out, and written by the survivor alone.
    expect(await row(resumeId)).toMatchObject({ status: 'completed', attempts: 2, lease_token: null, engine: 'local' });
  }, 60_000);

  it('keeps a late worker from overwriting the job another worker took over and finished', async () => {
    const { resumeId } = await queueGeneration();
    const jobs = generationJobQueries(api.database.db);
    const settings = { maxAttempts: 3, exhaustedError: 'exhausted' };
    const late = await jobs.claimNext({ ...settings, leaseMs: 30 });
    expect(late?.id).toBe(resumeId);
    // While the lease holds, nobody else gets the job.
    expect(await jobs.claimNext({ ...settings, leaseMs: 30_000 })).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const current = await jobs.claimNext({ ...settings, leaseMs: 30_000 });
    expect(current).toMatchObject({ id: resumeId, attempt: 2 });
    const content = { name: 'Current', email: null, phone: null, skills: [], education: [], career: [] };
    const matchReport = { score: 0, covered: [], missing: [], seniority: null };
    expect(await jobs.complete(current!, { content, matchReport, engine: 'local' })).toBe(true);

    expect(await jobs.extendLease(late!, 30_000)).toBe(false);
    expect(await jobs.complete(late!, { content: { ...content, name: 'Late' }, matchReport, engine: 'local' })).toBe(false);
    expect(await jobs.fail(late!, 'late failure')).toBe(false);
    const stored = await row(resumeId);
    expect(stored).toMatchObject({ status: 'completed', error: null });
    expect(JSON.parse(stored.content_json!).name).toBe('Current');
  });

  it('marks a job failed with a clear error once its attempts are used up', async () => {
    const { user, resumeId } = await queueGeneration();
    const jobs = generationJobQueries(api.database.db);
    const settings = { maxAttempts: 2, exhaustedError: 'Resume generation failed after 2 attempts. Please try again.' };
    // Two workers take the job and die (their leases run out).
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await jobs.claimNext({ ...settings, leaseMs: 1 })).toMatchObject({ id: resumeId, attempt });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await jobs.claimNext({ ...settings, leaseMs: 1 })).toBeUndefined();
    const { body } = await waitForGeneration(user, resumeId);
    expect(body).toEqual({
      status: 'failed',
      generated_resume: null,
      match_report: null,
      error: 'Resume generation failed after 2 attempts. Please try again.',
    });
  });

  it('fails a job whose job description was deleted before it ran, saying so', async () => {
    const { user, seeded, resumeId } = await queueGeneration();
    expect((await user.request('DELETE', `/api/jobs/delete/${seeded.jobId}/`)).statusCode).toBe(200);
    const worker = inProcessWorker();
    worker.start();
    try {
      const { body } = await waitForGeneration(user, resumeId);
      expect(body.status).toBe('failed');
      expect(body.error).toBe('The job description for this resume was deleted.');
    } finally {
      await worker.stop();
    }
    expect((await row(resumeId)).attempts).toBe(1);
  });

  it('runs several jobs at once across workers, each exactly once', async () => {
    const queued = await Promise.all([queueGeneration(), queueGeneration(), queueGeneration(), queueGeneration()]);
    const workers = [inProcessWorker(5), inProcessWorker(5)];
    for (const worker of workers) worker.start();
    try {
      for (const { user, resumeId } of queued) {
        expect((await waitForGeneration(user, resumeId)).body.status).toBe('completed');
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    for (const { resumeId } of queued) expect((await row(resumeId)).attempts).toBe(1);
  });
});
