import { generationJobQueries } from '../src/modules/generation/queries';
import { startTestApi, type TestApi } from './support/api';
import { seedCareerData } from './support/career-data';

let api: TestApi;
let userCount = 0;
// No worker inside the API: each test claims and finishes the job itself, at the moment it needs.
beforeAll(async () => {
  api = await startTestApi({ GENERATION_WORKERS: '0' });
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|cancel-user-${++userCount}`);
const settings = { maxAttempts: 3, exhaustedError: 'exhausted', leaseMs: 30_000 };
const content = { name: 'Ada', email: null, phone: null, skills: [], education: [], career: [] };
const matchReport = { score: 0, covered: [], missing: [], seniority: null };

async function queueGeneration() {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const response = await user.request('POST', '/api/resumes/generate', { jobId: seeded.jobId, historyIds: seeded.historyIds });
  expect(response.statusCode).toBe(201);
  return { user, resumeId: response.json().resumeId as number };
}

// The screens cancel a running generation with the generated resume's DELETE, which takes a
// resume whatever its status.
describe('cancelling a generation (DELETE /api/resumes/generated/delete/:id/)', () => {
  it('removes a queued generation: its status is gone and no worker takes it', async () => {
    const { user, resumeId } = await queueGeneration();
    expect((await user.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`)).json()).toEqual({ success: true });
    expect((await user.request('GET', `/api/resumes/status/${resumeId}`)).statusCode).toBe(404);
    expect(await generationJobQueries(api.database.db).claimNext(settings)).toBeUndefined();
  });

  it('keeps a worker that was mid-job from bringing the cancelled resume back', async () => {
    const { user, resumeId } = await queueGeneration();
    const jobs = generationJobQueries(api.database.db);
    const claimed = await jobs.claimNext(settings);
    expect(claimed?.id).toBe(resumeId);

    expect((await user.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`)).statusCode).toBe(200);
    expect(await jobs.complete(claimed!, { content, matchReport, engine: 'local' })).toBe(false);
    expect((await user.request('GET', `/api/resumes/status/${resumeId}`)).statusCode).toBe(404);
    expect((await user.request('GET', '/api/resumes/generated/')).json().generated_resume).toEqual([]);
  });

  it("answers 404 to another user's cancel, and the generation runs on", async () => {
    const { user, resumeId } = await queueGeneration();
    const stranger = await newUser();
    expect((await stranger.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`)).statusCode).toBe(404);
    expect((await user.request('GET', `/api/resumes/status/${resumeId}`)).json()).toMatchObject({ status: 'processing' });
  });
});
