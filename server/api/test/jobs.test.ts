import { JOB_LIMITS } from '@careerforge/contract';
import { timestamp } from '../src/lib/db';
import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A new user for each test, so tests never see each other's jobs. */
const newUser = () => api.signIn(`auth0|jobs-user-${++userCount}`);

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const POSTING = `Senior Data Engineer
Company: Northwind Analytics
Location: Remote (EU)

About the role
You will build streaming pipelines with Kafka and Spark.

Requirements
- 5+ years with Python
- Experience with Airflow`;

const list = async (user: TestUser) => (await user.request('GET', '/api/jobs/history/')).json().jobs;
const submit = (user: TestUser, body: unknown) => user.request('POST', '/api/jobs/submit/', body);
const submitFreeform = (user: TestUser, body: unknown) => user.request('POST', '/api/jobs/submit/freeform/', body);
const update = (user: TestUser, jobId: number | string, body: unknown) => user.request('PUT', `/api/jobs/${jobId}/`, body);
const remove = (user: TestUser, jobId: number | string) => user.request('DELETE', `/api/jobs/delete/${jobId}/`);

async function addJob(user: TestUser, body: Record<string, unknown> = {}): Promise<number> {
  const response = await submit(user, {
    job_title: 'Platform Engineer',
    company: 'Globex',
    description: 'Keep the platform running.',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().jobId;
}

/** Applications are created by a later feature; the tests write the row the way it will. */
async function recordApplication(user: TestUser, jobId: number): Promise<void> {
  await api.database.db
    .insertInto('job_applications')
    .values({ user_id: user.userId, job_id: jobId, resume_id: null, applied_at: timestamp() })
    .execute();
}

const storedJob = (jobId: number) =>
  api.database.db.selectFrom('jobs').select(['job_title', 'company', 'text', 'raw_text']).where('id', '=', jobId).executeTakeFirst();

describe('job descriptions', () => {
  it('starts empty', async () => {
    const user = await newUser();
    const response = await user.request('GET', '/api/jobs/history/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jobs: [] });
  });

  it('stores a structured job with 201, its description as the text', async () => {
    const user = await newUser();
    const response = await submit(user, {
      job_title: ' Platform Engineer ',
      company: 'Globex',
      description: ' Keep the platform running. ',
    });
    expect(response.statusCode).toBe(201);
    const { jobId } = response.json();
    expect(response.json()).toEqual({ jobId: expect.any(Number) });
    expect(await list(user)).toEqual([
      {
        jobId,
        job_title: 'Platform Engineer',
        company: 'Globex',
        text: 'Keep the platform running.',
        submittedAt: expect.stringMatching(ISO_UTC),
        applied: false,
      },
    ]);
    expect(await storedJob(jobId)).toMatchObject({ raw_text: null });
  });

  it('takes the title and company as optional', async () => {
    const user = await newUser();
    for (const body of [
      { description: 'Only a description.' },
      { job_title: '', company: null, description: 'Empty title and company.' },
    ]) {
      expect((await submit(user, body)).statusCode).toBe(201);
    }
    for (const job of await list(user)) expect(job).toMatchObject({ job_title: null, company: null });
  });

  it('accepts a description of exactly the maximum length', async () => {
    const user = await newUser();
    expect((await submit(user, { description: 'd'.repeat(JOB_LIMITS.structuredDescription) })).statusCode).toBe(201);
  });

  it.each([
    ['a missing description', { job_title: 'Engineer' }, 'description: Job description is required.'],
    ['a blank description', { description: '  \n ' }, 'description: Job description is required.'],
    [
      'a description over the maximum',
      { description: 'd'.repeat(JOB_LIMITS.structuredDescription + 1) },
      `description: Job description must be at most ${JOB_LIMITS.structuredDescription} characters.`,
    ],
    ['a title that is not text', { job_title: 42, description: 'x' }, 'job_title: Job title must be text.'],
    [
      'a company that is too long',
      { company: 'c'.repeat(JOB_LIMITS.company + 1), description: 'x' },
      `company: Company must be at most ${JOB_LIMITS.company} characters.`,
    ],
    ['an unknown field', { description: 'x', salary: '100k' }, 'Unknown field: salary.'],
  ])('refuses a structured job with %s, storing nothing', async (_case, body, message) => {
    const user = await newUser();
    const response = await submit(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, request_id: expect.any(String) });
    expect(await list(user)).toEqual([]);
  });

  it('lists the newest first', async () => {
    const user = await newUser();
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) ids.push(await addJob(user, { job_title: title }));
    expect((await list(user)).map((job: { jobId: number }) => job.jobId)).toEqual(ids.reverse());
  });

  describe('a pasted posting', () => {
    it('is stored with the title, company and description read from it, and kept whole', async () => {
      const user = await newUser();
      const response = await submitFreeform(user, { text: `\n\n${POSTING}\n  ` });
      expect(response.statusCode).toBe(201);
      const description = POSTING.slice(POSTING.indexOf('About the role'));
      const job = {
        jobId: expect.any(Number),
        job_title: 'Senior Data Engineer',
        company: 'Northwind Analytics',
        text: description,
        submittedAt: expect.stringMatching(ISO_UTC),
        applied: false,
      };
      expect(response.json()).toEqual({ jobId: response.json().job.jobId, job });
      expect(await list(user)).toEqual([job]);
      expect(await storedJob(response.json().jobId)).toEqual({
        job_title: 'Senior Data Engineer',
        company: 'Northwind Analytics',
        text: description,
        raw_text: POSTING,
      });
    });

    it('keeps the whole text as the description, and no title or company, when it has no recognisable parts', async () => {
      const user = await newUser();
      const text = 'need someone for the shop on saturdays, call 555-0100';
      const response = await submitFreeform(user, { text });
      expect(response.statusCode).toBe(201);
      expect(response.json().job).toMatchObject({ job_title: null, company: null, text });
    });

    it('accepts a posting of exactly the maximum length', async () => {
      const user = await newUser();
      const text = `Senior Backend Engineer\n\n${'x'.repeat(JOB_LIMITS.freeformText - 25)}`;
      expect(text).toHaveLength(JOB_LIMITS.freeformText);
      expect((await submitFreeform(user, { text })).statusCode).toBe(201);
    });

    it.each([
      ['an empty posting', { text: '' }, 'text: Please paste a job posting.'],
      ['a whitespace-only posting', { text: ' \n\t  ' }, 'text: Please paste a job posting.'],
      ['a missing posting', {}, 'text: Please paste a job posting.'],
      [
        'a posting over the maximum',
        { text: 'p'.repeat(JOB_LIMITS.freeformText + 1) },
        `text: A job posting must be at most ${JOB_LIMITS.freeformText} characters.`,
      ],
      ['an unknown field', { text: POSTING, job_title: 'Engineer' }, 'Unknown field: job_title.'],
    ])('refuses %s, storing nothing', async (_case, body, message) => {
      const user = await newUser();
      const response = await submitFreeform(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, request_id: expect.any(String) });
      expect(await list(user)).toEqual([]);
    });
  });

  describe('the applied flag', () => {
    it('is true for exactly the jobs the user has applied to', async () => {
      const user = await newUser();
      const appliedTo = await addJob(user, { job_title: 'Applied to' });
      const notApplied = await addJob(user, { job_title: 'Not applied' });
      await recordApplication(user, appliedTo);
      await recordApplication(user, appliedTo);

      const jobs = await list(user);
      expect(jobs.map((job: { jobId: number; applied: boolean }) => [job.jobId, job.applied])).toEqual([
        [notApplied, false],
        [appliedTo, true],
      ]);
    });

    it('is returned by an edit too', async () => {
      const user = await newUser();
      const jobId = await addJob(user);
      await recordApplication(user, jobId);
      const response = await update(user, jobId, { job_title: 'Renamed', company: 'Globex', text: 'Same job.' });
      expect(response.json().job.applied).toBe(true);
    });
  });

  describe('editing', () => {
    it('changes the title, company and text, keeping a pasted original', async () => {
      const user = await newUser();
      const { jobId } = (await submitFreeform(user, { text: POSTING })).json();
      const response = await update(user, jobId, { job_title: ' Lead Data Engineer ', company: '', text: 'Lead the data team.' });
      expect(response.statusCode).toBe(200);
      const job = {
        jobId,
        job_title: 'Lead Data Engineer',
        company: null,
        text: 'Lead the data team.',
        submittedAt: expect.stringMatching(ISO_UTC),
        applied: false,
      };
      expect(response.json()).toEqual({ success: true, job });
      expect(await list(user)).toEqual([job]);
      expect((await storedJob(jobId))?.raw_text).toBe(POSTING);
    });

    it.each([
      ['a blank text', { job_title: 'x', text: ' ' }, 'text: Job description is required.'],
      [
        'a text over the maximum',
        { text: 't'.repeat(JOB_LIMITS.freeformText + 1) },
        `text: Job description must be at most ${JOB_LIMITS.freeformText} characters.`,
      ],
      ['an unknown field', { text: 'x', description: 'y' }, 'Unknown field: description.'],
    ])('refuses %s, changing nothing', async (_case, body, message) => {
      const user = await newUser();
      const jobId = await addJob(user);
      const response = await update(user, jobId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, request_id: expect.any(String) });
      expect((await list(user))[0]).toMatchObject({ job_title: 'Platform Engineer', text: 'Keep the platform running.' });
    });
  });

  it('deletes a job and its applications', async () => {
    const user = await newUser();
    const keep = await addJob(user, { job_title: 'Keep' });
    const gone = await addJob(user, { job_title: 'Delete' });
    await recordApplication(user, gone);
    await recordApplication(user, keep);

    const response = await remove(user, gone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await list(user)).map((job: { jobId: number }) => job.jobId)).toEqual([keep]);
    const applications = await api.database.db.selectFrom('job_applications').select('job_id').where('user_id', '=', user.userId).execute();
    expect(applications).toEqual([{ job_id: keep }]);
  });

  it('is 404 when editing or deleting a job that does not exist', async () => {
    const user = await newUser();
    for (const response of [await update(user, 999_999, { text: 'x' }), await remove(user, 999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Job not found', request_id: expect.any(String) });
    }
  });

  it('refuses a job id that is not a positive integer', async () => {
    const user = await newUser();
    for (const jobId of ['abc', '0', '-1']) {
      const response = await remove(user, jobId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'jobId: jobId must be a positive whole number.', request_id: expect.any(String) });
    }
  });

  it('treats another user’s job as not found, and leaves it and its applications unchanged', async () => {
    const owner = await newUser();
    const other = await newUser();
    const jobId = await addJob(owner);
    await recordApplication(owner, jobId);
    const before = await list(owner);

    for (const response of [await update(other, jobId, { job_title: 'Hijacked', text: 'Hijacked' }), await remove(other, jobId)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Job not found', request_id: expect.any(String) });
    }
    expect(await list(owner)).toEqual(before);
    expect(before[0].applied).toBe(true);
    expect(await list(other)).toEqual([]);
  });

  it('stores markup as plain text and returns it as JSON data', async () => {
    const user = await newUser();
    const script = '<script>alert("job")</script>';
    const structured = await submit(user, { job_title: script, company: '<b onmouseover=alert(1)>Acme</b>', description: script });
    expect(structured.statusCode).toBe(201);
    const pasted = await submitFreeform(user, { text: `${script}\n<img src=x onerror=alert(1)>` });
    expect(pasted.statusCode).toBe(201);
    expect(pasted.headers['content-type']).toMatch(/^application\/json/);
    expect(pasted.json().job.text).toBe(`${script}\n<img src=x onerror=alert(1)>`);

    const [pastedJob, structuredJob] = await list(user);
    expect(structuredJob).toMatchObject({ job_title: script, company: '<b onmouseover=alert(1)>Acme</b>', text: script });
    expect(pastedJob.text).toBe(`${script}\n<img src=x onerror=alert(1)>`);
  });
});
