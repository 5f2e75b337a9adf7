import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData, SEEKER, waitForGeneration } from './support/career-data';

const VALIDATION = 'Please select both a job description and at least one career history record.';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|generation-user-${++userCount}`);
const generate = (user: TestUser, body: unknown) => user.request('POST', '/api/resumes/generate', body);
const listGenerated = async (user: TestUser) => (await user.request('GET', '/api/resumes/generated/')).json().generated_resume;

describe('resume generation', () => {
  it('answers with the resume id at once and completes with a resume built only from the user’s own facts', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const chosen = seeded.historyIds.slice(0, 2);

    const response = await generate(user, { jobId: seeded.jobId, historyIds: chosen });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ resumeId: expect.any(Number) });

    const { statusCode, body } = await waitForGeneration(user, response.json().resumeId);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('completed');
    expect(body.error).toBeNull();
    const resume = body.generated_resume;
    expect(resume.name).toBe('Łucja Núñez');
    expect(resume.email).toBe(SEEKER.profile.email);
    expect(resume.phone).toBeNull();

    // Only the chosen records, most recent first, with their facts unchanged.
    expect(resume.career.map((entry: { company: string }) => entry.company)).toEqual(['Northwind Analytics', 'Contoso Retail']);
    expect(resume.career[0]).toMatchObject({ position: 'Senior Data Engineer', start_date: '2021-03-01', end_date: null });
    expect(resume.career[1]).toMatchObject({ position: 'Data Engineer', start_date: '2018-06-01', end_date: '2021-02-28' });
    const givenAccomplishments = new Set<string>(SEEKER.career.flatMap((record) => record.accomplishments));
    for (const entry of resume.career) {
      for (const accomplishment of entry.accomplishments) expect(givenAccomplishments).toContain(accomplishment);
    }
    // The bullet about the job's streaming stack comes before the one about an offsite.
    const northwind: string[] = resume.career[0].accomplishments;
    expect(northwind[0]).toMatch(/Kafka and Spark/);
    const offsite = northwind.findIndex((bullet) => bullet.includes('offsite'));
    if (offsite !== -1) expect(offsite).toBe(northwind.length - 1);

    // The user's skills, the ones the job asks for first.
    expect(new Set(resume.skills)).toEqual(new Set(SEEKER.skills));
    expect(resume.skills.slice(0, 3).sort()).toEqual(['Kafka', 'Python', 'Spark']);
    expect(resume.education.map((entry: { institution: string }) => entry.institution)).toEqual([
      'Uniwersytet Warszawski',
      'Universidad de Sevilla',
    ]);
    expect(resume.education[0]).toMatchObject({ degree: 'MSc Computer Science', start_date: '2016-10-01', end_date: '2018-06-30', gpa: 4.5 });

    // The match report explains itself: what the job asks for that the resume shows, and what it lacks.
    const report = body.match_report;
    const covered = report.covered.map((term: { term: string }) => term.term);
    const missing = report.missing.map((term: { term: string }) => term.term);
    expect(covered).toEqual(expect.arrayContaining(['Kafka', 'Apache Spark', 'Python']));
    expect(missing).toContain('Snowflake');
    expect(report.score).toBeGreaterThan(0);
    expect(report.score).toBeLessThan(100);
    const kafka = report.covered.find((term: { term: string }) => term.term === 'Kafka');
    expect(kafka.evidence).toEqual(expect.arrayContaining(['Skills', 'Senior Data Engineer at Northwind Analytics']));
  });

  it('carries the profile’s headline, location and links, and a summary composed from the user’s facts', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const links = [{ label: 'GitHub', url: 'https://github.com/lucja' }];
    const details = { headline: 'Streaming data engineer', location: 'Warsaw, Poland', links };
    const edit = await user.request('POST', '/api/update-user/', { user_id: user.userId, email: SEEKER.profile.email, username: 'lucja', full_name: SEEKER.profile.name, ...details });
    expect(edit.statusCode).toBe(200);

    const { body } = await waitForGeneration(user, await generateCompleted(user, seeded));
    const resume = body.generated_resume;
    expect(resume).toMatchObject({ name: 'Łucja Núñez', ...details });
    // Data Engineer since June 2018, Senior since 2021: the latest title, the years of that line of
    // work, the key terms the job asks for as the user writes them, and no word of the missing Snowflake.
    expect(resume.summary).toMatch(/^Senior Data Engineer with over \d+ years of experience, currently at Northwind Analytics\. Skilled in [^.]*\bKafka\b/);
    expect(resume.summary).not.toMatch(/Snowflake|Barista/);
    const quoted = SEEKER.career.flatMap((record) => record.accomplishments).filter((bullet) => resume.summary.includes(bullet));
    expect(quoted).toHaveLength(1);

    // The user's own summary is used as written.
    const own = 'Builds streaming platforms analysts trust.';
    await user.request('POST', '/api/update-user/', { user_id: user.userId, email: SEEKER.profile.email, username: 'lucja', full_name: SEEKER.profile.name, summary: own });
    const again = await waitForGeneration(user, await generateCompleted(user, seeded));
    expect(again.body.generated_resume).toMatchObject({ summary: own, ...details });
  });

  it('lists completed resumes newest first with their job, and keeps them when the job is deleted', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const first = await generateCompleted(user, seeded, [seeded.historyIds[0]!]);
    const second = await generateCompleted(user, seeded);

    const listed = await listGenerated(user);
    expect(listed.map((record: { id: number }) => record.id)).toEqual([second, first]);
    expect(listed[0]).toMatchObject({
      job_id: seeded.jobId,
      job_title: 'Senior Data Engineer',
      company: 'Globex',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      generated_resume: { name: 'Łucja Núñez' },
      match_report: { score: expect.any(Number) },
    });
    expect(listed[0].generated_resume.career).toHaveLength(3);
    expect(listed[1].generated_resume.career).toHaveLength(1);

    expect((await user.request('DELETE', `/api/jobs/delete/${seeded.jobId}/`)).statusCode).toBe(200);
    const afterJobDeleted = await listGenerated(user);
    expect(afterJobDeleted).toHaveLength(2);
    expect(afterJobDeleted[0]).toMatchObject({ job_id: null, job_title: null, company: null });
  });

  it('deletes a generated resume', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const resumeId = await generateCompleted(user, seeded);

    const deleted = await user.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await listGenerated(user)).toEqual([]);
    expect((await user.request('GET', `/api/resumes/status/${resumeId}`)).statusCode).toBe(404);
    const again = await user.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
  });

  it.each([
    ['no job', { historyIds: [1] }],
    ['no records', { jobId: 1, historyIds: [] }],
    ['records missing', { jobId: 1 }],
    ['a job id that is not a number', { jobId: 'one', historyIds: [1] }],
  ])('refuses a request with %s, with the screen’s message', async (_case, body) => {
    const user = await newUser();
    const response = await generate(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(VALIDATION);
  });

  it('refuses unknown fields and too many records', async () => {
    const user = await newUser();
    const unknown = await generate(user, { jobId: 1, historyIds: [1], tone: 'bold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unknown field: tone/);
    const tooMany = await generate(user, { jobId: 1, historyIds: Array.from({ length: 51 }, (_, index) => index + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/At most 50/);
  });

  it('answers 404 for a job or record that does not exist, and for an unknown resume', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const noJob = await generate(user, { jobId: seeded.jobId + 1000, historyIds: seeded.historyIds });
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json()).toEqual({ error: 'Job not found', request_id: expect.any(String) });
    const noRecord = await generate(user, { jobId: seeded.jobId, historyIds: [seeded.historyIds[0]!, 999_999] });
    expect(noRecord.statusCode).toBe(404);
    expect(noRecord.json()).toEqual({ error: 'Career history record not found', request_id: expect.any(String) });
    expect((await user.request('GET', '/api/resumes/status/999999')).statusCode).toBe(404);
    expect((await user.request('GET', '/api/resumes/status/abc')).statusCode).toBe(400);
  });

  it('never lets one user use, see or delete another user’s job, records or resumes', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const seeded = await seedCareerData(owner);
    const resumeId = await generateCompleted(owner, seeded);
    const intruderData = await seedCareerData(intruder);

    const withOwnersJob = await generate(intruder, { jobId: seeded.jobId, historyIds: intruderData.historyIds });
    expect(withOwnersJob.statusCode).toBe(404);
    const withOwnersRecords = await generate(intruder, { jobId: intruderData.jobId, historyIds: seeded.historyIds });
    expect(withOwnersRecords.statusCode).toBe(404);
    expect((await intruder.request('GET', `/api/resumes/status/${resumeId}`)).statusCode).toBe(404);
    expect(await listGenerated(intruder)).toEqual([]);
    expect((await intruder.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`)).statusCode).toBe(404);

    expect((await listGenerated(owner)).map((record: { id: number }) => record.id)).toEqual([resumeId]);
  });

  it('needs a valid access token', async () => {
    for (const [method, url] of [
      ['POST', '/api/resumes/generate'],
      ['GET', '/api/resumes/status/1'],
      ['GET', '/api/resumes/generated/'],
      ['DELETE', '/api/resumes/generated/delete/1/'],
    ] as const) {
      const response = await api.inject({ method, url, ...(method === 'POST' ? { payload: { jobId: 1, historyIds: [1] } } : {}) });
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps script in the user’s text as text', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const script = '<script>alert(1)</script>';
    const record = await user.request('POST', '/api/resumes/history/submit', {
      position: `Engineer ${script}`,
      company: 'Acme',
      startDate: '2010-01-01',
      endDate: '2011-01-01',
      description: script,
      accomplishments: [`Built ${script} with Python`],
    });
    const resumeId = await generateCompleted(user, seeded, [record.json().record.id]);
    const { body } = await waitForGeneration(user, resumeId);
    expect(body.generated_resume.career[0]).toMatchObject({ position: `Engineer ${script}`, description: script });
  });
});
