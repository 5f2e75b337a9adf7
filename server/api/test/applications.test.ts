import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData } from './support/career-data';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|applications-user-${++userCount}`);
const apply = (user: TestUser, body: unknown) => user.request('POST', '/api/user/job-applications/', body);
const list = async (user: TestUser) => (await user.request('GET', '/api/user/get-application/')).json().applications;
const listPage = async (user: TestUser) => (await user.request('GET', '/api/user/get-application/?limit=10')).json();
const jobs = async (user: TestUser) => (await user.request('GET', '/api/jobs/history/')).json().jobs;

/** A user with a job and a PDF formatted from a resume generated for it. */
async function userReadyToApply() {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const resumeId = await generateCompleted(user, seeded);
  const formatted = (await user.request('POST', '/api/resumes/format/', { resumeId, formatType: 'pdf' })).json();
  return { user, jobId: seeded.jobId, resumeId, formatted: formatted.formatted_resume as { id: number; label: string } };
}

describe('job applications', () => {
  it('records an application with the formatted resume, marks the job applied, and lists it', async () => {
    const { user, jobId, formatted } = await userReadyToApply();
    expect(await list(user)).toEqual([]);

    const response = await apply(user, { job_id: jobId, resume_id: formatted.id });
    expect(response.statusCode).toBe(201);
    const expected = {
      id: expect.any(Number),
      applied_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      job_id: jobId,
      jobSummary: 'Senior Data Engineer',
      companyName: 'Globex',
      resumeId: formatted.id,
      resume_id: formatted.id,
      resumeLabel: formatted.label,
      resumeCurrentLabel: formatted.label,
      status: 'Applied',
      stage_history: [{ stage: 'Applied', reached_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
      next_step_date: null,
      notes: '',
      contacts: [],
      posting_url: null,
    };
    expect(response.json()).toEqual({ success: true, application: expected });
    expect(await list(user)).toEqual([expected]);
    expect((await jobs(user)).find((job: { jobId: number }) => job.jobId === jobId).applied).toBe(true);
  });

  it('refuses the same job and resume twice, with a clear error', async () => {
    const { user, jobId, formatted } = await userReadyToApply();
    expect((await apply(user, { job_id: jobId, resume_id: formatted.id })).statusCode).toBe(201);
    const again = await apply(user, { job_id: jobId, resume_id: formatted.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already applied to this job with this resume.', request_id: expect.any(String) });
    expect(await list(user)).toHaveLength(1);
  });

  it('moves an application through its statuses (the old ones and the stages) and refuses unknown ones', async () => {
    const { user, jobId, formatted } = await userReadyToApply();
    const { id } = (await apply(user, { job_id: jobId, resume_id: formatted.id })).json().application;
    for (const [status, stage] of [
      ['Interviewing', 'Interview'],
      ['Offer', 'Offer'],
      ['Rejected', 'Rejected'],
      ['Withdrawn', 'Withdrawn'],
      ['Ghosted', 'Ghosted'],
      ['Applied', 'Applied'],
    ]) {
      const response = await user.request('PUT', `/api/user/applications/${id}/status/`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().application.status).toBe(stage);
    }
    const unknown = await user.request('PUT', `/api/user/applications/${id}/status/`, { status: 'Hired' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/status must be one of Applied, Interviewing, Offer, Rejected, Withdrawn, Saved, Screening, Interview/);
  });

  it('deletes an application; the job is no longer marked applied', async () => {
    const { user, jobId, formatted } = await userReadyToApply();
    const { id } = (await apply(user, { job_id: jobId, resume_id: formatted.id })).json().application;
    const deleted = await user.request('DELETE', `/api/user/delete-application/${id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await list(user)).toEqual([]);
    expect((await jobs(user)).find((job: { jobId: number }) => job.jobId === jobId).applied).toBe(false);
    expect((await user.request('DELETE', `/api/user/delete-application/${id}/`)).statusCode).toBe(404);
  });

  it('keeps the application and its resume label when the formatted file is deleted with its resume, with no current label', async () => {
    const { user, jobId, resumeId, formatted } = await userReadyToApply();
    await apply(user, { job_id: jobId, resume_id: formatted.id });
    expect((await user.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`)).statusCode).toBe(200);
    const expected = [expect.objectContaining({ resumeId: formatted.id, resumeLabel: formatted.label, resumeCurrentLabel: null })];
    expect(await list(user)).toEqual(expected);
    expect((await listPage(user)).applications).toEqual(expected);
  });

  it('gives the formatted resume’s label as it is now beside the label it had when applying', async () => {
    const { user, jobId, formatted } = await userReadyToApply();
    await apply(user, { job_id: jobId, resume_id: formatted.id });
    // No call renames a formatted resume yet; the label is changed where it is kept.
    await api.database.db.updateTable('formatted_resumes').set({ label: 'Renamed — PDF' }).where('id', '=', formatted.id).execute();
    const expected = [expect.objectContaining({ resumeId: formatted.id, resumeLabel: formatted.label, resumeCurrentLabel: 'Renamed — PDF' })];
    expect(await list(user)).toEqual(expected);
    expect((await listPage(user)).applications).toEqual(expected);
  });

  it.each([
    ['no resume', { job_id: 1 }],
    ['no job', { resume_id: 1 }],
    ['text ids', { job_id: 'a', resume_id: 'b' }],
  ])('refuses a request with %s', async (_case, body) => {
    const response = await apply(await newUser(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Please select both a job and a resume.');
  });

  it('never lets a user apply with, see, change or delete another user’s job, resume or application', async () => {
    const owner = await userReadyToApply();
    const intruder = await userReadyToApply();
    const { id } = (await apply(owner.user, { job_id: owner.jobId, resume_id: owner.formatted.id })).json().application;

    const withOwnersJob = await apply(intruder.user, { job_id: owner.jobId, resume_id: intruder.formatted.id });
    expect(withOwnersJob.statusCode).toBe(404);
    expect(withOwnersJob.json()).toEqual({ error: 'Job not found', request_id: expect.any(String) });
    const withOwnersResume = await apply(intruder.user, { job_id: intruder.jobId, resume_id: owner.formatted.id });
    expect(withOwnersResume.statusCode).toBe(404);
    expect(withOwnersResume.json()).toEqual({ error: 'Formatted resume not found.', request_id: expect.any(String) });
    expect(await list(intruder.user)).toEqual([]);
    expect((await intruder.user.request('PUT', `/api/user/applications/${id}/status/`, { status: 'Offer' })).statusCode).toBe(404);
    expect((await intruder.user.request('DELETE', `/api/user/delete-application/${id}/`)).statusCode).toBe(404);

    expect(await list(owner.user)).toEqual([expect.objectContaining({ id, status: 'Applied' })]);
  });

  it('needs a valid access token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/get-application/'],
      ['POST', '/api/user/job-applications/'],
      ['PUT', '/api/user/applications/1/status/'],
      ['DELETE', '/api/user/delete-application/1/'],
    ] as const) {
      expect((await api.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
