import { startTestApi, type TestApi } from './support/api';
import { importAsOffered } from './support/resume-review';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const RESUME_TEXT = [
  'Jane Doe',
  'jane.doe@example.com',
  'EXPERIENCE',
  'Senior Software Engineer | Acme Corp | Mar 2019 - Present',
  '- Led the migration of the billing platform to TypeScript',
  'Software Engineer | Globex | 2012 – 2016',
  'Keeps the reporting service running.',
  'EDUCATION',
  'BSc Computer Science | State University | 04.2008 - 2012',
].join('\n');

describe('career and education read from a resume', () => {
  it('keep the precision of their dates and leave a missing description empty', async () => {
    const user = await api.signIn('auth0|resume-import-dates-user');
    const pasted = await user.request('POST', '/api/resumes/parse-text', { text: RESUME_TEXT });
    expect(pasted.statusCode).toBe(201);
    await importAsOffered(user, pasted.json());

    const career = (await user.request('GET', '/api/resumes/history/')).json().career;
    expect(career).toEqual([
      expect.objectContaining({
        position: 'Senior Software Engineer',
        company: 'Acme Corp',
        startDate: '2019-03',
        endDate: null,
        description: '',
        accomplishments: ['Led the migration of the billing platform to TypeScript'],
      }),
      expect.objectContaining({
        position: 'Software Engineer',
        company: 'Globex',
        startDate: '2012',
        endDate: '2016',
        description: 'Keeps the reporting service running.',
      }),
    ]);
    const education = (await user.request('GET', '/api/resumes/education/')).json().education;
    expect(education).toEqual([expect.objectContaining({ institution: 'State University', startDate: '2008-04', endDate: '2012' })]);
  });
});
