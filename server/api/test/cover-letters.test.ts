import { FORMAT_TYPES } from '@careerforge/contract';
import { closeDocumentWorkers, extractDocument } from '../src/lib/documents';
import { coverLetterWorker } from '../src/modules/cover-letters/worker';
import { GenerationWorker } from '../src/modules/generation/worker';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData, SEEKER, type SeededData } from './support/career-data';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
  await closeDocumentWorkers();
});

const newUser = () => api.signIn(`auth0|cover-letter-user-${++userCount}`);
const create = (user: TestUser, body: unknown) => user.request('POST', '/api/cover-letters/', body);

async function waitForLetter(user: TestUser, id: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await user.request('GET', `/api/cover-letters/${id}/status`);
    const body = response.json();
    if (response.statusCode !== 200 || body.status !== 'processing') return { statusCode: response.statusCode, body };
    if (Date.now() > deadline) throw new Error(`Cover letter ${id} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A seeded user with a completed resume for the seeded job and a completed letter from it. */
async function completedLetter(): Promise<{ user: TestUser; seeded: SeededData; resumeId: number; id: number; letter: Record<string, unknown> & { paragraphs: string[] } }> {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const resumeId = await generateCompleted(user, seeded, seeded.historyIds.slice(0, 2));
  const response = await create(user, { jobId: seeded.jobId, resumeId });
  expect(response.statusCode).toBe(201);
  const id = response.json().coverLetterId;
  const { body } = await waitForLetter(user, id);
  expect(body).toMatchObject({ status: 'completed', error: null });
  return { user, seeded, resumeId, id, letter: body.cover_letter };
}

describe('cover letters', () => {
  it('answers with the id at once and completes with a letter quoting the user’s own accomplishment with its number', async () => {
    const { letter } = await completedLetter();
    expect(letter).toMatchObject({
      name: SEEKER.profile.name,
      email: SEEKER.profile.email,
      phone: null,
      greeting: `Dear ${SEEKER.job.company} team,`,
      closing: 'Sincerely,',
      signature: SEEKER.profile.name,
    });
    const text = letter.paragraphs.join('\n');
    expect(letter.paragraphs[0]).toContain(`${SEEKER.job.job_title} position at ${SEEKER.job.company}`);
    expect(letter.paragraphs[0]).toContain('I currently work as Senior Data Engineer at Northwind Analytics');
    expect(text).toContain('Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes');
    expect(text).toContain('processing 2 billion events a day');
    expect(text).not.toContain('offsite');
  });

  it('lists the caller’s letters newest first with their job', async () => {
    const { user, seeded, resumeId, id } = await completedLetter();
    const second = (await create(user, { jobId: seeded.jobId, resumeId })).json().coverLetterId;
    await waitForLetter(user, second);
    const list = (await user.request('GET', '/api/cover-letters/')).json().cover_letters;
    expect(list.map((entry: { id: number }) => entry.id)).toEqual([second, id]);
    expect(list[0]).toMatchObject({ job_id: seeded.jobId, resume_id: resumeId, job_title: SEEKER.job.job_title, company: SEEKER.job.company, status: 'completed' });
  });

  it('keeps the user’s edit and refuses a bad one, naming the field', async () => {
    const { user, id, letter } = await completedLetter();
    const edited = { ...letter, paragraphs: ['I would love to join Globex.', ...letter.paragraphs.slice(1)], location: 'Kraków' };
    const saved = await user.request('PUT', `/api/cover-letters/${id}/`, edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cover_letter.paragraphs[0]).toBe('I would love to join Globex.');
    expect((await waitForLetter(user, id)).body.cover_letter).toMatchObject({ location: 'Kraków', paragraphs: edited.paragraphs });

    const empty = await user.request('PUT', `/api/cover-letters/${id}/`, { ...letter, paragraphs: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/paragraphs must hold at least one paragraph/);
    const long = await user.request('PUT', `/api/cover-letters/${id}/`, { ...letter, greeting: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/greeting must be at most 200 characters/);
    const extra = await user.request('PUT', `/api/cover-letters/${id}/`, { ...letter, job: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it.each(FORMAT_TYPES)('downloads the letter as %s with the edited text', async (formatType) => {
    const { user, id, letter } = await completedLetter();
    await user.request('PUT', `/api/cover-letters/${id}/`, { ...letter, paragraphs: ['Edited opening with 38% in it.', ...letter.paragraphs.slice(1)] });
    const response = await user.request('POST', '/api/cover-letters/format/', { coverLetterId: id, formatType, styleId: 'serif_classic', pageSize: 'a4' });
    expect(response.statusCode).toBe(200);
    const extension = formatType === 'text' ? 'txt' : formatType;
    expect(response.headers['content-disposition']).toContain(`filename="cover-letter.${extension}"`);
    const bytes = response.rawPayload;
    const text =
      formatType === 'pdf' || formatType === 'docx'
        ? (await extractDocument({ bytes, filename: `letter.${formatType}` })).lines.map((line) => line.text).join(' ')
        : bytes.toString('utf8');
    expect(text).toContain('Edited opening with 38% in it.');
    expect(text).toContain(`Dear ${SEEKER.job.company} team,`);
    expect(text).toContain('Sincerely,');
    if (formatType === 'pdf') expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    if (formatType === 'html') expect(text).toContain('Source Serif 4');
  });

  it('keeps the user’s text as text in html and markdown: nothing in it becomes markup', async () => {
    const { user, id, letter } = await completedLetter();
    const hostile = 'Use <script>alert(1)</script> & *bold* [link](https://evil.example)';
    await user.request('PUT', `/api/cover-letters/${id}/`, { ...letter, paragraphs: [hostile] });
    const html = (await user.request('POST', '/api/cover-letters/format/', { coverLetterId: id, formatType: 'html' })).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; *bold*');
    const markdown = (await user.request('POST', '/api/cover-letters/format/', { coverLetterId: id, formatType: 'markdown' })).body;
    expect(markdown).toContain('Use \\<script\\>alert(1)\\</script\\> & \\*bold\\* \\[link\\](https://evil.example)');
  });

  it('renders on the page size asked for', async () => {
    const { user, id } = await completedLetter();
    const letterSize = await user.request('POST', '/api/cover-letters/format/', { coverLetterId: id, formatType: 'pdf', pageSize: 'letter' });
    expect(letterSize.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    const bad = await user.request('POST', '/api/cover-letters/format/', { coverLetterId: id, formatType: 'rtf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/formatType must be one of markdown, html, text, pdf, docx/);
  });

  it('answers 404 for another user’s letter, job or resume, and changes nothing', async () => {
    const { user: owner, seeded, resumeId, id, letter } = await completedLetter();
    const intruder = await newUser();
    const intruderSeeded = await seedCareerData(intruder);
    for (const [method, url, body] of [
      ['GET', `/api/cover-letters/${id}/status`, undefined],
      ['PUT', `/api/cover-letters/${id}/`, letter],
      ['DELETE', `/api/cover-letters/${id}/`, undefined],
      ['POST', '/api/cover-letters/format/', { coverLetterId: id, formatType: 'text' }],
    ] as const) {
      const response = await intruder.request(method, url, body);
      expect({ url, statusCode: response.statusCode, body: response.json() }).toEqual({ url, statusCode: 404, body: { error: 'Cover letter not found.', request_id: expect.any(String) } });
    }
    expect((await create(intruder, { jobId: seeded.jobId, resumeId })).statusCode).toBe(404);
    expect((await create(intruder, { jobId: intruderSeeded.jobId, resumeId })).json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    expect((await intruder.request('GET', '/api/cover-letters/')).json().cover_letters).toEqual([]);
    expect((await waitForLetter(owner, id)).body.cover_letter).toEqual(letter);
  });

  it('refuses a request without both ids, with a clear message', async () => {
    const user = await newUser();
    const response = await create(user, { jobId: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Please select both a job description and a generated resume\./);
  });

  it('ends as failed with a clear message when the job was deleted before it was written', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const resumeId = await generateCompleted(user, seeded, seeded.historyIds.slice(0, 2));
    // A letter queued and held by a worker that died; meanwhile its job is deleted; then the lease runs out.
    const now = new Date().toISOString();
    const { id } = await api.database.db
      .insertInto('cover_letters')
      .values({ user_id: user.userId, job_id: seeded.jobId, resume_id: resumeId, status: 'processing', lease_token: 'dead-worker', lease_expires_at: '9999-01-01T00:00:00.000Z', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await user.request('DELETE', `/api/jobs/delete/${seeded.jobId}/`)).statusCode).toBe(200);
    await api.database.db.updateTable('cover_letters').set({ lease_expires_at: now }).where('id', '=', id).execute();

    const { body } = await waitForLetter(user, id);
    expect(body).toEqual({ status: 'failed', cover_letter: null, error: 'The job description for this cover letter was deleted.' });
    const listed = (await user.request('GET', '/api/cover-letters/')).json().cover_letters;
    expect(listed).toEqual([expect.objectContaining({ id, job_id: null, status: 'failed', error: 'The job description for this cover letter was deleted.' })]);
    const format = await user.request('POST', '/api/cover-letters/format/', { coverLetterId: id, formatType: 'text' });
    expect(format.statusCode).toBe(409);
    expect(format.json().error).toBe('This cover letter could not be written; start a new one.');
  });

  it('ends as failed, never processing for ever, once its attempts are used up', async () => {
    const user = await newUser();
    const seeded = await seedCareerData(user);
    const resumeId = await generateCompleted(user, seeded, seeded.historyIds.slice(0, 2));
    const now = new Date().toISOString();
    const { id } = await api.database.db
      .insertInto('cover_letters')
      .values({ user_id: user.userId, job_id: seeded.jobId, resume_id: resumeId, status: 'processing', attempts: api.config.generation.maxAttempts, lease_expires_at: now, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { body } = await waitForLetter(user, id);
    expect(body).toEqual({ status: 'failed', cover_letter: null, error: `Writing the cover letter failed after ${api.config.generation.maxAttempts} attempts. Please try again.` });
  });

  it('deletes a letter', async () => {
    const { user, id } = await completedLetter();
    expect((await user.request('DELETE', `/api/cover-letters/${id}/`)).json()).toEqual({ success: true });
    expect((await user.request('GET', `/api/cover-letters/${id}/status`)).statusCode).toBe(404);
  });
});

describe('cover letters without workers in the API (GENERATION_WORKERS=0)', () => {
  it('stay processing until a separate worker, as the generation worker process runs, writes them', async () => {
    const apart = await startTestApi({ GENERATION_WORKERS: '0' });
    const settings = { workers: 1, leaseSeconds: 5, maxAttempts: 3, llm: null };
    const workers: { start(): void; stop(): Promise<void> }[] = [new GenerationWorker({ db: apart.database.db, logger: apart.app.log, slots: 1, settings })];
    try {
      const user = await apart.signIn('auth0|cover-letter-apart');
      const seeded = await seedCareerData(user);
      workers[0]?.start();
      const resumeId = await generateCompleted(user, seeded, seeded.historyIds.slice(0, 2));
      const id = (await create(user, { jobId: seeded.jobId, resumeId })).json().coverLetterId;
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await user.request('GET', `/api/cover-letters/${id}/status`)).json().status).toBe('processing');

      const letters = coverLetterWorker({ db: apart.database.db, logger: apart.app.log, slots: 1, settings });
      workers.push(letters);
      letters.start();
      const { body } = await waitForLetter(user, id);
      expect(body.status).toBe('completed');
      expect(body.cover_letter.paragraphs.join(' ')).toContain('Cut warehouse costs by 38%');
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await apart.close();
    }
  });
});
