import { Document, Packer, Paragraph, TextRun } from 'docx';
import { loadConfig } from '../src/config';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { neverAnswer, replyWith, startLlmStandIn, type LlmStandIn } from './support/llm-stand-in';
import { uploadResume } from './support/multipart';
import { importAsOffered } from './support/resume-review';

let llm: LlmStandIn;
/** Resumes are read by the LLM. */
let llmApi: TestApi;
/** The LLM is configured for the other features, but resumes are read by the local parser (the default). */
let localApi: TestApi;
let userCount = 0;

beforeAll(async () => {
  llm = await startLlmStandIn();
  const llmEnv = { LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '500' };
  llmApi = await startTestApi({ ...llmEnv, RESUME_EXTRACTION: 'llm' });
  localApi = await startTestApi(llmEnv);
});
afterAll(async () => {
  await llmApi.close();
  await localApi.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

const newUser = (api: TestApi) => api.signIn(`auth0|resume-llm-user-${++userCount}`);

/** The roles are told in sentences, which the local parser does not read as entries. */
const RESUME_LINES = [
  'Lena Vogel',
  'lena.vogel@example.de | +49 30 1234567',
  'EXPERIENCE',
  'Since April 2019 I have worked as Data Engineer at Nordwind Logistik GmbH (04.2019 – Present).',
  'Before that I was a Working Student at Initech from March 2017 to 03/2019.',
  'EDUCATION',
  'MSc Computer Science, TU Berlin, 2015 – 2017',
  'SKILLS',
  'Python, SQL, Airflow',
];
const RESUME_TEXT = RESUME_LINES.join('\n');

const docxOf = (lines: string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }));

const NORDWIND = { position: 'Data Engineer', company: 'Nordwind Logistik GmbH', start: '04.2019', end: 'Present', description: '', accomplishments: [] };
const ANSWER = {
  contact: { name: 'Lena Vogel', email: 'lena.vogel@example.de', phone: '+49 30 1234567', location: null, links: [] },
  skills: ['Python', 'SQL', 'Airflow'],
  education: [{ degree: 'MSc Computer Science', institution: 'TU Berlin', start: '2015', end: '2017', gpa: null }],
  career: [
    NORDWIND,
    // The model made this employer up.
    { position: 'Working Student', company: 'Umbrella Corporation', start: 'March 2017', end: '03/2019', description: '', accomplishments: [] },
  ],
};

const paste = async (user: TestUser, text: string) => (await user.request('POST', '/api/resumes/parse-text', { text })).json();

async function careerList(user: TestUser) {
  return (await user.request('GET', '/api/resumes/history/')).json().career as { position: string; company: string; startDate: string; endDate: string | null }[];
}

describe('resume extraction with an LLM', () => {
  it('is off by default: with an LLM configured for other features, a resume is read by the local parser and nothing is sent', async () => {
    const answer = await paste(await newUser(localApi), RESUME_TEXT);
    expect(llm.requests).toHaveLength(0);
    expect(answer.candidates.skills.map(({ skill }: { skill: string }) => skill)).toEqual(['Python', 'SQL', 'Airflow']);
  });

  it('offers the roles the LLM read from an upload for review, without a company the document does not contain, and saves only what is imported', async () => {
    llm.answer(replyWith(JSON.stringify(ANSWER)));
    const user = await newUser(llmApi);
    const response = await uploadResume(user, 'lena.docx', await docxOf(RESUME_LINES));
    expect(response.statusCode).toBe(201);
    expect(llm.requests).toHaveLength(1);
    const answer = response.json();
    expect(answer.candidates.career).toEqual([
      { candidate_id: 'career-0', duplicate_of: null, position: 'Data Engineer', company: 'Nordwind Logistik GmbH', startDate: '2019-04', endDate: null, description: '', accomplishments: [] },
    ]);
    expect(answer.candidates.education).toEqual([
      { candidate_id: 'education-0', duplicate_of: null, degree: 'MSc Computer Science', institution: 'TU Berlin', startDate: '2015', endDate: '2017', gpa: null },
    ]);
    expect(await careerList(user)).toEqual([]);

    expect(await importAsOffered(user, answer)).toEqual({ career_added: 1, education_added: 1, skills_added: 3 });
    expect(await careerList(user)).toEqual([expect.objectContaining({ position: 'Data Engineer', company: 'Nordwind Logistik GmbH', startDate: '2019-04', endDate: null })]);
  });

  it('reads a pasted resume with the local parser when the LLM answers with something that is not JSON', async () => {
    llm.answer(replyWith('Sure! Lena Vogel is a data engineer who'));
    const answer = await paste(await newUser(llmApi), RESUME_TEXT);
    expect(llm.requests).toHaveLength(1);
    const local = await paste(await newUser(localApi), RESUME_TEXT);
    expect(answer.candidates).toEqual(local.candidates);
    expect(answer.details).toEqual(local.details);
  });

  it('reads a pasted resume with the local parser when the LLM does not answer in time', async () => {
    llm.answer(neverAnswer);
    const started = Date.now();
    const response = await (await newUser(llmApi)).request('POST', '/api/resumes/parse-text', { text: `${RESUME_TEXT}\nGo` });
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    const local = await paste(await newUser(localApi), `${RESUME_TEXT}\nGo`);
    expect(response.json().candidates).toEqual(local.candidates);
  });

  it('cannot be switched on without an LLM endpoint', () => {
    expect(() => loadConfig({ RESUME_EXTRACTION: 'llm' })).toThrow('RESUME_EXTRACTION=llm needs LLM_BASE_URL and LLM_MODEL.');
    expect(loadConfig({}).resumeExtraction).toBe('local');
  });
});
