import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData } from './support/career-data';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|advice-user-${++userCount}`);
const advise = (user: TestUser, body: unknown) => user.request('POST', '/api/jobs/advice/', body);

/** A user whose resume for the job leaves out the Contoso record (PostgreSQL, Python ETL). */
async function userWithResume() {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const resumeId = await generateCompleted(user, seeded, [seeded.historyIds[0]!]);
  const status = (await user.request('GET', `/api/resumes/status/${resumeId}`)).json();
  return { user, jobId: seeded.jobId, resumeId, matchReport: status.match_report };
}

/** The advice as the screen splits it: blocks on blank lines. */
const blocksOf = (advice: string) => advice.split(/\n\s*\n/);
const isNumberedBlock = (block: string) => block.split('\n').every((line) => /^\d+\.\s/.test(line));

describe('job-seeking advice', () => {
  it('gives the match from the generation’s own report and names the job’s missing key terms', async () => {
    const { user, jobId, resumeId, matchReport } = await userWithResume();
    const response = await advise(user, { jobId, resumeId });
    expect(response.statusCode).toBe(200);
    const { advice } = response.json();

    expect(advice).toContain(`**Match: ${matchReport.score}/100** for Senior Data Engineer at Globex.`);
    expect(matchReport.missing.map((term: { term: string }) => term.term)).toContain('Snowflake');
    for (const term of matchReport.missing.slice(0, 5)) expect(advice).toContain(`**${term.term}**`);
    // Snowflake is nowhere in the profile: a gap to address honestly, not to claim.
    expect(advice).toMatch(/\*\*Gaps\*\*: nothing in your profile shows [^\n]*\*\*Snowflake\*\*/);
    expect(advice).toMatch(/do not claim them/);
  });

  it('points to evidence the user has but left out, as numbered steps', async () => {
    const { user, jobId, resumeId } = await userWithResume();
    const { advice } = (await advise(user, { jobId, resumeId })).json();
    const blocks = blocksOf(advice);
    const numbered = blocks.filter(isNumberedBlock);
    expect(numbered.length).toBeGreaterThanOrEqual(2);
    // Python is only a listed skill on this resume; the left-out Contoso record shows where it was used.
    expect(advice).toContain('Add Data Engineer at Contoso Retail to this resume: it shows where you used **Python**');
    // Airflow shows in an accomplishment but not in the skills list.
    expect(advice).toMatch(/Add \*\*Apache Airflow\*\* to the skills list/);
    // Interview questions drawn from the job's requirements.
    const questions = blocks[blocks.length - 1]!;
    expect(isNumberedBlock(questions)).toBe(true);
    expect(questions).toMatch(/\*\*(Kafka|Spark|Python|Snowflake|Airflow|Kubernetes)\*\*/);
  });

  it('is the same for the same inputs', async () => {
    const { user, jobId, resumeId } = await userWithResume();
    const first = (await advise(user, { jobId, resumeId })).json().advice;
    const second = (await advise(user, { jobId, resumeId })).json().advice;
    expect(second).toBe(first);
  });

  it('refuses a request without both a job and a resume', async () => {
    const user = await newUser();
    for (const body of [{ jobId: 1 }, { resumeId: 1 }, {}]) {
      const response = await advise(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('Please select both a job and a resume.');
    }
  });

  it('never gives advice on another user’s job or resume', async () => {
    const owner = await userWithResume();
    const intruder = await userWithResume();
    const ownersJob = await advise(intruder.user, { jobId: owner.jobId, resumeId: intruder.resumeId });
    expect(ownersJob.statusCode).toBe(404);
    expect(ownersJob.json()).toEqual({ error: 'Job not found' });
    const ownersResume = await advise(intruder.user, { jobId: intruder.jobId, resumeId: owner.resumeId });
    expect(ownersResume.statusCode).toBe(404);
    expect(ownersResume.json()).toEqual({ error: 'Resume not found.' });
  });

  it('needs a valid access token', async () => {
    expect((await api.inject({ method: 'POST', url: '/api/jobs/advice/', payload: { jobId: 1, resumeId: 1 } })).statusCode).toBe(401);
  });
});
