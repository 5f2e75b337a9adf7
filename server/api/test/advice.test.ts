import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData } from './support/career-data';
import { promptOf, replyWith, startLlmStandIn, type LlmHandler, type LlmStandIn } from './support/llm-stand-in';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = (on: TestApi = api) => on.signIn(`auth0|advice-user-${++userCount}`);
const advise = (user: TestUser, body: unknown) => user.request('POST', '/api/jobs/advice/', body);

/** A user whose resume for the job leaves out the Contoso record (PostgreSQL, Python ETL). */
async function userWithResume(on: TestApi = api) {
  const user = await newUser(on);
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
    expect(advice).toMatch(/Do not claim them/);
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
    // Interview questions drawn from the job's requirements, right after their heading.
    const questions = blocks[blocks.indexOf('**Prepare for the interview** with answers to:') + 1]!;
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
    expect(ownersJob.json()).toEqual({ error: 'Job not found', request_id: expect.any(String) });
    const ownersResume = await advise(intruder.user, { jobId: intruder.jobId, resumeId: owner.resumeId });
    expect(ownersResume.statusCode).toBe(404);
    expect(ownersResume.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
  });

  it('needs a valid access token', async () => {
    expect((await api.inject({ method: 'POST', url: '/api/jobs/advice/', payload: { jobId: 1, resumeId: 1 } })).statusCode).toBe(401);
  });
});

describe('job-seeking advice written with an LLM', () => {
  let llm: LlmStandIn;
  let llmApi: TestApi;
  beforeAll(async () => {
    llm = await startLlmStandIn();
    llmApi = await startTestApi({ LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await llmApi.close();
    await llm.close();
  });

  const isAdviceRequest = (request: Parameters<LlmHandler>[0]) => request.body.messages[0]?.content.startsWith('You are a career coach') ?? false;
  /** Answers advice requests with `reply`; generation's rephrasing requests fail, so resumes stay the local engine's. */
  const answerAdvice = (reply: unknown): LlmHandler => (request, response) => {
    if (isAdviceRequest(request)) return replyWith(JSON.stringify(reply))(request, response);
    response.writeHead(503).end();
  };

  it('takes the advice from the LLM, keeps the score the report’s and drops every claim the user’s data does not back', async () => {
    const { user, jobId, resumeId, matchReport } = await userWithResume(llmApi);
    llm.answer(
      answerAdvice({
        fit: { why: ['Your Kafka and Spark streaming work matches the core of this role.', 'You are a perfect fit.'] },
        strengths: [
          { point: 'Kafka and Spark at scale.', evidence: 'Built Kafka and Spark streaming pipelines processing 2 billion events a day' },
          { point: 'Leadership of a large team.', evidence: 'Led a team of 50 engineers at Google' },
          { point: 'Snowflake warehouse design.', evidence: 'Designed the PostgreSQL schema for 40 stores' },
        ],
        gaps: [
          { term: 'Snowflake', why_it_matters: 'The warehouse runs on it.', how_to_address: 'Take the vendor’s hands-on course and build a small warehouse project with it.' },
          { term: 'Kafka', why_it_matters: 'Streaming is core.', how_to_address: 'Learn Kafka.' },
          { term: 'SQL', why_it_matters: 'Queries are daily work.', how_to_address: 'Just claim it on the resume.' },
        ],
        resume_edits: [
          { target: 'Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes', suggestion: 'Move this bullet to the top of the Northwind role.' },
          { target: 'Skills', suggestion: 'Add Kafka to the skills list.' },
          { target: 'Skills', suggestion: 'Add Snowflake to the skills list.' },
          { target: 'Ran the Berlin office', suggestion: 'Lead with this.' },
          { target: 'Summary', suggestion: 'Say you have 987 years of streaming experience.' },
          { target: 'Header', suggestion: 'Link your portfolio at https://example.com in the header.' },
        ],
        interview_preparation: [
          { topic: 'Kafka', question: 'How did you size the Kafka partitions for the streaming pipelines at Northwind?' },
          { topic: 'Knitting', question: 'Do you knit?' },
        ],
        questions_to_ask: ['Which Airflow version does the team run?'],
      }),
    );
    const response = await advise(user, { jobId, resumeId });
    expect(response.statusCode).toBe(200);
    const { advice, advice_sections: sections } = response.json();

    expect(sections.fit).toEqual({ score: matchReport.score, why: ['Your Kafka and Spark streaming work matches the core of this role.'] });
    expect(sections.strengths).toEqual([{ point: 'Kafka and Spark at scale.', evidence: 'Built Kafka and Spark streaming pipelines processing 2 billion events a day' }]);
    expect(sections.gaps).toEqual([
      { term: 'Snowflake', why_it_matters: 'The warehouse runs on it.', how_to_address: 'Take the vendor’s hands-on course and build a small warehouse project with it.' },
    ]);
    expect(sections.resume_edits).toEqual([
      { target: 'Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes', suggestion: 'Move this bullet to the top of the Northwind role.' },
    ]);
    expect(sections.interview_preparation).toEqual([{ topic: 'Kafka', question: 'How did you size the Kafka partitions for the streaming pipelines at Northwind?' }]);
    expect(sections.questions_to_ask).toEqual(['Which Airflow version does the team run?']);

    // The text is the same advice, rendered.
    expect(blocksOf(advice)[0]).toContain(`**Match: ${matchReport.score}/100** for Senior Data Engineer at Globex.`);
    expect(advice).toContain('1. "Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes": Move this bullet to the top of the Northwind role.');
    for (const dropped of ['987', 'https://', 'Google', 'Berlin', 'Knitting', 'claim it', 'perfect fit']) expect(advice).not.toContain(dropped);

    const adviceRequest = llm.requests.filter(isAdviceRequest).at(-1)!;
    const prompt = promptOf<{ job: { posting: string }; match: { score: number; missing: string[]; gaps: string[] } }>(adviceRequest);
    expect(prompt.match).toMatchObject({ score: matchReport.score, missing: expect.arrayContaining(['Snowflake']), gaps: expect.arrayContaining(['Snowflake']) });
    expect(prompt.job.posting).toContain('Snowflake');
  });

  it.each([
    ['fails', (_request: Parameters<LlmHandler>[0], response: Parameters<LlmHandler>[1]) => void response.writeHead(500).end()],
    ['answers in the wrong shape', answerAdvice({ advice: 'Apply!' })],
    [
      'has nothing usable to say',
      answerAdvice({
        fit: { why: ['You are great.'] },
        strengths: [{ point: 'Rust.', evidence: 'Wrote Rust at Mozilla' }],
        gaps: [],
        resume_edits: [{ target: 'Summary', suggestion: 'Add 987 years of Rust.' }],
        interview_preparation: [{ topic: 'Cooking', question: 'See https://example.com' }],
        questions_to_ask: [],
      }),
    ],
  ])('gives the local engine’s advice when the LLM %s', async (_label, handler) => {
    llm.answer(handler as LlmHandler);
    const withLlm = await userWithResume(llmApi);
    const localOnly = await userWithResume();
    const withLlmAnswer = (await advise(withLlm.user, { jobId: withLlm.jobId, resumeId: withLlm.resumeId })).json();
    const localAnswer = (await advise(localOnly.user, { jobId: localOnly.jobId, resumeId: localOnly.resumeId })).json();
    expect(withLlmAnswer).toEqual(localAnswer);
  });
});
