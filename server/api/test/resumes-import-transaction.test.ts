import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const CAREER_ENTRY = { position: 'Analyst', company: 'Initech', startDate: '2019-03', endDate: null, description: '', accomplishments: [] };
const EDUCATION_ENTRY = { degree: 'MSc Statistics', institution: 'Leeds', startDate: '2015', endDate: '2016' };

describe('importing chosen entries', () => {
  it('keeps none of them when one insert fails after others succeeded', async () => {
    const user = await api.signIn('auth0|resume-import-transaction-user');
    const { resume } = (await user.request('POST', '/api/resumes/parse-text', { text: 'SKILLS\nGo' })).json();
    const { db } = api.database;
    // With the education table gone, the career entries are inserted and then the education insert fails.
    await db.schema.alterTable('education').renameTo('education_away').execute();
    let response;
    try {
      response = await user.request('POST', `/api/resumes/${resume.id}/import`, {
        career: [CAREER_ENTRY, { ...CAREER_ENTRY, company: 'Globex' }],
        education: [EDUCATION_ENTRY],
        skills: ['Go'],
      });
    } finally {
      await db.schema.alterTable('education_away').renameTo('education').execute();
    }
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: expect.any(String), request_id: expect.any(String) });
    expect((await user.request('GET', '/api/resumes/history/')).json().career).toEqual([]);
    expect((await user.request('GET', '/api/resumes/skills/')).json().skills).toEqual([]);

    // The same import succeeds in full once the table is back.
    const retried = await user.request('POST', `/api/resumes/${resume.id}/import`, { career: [CAREER_ENTRY], education: [EDUCATION_ENTRY], skills: ['Go'] });
    expect(retried.json()).toEqual({ success: true, imported: { career_added: 1, education_added: 1, skills_added: 1 } });
  });
});
