import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData } from './support/career-data';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|application-tracking-user-${++userCount}`);
const update = (user: TestUser, id: number, body: unknown) => user.request('PUT', `/api/user/applications/${id}/`, body);
const list = async (user: TestUser) => (await user.request('GET', '/api/user/get-application/')).json().applications;
const insights = async (user: TestUser) => (await user.request('GET', '/api/user/applications/insights')).json();
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A user with one application, sent with a formatted resume (`format` picks its format and template). */
async function userWithApplication(format: Record<string, unknown> = { formatType: 'pdf' }) {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const resumeId = await generateCompleted(user, seeded);
  const formatted = (await user.request('POST', '/api/resumes/format/', { resumeId, ...format })).json().formatted_resume;
  const applied = await user.request('POST', '/api/user/job-applications/', { job_id: seeded.jobId, resume_id: formatted.id });
  return { user, seeded, resumeId, id: applied.json().application.id as number };
}

describe('application tracking', () => {
  it('moves through stages with their dates, and keeps notes, a next step, contacts and the posting URL', async () => {
    const { user, id } = await userWithApplication();
    const screening = await update(user, id, { stage: 'Screening', stage_date: '2024-03-04' });
    expect(screening.statusCode).toBe(200);
    expect(screening.json().application).toMatchObject({
      status: 'Screening',
      stage_history: [
        { stage: 'Applied', reached_on: daysFromToday(0) },
        { stage: 'Screening', reached_on: '2024-03-04' },
      ],
    });

    const details = {
      stage: 'Interview',
      next_step_date: '2030-01-02',
      notes: 'Panel with the data team; bring the Kafka story.',
      contacts: [{ name: 'Ada Recruiter', role: 'Talent partner', email: 'ada@globex.example' }, { name: 'Bo' }],
      posting_url: 'https://jobs.globex.example/data-engineer?ref=1',
    };
    const saved = await update(user, id, details);
    expect(saved.statusCode).toBe(200);
    const expected = {
      id,
      status: 'Interview',
      stage_history: [
        { stage: 'Applied', reached_on: daysFromToday(0) },
        { stage: 'Screening', reached_on: '2024-03-04' },
        { stage: 'Interview', reached_on: daysFromToday(0) },
      ],
      next_step_date: '2030-01-02',
      notes: details.notes,
      contacts: [details.contacts[0], { name: 'Bo', role: '', email: '' }],
      posting_url: details.posting_url,
    };
    expect(saved.json().application).toMatchObject(expected);
    expect(await list(user)).toEqual([expect.objectContaining(expected)]);

    // Going back to a stage reached before rewinds the history to it (an undone move leaves no trace).
    const back = await update(user, id, { stage: 'Screening' });
    expect(back.json().application.stage_history).toEqual(expected.stage_history.slice(0, 2));

    // A field sent alone changes only itself; null or '' clear.
    const cleared = await update(user, id, { next_step_date: null, notes: '', contacts: [], posting_url: '' });
    expect(cleared.json().application).toMatchObject({ status: 'Screening', next_step_date: null, notes: '', contacts: [], posting_url: null });
  });

  it.each([
    [{ stage: 'Hired' }, 'stage must be one of Saved, Applied, Screening, Interview, Offer, Accepted, Rejected, Withdrawn, Ghosted.'],
    [{ stage: 'Offer', stage_date: daysFromToday(3) }, 'A stage date cannot be in the future.'],
    [{ stage: 'Offer', stage_date: '2024-02-30' }, 'stage_date is not a real date.'],
    [{ next_step_date: 'next week' }, 'next_step_date must be a date (yyyy-mm-dd).'],
    [{ notes: 'x'.repeat(2001) }, 'notes must be at most 2000 characters.'],
    [{ contacts: Array.from({ length: 6 }, (_, index) => ({ name: `Person ${index}` })) }, 'At most 5 contacts.'],
    [{ contacts: [{ name: '' }] }, 'Each contact needs a name.'],
    [{ contacts: [{ name: 'Ada', email: 'not-an-address' }] }, 'A contact e-mail must be an e-mail address.'],
    [{ posting_url: 'javascript:alert(1)' }, 'posting_url must be a web address starting with http:// or https://.'],
    [{ posting_url: 'ftp://jobs.example.com/1' }, 'posting_url must be a web address starting with http:// or https://.'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses %j with a clear 400 and changes nothing', async (body, message) => {
    const { user, id } = await userWithApplication();
    const before = await list(user);
    const response = await update(user, id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await list(user)).toEqual(before);
  });

  it('answers 404 for another user’s application and for an unknown one, and needs a token', async () => {
    const owner = await userWithApplication();
    const intruder = await newUser();
    const response = await update(intruder, owner.id, { stage: 'Offer', notes: 'mine now' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String), request_id: expect.any(String) });
    expect((await update(owner.user, 2_000_000_000, { stage: 'Offer' })).statusCode).toBe(404);
    expect(await list(owner.user)).toEqual([expect.objectContaining({ status: 'Applied', notes: '' })]);
    expect((await intruder.request('GET', '/api/user/applications/insights')).json().overall.applications).toBe(0);
    for (const url of [`/api/user/applications/${owner.id}/`, '/api/user/applications/insights', '/api/user/applications/export.csv']) {
      expect((await api.inject({ method: url.endsWith('/') ? 'PUT' : 'GET', url })).statusCode).toBe(401);
    }
  });

  it('computes insights from the user’s own applications: weeks, rates per resume and template, median days, next steps', async () => {
    const { user, seeded, resumeId, id: first } = await userWithApplication({ formatType: 'pdf', templateId: 'modern' });
    const markdown = (await user.request('POST', '/api/resumes/format/', { resumeId, formatType: 'markdown' })).json().formatted_resume;
    const second = (await user.request('POST', '/api/user/job-applications/', { job_id: seeded.jobId, resume_id: markdown.id })).json().application.id;
    const appliedOn = daysFromToday(0);

    expect((await update(user, first, { stage: 'Screening', stage_date: appliedOn })).statusCode).toBe(200);
    expect((await update(user, first, { stage: 'Interview', next_step_date: daysFromToday(-1) })).statusCode).toBe(200);
    // A week ahead is the last day listed.
    expect((await update(user, second, { next_step_date: daysFromToday(8) })).statusCode).toBe(200);
    // Another user's data never counts.
    const other = await userWithApplication();
    await update(other.user, other.id, { stage: 'Offer', next_step_date: daysFromToday(1) });

    const answer = await insights(user);
    expect(answer.weeks).toHaveLength(8);
    expect(answer.weeks.at(-1).applications).toBe(2);
    expect(answer.weeks.slice(0, 7).every((week: { applications: number }) => week.applications === 0)).toBe(true);
    expect(answer.overall).toEqual({ label: 'All applications', applications: 2, responses: 1, interviews: 1, response_rate: 0.5, interview_rate: 0.5 });
    expect(answer.by_template).toEqual([
      expect.objectContaining({ label: 'Modern', applications: 1, interview_rate: 1 }),
      expect.objectContaining({ label: 'None', applications: 1, interview_rate: 0 }),
    ]);
    expect(answer.by_resume).toEqual([expect.objectContaining({ label: expect.stringContaining(`Resume #${resumeId}`), applications: 2, interviews: 1 })]);
    expect(answer.median_days_to_first_response).toBe(0);
    expect(answer.next_steps).toEqual([
      { id: first, jobSummary: 'Senior Data Engineer', companyName: 'Globex', status: 'Interview', next_step_date: daysFromToday(-1) },
    ]);
    expect((await update(user, second, { next_step_date: daysFromToday(7) })).statusCode).toBe(200);
    expect((await insights(user)).next_steps.map((step: { id: number; next_step_date: string }) => [step.id, step.next_step_date])).toEqual([
      [first, daysFromToday(-1)],
      [second, daysFromToday(7)],
    ]);
  });

  it('counts a rejection after applying as a response, but not a move to Saved', async () => {
    const { user, id } = await userWithApplication();
    await update(user, id, { stage: 'Rejected' });
    expect((await insights(user)).overall).toMatchObject({ responses: 1, interviews: 0 });
  });

  it('exports the applications as a formula-safe RFC 4180 CSV attachment', async () => {
    const { user, id } = await userWithApplication();
    await update(user, id, {
      notes: '=HYPERLINK("http://evil.example","click"), then\nsecond line',
      contacts: [{ name: '@Ada', role: '+Lead', email: 'ada@globex.example' }],
      posting_url: 'https://jobs.globex.example/1',
    });
    const response = await user.request('GET', '/api/user/applications/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="applications.csv"');
    const [header, row, end] = response.body.split('\r\n');
    expect(header).toBe('Applied At,Job,Company,Resume,Stage,Stage Reached On,Next Step,Posting URL,Notes,Contacts');
    expect(row).toContain(',Senior Data Engineer,Globex,');
    expect(row).toContain(`,Applied,${daysFromToday(0)},,https://jobs.globex.example/1,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then\nsecond line"`);
    expect(row).toMatch(/,"'@Ada, \+Lead, ada@globex\.example"$/);
    expect(end).toBe('');
  });
});
