import { Document, Packer, Paragraph, TextRun } from 'docx';
import { startTestApi, type TestApi } from './support/api';
import { uploadResume } from './support/multipart';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|resume-details-user-${++userCount}`);

const RESUME_TEXT = [
  'Ana Ruiz',
  'ana.ruiz@example.com | +49 30 1234567 | Berlin, Germany',
  'linkedin.com/in/anaruiz | github.com/anaruiz | anaruiz.dev',
  'Summary',
  'Data analyst with six years in retail pricing.',
  'EXPERIENCE',
  'Data Analyst | Zalando | Jan 2020 - Present',
  '- Built the pricing dashboard',
  'SKILLS',
  'SQL, Python',
].join('\n');

const ANA_DETAILS = {
  full_name: 'Ana Ruiz',
  email: 'ana.ruiz@example.com',
  phone_number: '+49 30 1234567',
  location: 'Berlin, Germany',
  links: [
    { label: 'LinkedIn', url: 'https://linkedin.com/in/anaruiz' },
    { label: 'GitHub', url: 'https://github.com/anaruiz' },
    { label: 'anaruiz.dev', url: 'https://anaruiz.dev' },
  ],
  summary: 'Data analyst with six years in retail pricing.',
};

describe('details found in a resume', () => {
  it('are in the answer to pasted text, and nothing is saved to the profile', async () => {
    const user = await newUser();
    await user.request('POST', '/api/save-user/', { user_id: user.userId, email: 'ana@work.example', name: 'Ana R.' });
    const response = await user.request('POST', '/api/resumes/parse-text', { text: RESUME_TEXT });
    expect(response.statusCode).toBe(201);
    expect(response.json().details).toEqual(ANA_DETAILS);
    expect(response.json().candidates).toMatchObject({ career: [{ company: 'Zalando' }], education: [], skills: [{ skill: 'SQL' }, { skill: 'Python' }] });

    const profile = (await user.request('GET', `/api/get-user-info?user_id=${user.userId}`)).json();
    expect(profile).toMatchObject({ full_name: 'Ana R.', email: 'ana@work.example', phone_number: null });
  });

  it('are in the answer to an uploaded file', async () => {
    const user = await newUser();
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: RESUME_TEXT.split('\n').map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }),
    );
    const uploaded = await uploadResume(user, 'ana.docx', docx);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().details).toEqual(ANA_DETAILS);
  });

  it('are in the answer to edited text', async () => {
    const user = await newUser();
    const pasted = (await user.request('POST', '/api/resumes/parse-text', { text: 'Ana Ruiz\nSKILLS\nSQL' })).json();
    expect(pasted.details).toEqual({ full_name: 'Ana Ruiz' });
    const edited = await user.request('PUT', `/api/resumes/update-text/${pasted.resume.id}/`, { text: RESUME_TEXT });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().details).toEqual(ANA_DETAILS);
  });

  it('are empty when the resume gives none', async () => {
    const user = await newUser();
    const response = await user.request('POST', '/api/resumes/parse-text', { text: 'SKILLS\nSQL, Python' });
    expect(response.json().details).toEqual({});
  });
});
