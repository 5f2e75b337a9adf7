import { Document, Packer, Paragraph, TextRun } from 'docx';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { uploadResume } from './support/multipart';
import { importAsOffered, newEntriesOf } from './support/resume-review';
import { pdfOf } from './support/text-pdf';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|resume-review-user-${++userCount}`);

const RESUME_LINES = [
  'Jane Doe',
  'EXPERIENCE',
  'Senior Software Engineer | Acme Corp | Jan 2020 - Present',
  '- Led the migration of the billing platform to TypeScript',
  'Software Engineer | Globex | Jun 2016 - Dec 2019',
  '- Built the customer reporting service',
  'EDUCATION',
  'BSc Computer Science | State University | Sep 2012 - Jun 2016',
  'SKILLS',
  'TypeScript, PostgreSQL',
];

const docxOf = (lines: string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }));

async function userLists(user: TestUser) {
  const [career, education, skills] = await Promise.all([
    user.request('GET', '/api/resumes/history/'),
    user.request('GET', '/api/resumes/education/'),
    user.request('GET', '/api/resumes/skills/'),
  ]);
  return { career: career.json().career, education: education.json().education, skills: skills.json().skills };
}

const importInto = (user: TestUser, resumeId: number, body: unknown) => user.request('POST', `/api/resumes/${resumeId}/import`, body);

const CAREER_ENTRY = { position: 'Analyst', company: 'Initech', startDate: '2019-03', endDate: null, description: '', accomplishments: ['Cut costs'] };
const EDUCATION_ENTRY = { degree: 'MSc Statistics', institution: 'Leeds', startDate: '2015', endDate: '2016', gpa: 3.8 };

describe('reviewing a resume before import', () => {
  it('marks a career entry whose start is only a year as the record started in a month of that year', async () => {
    const user = await newUser();
    const added = (await user.request('POST', '/api/resumes/history/submit', { ...CAREER_ENTRY, position: ' software ENGINEER ', company: 'globex', startDate: '2016', description: 'Reports.' })).json().record;
    const answer = (await uploadResume(user, 'jane.docx', await docxOf(RESUME_LINES))).json();
    expect(answer.candidates.career.map(({ company, duplicate_of }: { company: string; duplicate_of: number | null }) => [company, duplicate_of])).toEqual([
      ['Acme Corp', null],
      ['Globex', added.id],
    ]);
  });

  it('adds only the chosen entries, as edited, and answers their counts', async () => {
    const user = await newUser();
    const answer = (await uploadResume(user, 'jane.pdf', await pdfOf(RESUME_LINES))).json();
    const [acme] = answer.candidates.career;
    const response = await importInto(user, answer.resume.id, {
      career: [{ position: 'Staff Engineer', company: acme.company, startDate: acme.startDate, endDate: acme.endDate, description: '', accomplishments: acme.accomplishments }],
      education: [],
      skills: ['TypeScript'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, imported: { career_added: 1, education_added: 0, skills_added: 1 } });
    const lists = await userLists(user);
    expect(lists.career).toEqual([expect.objectContaining({ position: 'Staff Engineer', company: 'Acme Corp', startDate: '2020-01', description: '' })]);
    expect(lists.education).toEqual([]);
    expect(lists.skills.map(({ skill }: { skill: string }) => skill)).toEqual(['TypeScript']);
  });

  it('the same resume as a .docx and then a .pdf adds nothing twice when imported as offered', async () => {
    const user = await newUser();
    const fromDocx = (await uploadResume(user, 'jane.docx', await docxOf(RESUME_LINES))).json();
    expect(await importAsOffered(user, fromDocx)).toEqual({ career_added: 2, education_added: 1, skills_added: 2 });
    const lists = await userLists(user);

    const fromPdf = (await uploadResume(user, 'jane.pdf', await pdfOf(RESUME_LINES))).json();
    // Another file, so another resume; its entries are all marked as already in the profile.
    expect(fromPdf.already_uploaded).toBe(false);
    expect(fromPdf.resume.id).not.toBe(fromDocx.resume.id);
    expect(newEntriesOf(fromPdf.candidates)).toEqual({ career: [], education: [], skills: [] });
    expect(await importAsOffered(user, fromPdf)).toBeNull();
    expect(await userLists(user)).toEqual(lists);
  });

  it('recognises the same file uploaded again under another name, and stores it once', async () => {
    const user = await newUser();
    const pdf = await pdfOf(RESUME_LINES);
    const first = (await uploadResume(user, 'jane.pdf', pdf)).json();
    expect(first.already_uploaded).toBe(false);
    const again = await uploadResume(user, 'Jane Doe (1).pdf', pdf);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ already_uploaded: true, resume: { id: first.resume.id, filename: 'jane.pdf' } });
    expect(again.json().candidates).toEqual(first.candidates);
    expect((await user.request('GET', '/api/resumes/get-resumes/')).json()).toHaveLength(1);

    // Another user's copy of the same file is their own resume.
    const other = await newUser();
    const theirs = (await uploadResume(other, 'jane.pdf', pdf)).json();
    expect(theirs.already_uploaded).toBe(false);
    expect(theirs.resume.id).not.toBe(first.resume.id);
  });

  it('refuses an import with nothing chosen, and writes nothing', async () => {
    const user = await newUser();
    const { resume } = (await user.request('POST', '/api/resumes/parse-text', { text: 'hello' })).json();
    const response = await importInto(user, resume.id, { career: [], education: [], skills: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Choose at least one career entry, education entry or skill to import.', request_id: expect.any(String) });
  });

  it('names the field of an entry its list cannot take, and writes nothing', async () => {
    const user = await newUser();
    const { resume } = (await user.request('POST', '/api/resumes/parse-text', { text: 'SKILLS\nGo' })).json();
    const response = await importInto(user, resume.id, { career: [CAREER_ENTRY], skills: ['Go'], education: [{ ...EDUCATION_ENTRY, degree: '' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^education\.0\.degree: /);
    expect(await userLists(user)).toEqual({ career: [], education: [], skills: [] });
  });

  it('answers 404 for another user’s resume and writes nothing for either', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const { resume } = (await owner.request('POST', '/api/resumes/parse-text', { text: 'SKILLS\nGo' })).json();
    const response = await importInto(other, resume.id, { skills: ['Go'] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    expect(await userLists(other)).toEqual({ career: [], education: [], skills: [] });
    expect(await userLists(owner)).toEqual({ career: [], education: [], skills: [] });
  });
});
