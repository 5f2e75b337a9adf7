import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { fileLinkSigner } from '../src/lib/signed-links';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { multipart, uploadResume as upload } from './support/multipart';
import { importAsOffered } from './support/resume-review';
import { pdfOf } from './support/text-pdf';

const FILE_LINK_SECRET = 'resumes-test-secret-0123456789abcdef';
const PUBLIC_URL = 'https://api.careerforge.test';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi({ FILE_LINK_SECRET, API_PUBLIC_URL: PUBLIC_URL });
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

const newUser = () => api.signIn(`auth0|resumes-user-${++userCount}`);

const RESUME_LINES = [
  'Jane Doe',
  'jane.doe@example.com | +1 555 123 4567',
  'EXPERIENCE',
  'Senior Software Engineer | Acme Corp | Jan 2020 - Present',
  '- Led the migration of the billing platform to TypeScript',
  '- Cut page load times by 40%',
  'Software Engineer | Globex | Jun 2016 - Dec 2019',
  '- Built the customer reporting service',
  'EDUCATION',
  'BSc Computer Science | State University | Sep 2012 - Jun 2016',
  'SKILLS',
  'TypeScript, PostgreSQL, Docker',
];
const RESUME_TEXT = RESUME_LINES.join('\n');

function docxOf(lines: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(document);
}

const list = async (user: TestUser) => (await user.request('GET', '/api/resumes/get-resumes/')).json();
const getOne = (user: TestUser, id: number) => user.request('GET', `/api/resumes/${id}/`);
const pasteText = (user: TestUser, text: unknown) => user.request('POST', '/api/resumes/parse-text', { text });
const updateText = (user: TestUser, id: number, text: unknown) => user.request('PUT', `/api/resumes/update-text/${id}/`, { text });
const remove = (user: TestUser, body: unknown) => user.request('DELETE', '/api/resumes/delete-resume/', body);

/** Opens a file link as a new browser tab does: without a token. */
const openLink = (fileUrl: string) => api.inject({ method: 'GET', url: new URL(fileUrl).pathname });

async function userLists(user: TestUser) {
  const [career, education, skills] = await Promise.all([
    user.request('GET', '/api/resumes/history/'),
    user.request('GET', '/api/resumes/education/'),
    user.request('GET', '/api/resumes/skills/'),
  ]);
  return { career: career.json().career, education: education.json().education, skills: skills.json().skills };
}

const blobFiles = () => readdirSync(api.blobDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('resume upload', () => {
  it('stores a PDF, lists it with a file link and offers what it found without adding it', async () => {
    const user = await newUser();
    const pdf = await pdfOf(RESUME_LINES);
    const response = await upload(user, 'Jane Doe résumé.pdf', pdf, 'application/pdf');
    expect(response.statusCode).toBe(201);
    const { resume, imported, candidates, success } = response.json();
    expect(success).toBe(true);
    expect(resume).toEqual({
      id: expect.any(Number),
      filename: 'Jane Doe résumé.pdf',
      file_url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/resumes/file/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`)),
      file_path: `resumes/${resume.id}`,
      freeform: false,
      raw_text: expect.stringContaining('Acme Corp'),
    });
    expect(imported).toEqual({ career_added: 0, education_added: 0, skills_added: 0 });
    expect(candidates.skills.map(({ skill }: { skill: string }) => skill)).toEqual(expect.arrayContaining(['TypeScript', 'Docker']));
    expect(await userLists(user)).toEqual({ career: [], education: [], skills: [] });

    const listed = await list(user);
    expect(listed).toEqual([{ ...resume, file_url: expect.any(String) }]);

    const file = await openLink(listed[0].file_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Jane Doe r_sum_.pdf"; filename*=UTF-8''Jane%20Doe%20r%C3%A9sum%C3%A9.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('stores a .docx and serves it as a download', async () => {
    const user = await newUser();
    const docx = await docxOf(RESUME_LINES);
    const response = await upload(user, "CV (final)'s copy.docx", docx);
    expect(response.statusCode).toBe(201);
    expect(response.json().resume.raw_text).toContain('Globex');

    const file = await openLink(response.json().resume.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(docx)).toBe(true);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="CV (final)'s copy.docx"; filename*=UTF-8''CV%20%28final%29%27s%20copy.docx`);
  });

  it('keeps the bytes under a random key, readable by the API alone', async () => {
    const user = await newUser();
    const before = new Set(blobFiles().map((entry) => path.join(entry.parentPath, entry.name)));
    expect((await upload(user, 'secret-name.pdf', await pdfOf(RESUME_LINES))).statusCode).toBe(201);
    const added = blobFiles()
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    expect(path.relative(api.blobDir, added[0]!)).toMatch(/^[0-9a-f]{2}[\\/][0-9a-f]{2}[\\/][0-9a-f]{32}$/);
    expect(statSync(added[0]!).mode & 0o777).toBe(0o600);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const user = await newUser();
    const response = await upload(user, 'huge.pdf', Buffer.alloc(11 * 1024 * 1024, 0x20));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file is larger than 10 MB.', request_id: expect.any(String) });
    expect(await list(user)).toEqual([]);
  });

  it('refuses a file that is not a .pdf or .docx with 415', async () => {
    const user = await newUser();
    const response = await upload(user, 'resume.txt', Buffer.from(RESUME_TEXT), 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Only .pdf and .docx files are accepted.', request_id: expect.any(String) });
    expect(await list(user)).toEqual([]);
  });

  it('asks for a file when the body has none', async () => {
    const user = await newUser();
    const onlyField = multipart([{ name: 'note', content: 'no file here' }]);
    const withoutFile = await user.request('POST', '/api/resumes/upload/', onlyField.payload, onlyField.headers);
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json()).toEqual({ error: 'Please select a file first.', request_id: expect.any(String) });

    const json = await user.request('POST', '/api/resumes/upload/', { file: 'resume.pdf' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'Please select a file first.', request_id: expect.any(String) });
  });

  it('needs a token', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'a.pdf', content: await pdfOf(['x']) }]);
    const response = await api.inject({ method: 'POST', url: '/api/resumes/upload/', payload, headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('file links', () => {
  async function uploadedResume(user: TestUser) {
    return (await upload(user, 'resume.pdf', await pdfOf(RESUME_LINES))).json().resume;
  }

  it('refuses a tampered token with 404', async () => {
    const user = await newUser();
    const { file_url: fileUrl } = await uploadedResume(user);
    const [payload, signature] = new URL(fileUrl).pathname.split('/').pop()!.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const token of [`${payload}.${flipped}`, payload!, `${payload}x.${signature}`, 'not-a-token']) {
      const response = await api.inject({ method: 'GET', url: `/api/resumes/file/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'File link expired or not found.', request_id: expect.any(String) });
    }
  });

  it('stops working once it expires', async () => {
    const user = await newUser();
    const { file_url: fileUrl } = await uploadedResume(user);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 301_000);
    const response = await openLink(fileUrl);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'File link expired or not found.', request_id: expect.any(String) });
  });

  it('is bound to the user it was made for', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const resume = await uploadedResume(owner);
    const { blob_key: blobKey } = await api.database.db
      .selectFrom('resumes')
      .select('blob_key')
      .where('id', '=', resume.id)
      .executeTakeFirstOrThrow();
    const signer = fileLinkSigner({ secret: FILE_LINK_SECRET, secretPath: '/nonexistent', ttlSeconds: 300 });
    const token = await signer.sign({ userId: other.userId, resumeId: resume.id, blobKey: blobKey! });
    expect((await api.inject({ method: 'GET', url: `/api/resumes/file/${token}` })).statusCode).toBe(404);
  });
});

describe('pasted resumes', () => {
  it('offers pasted text’s entries for review, adds the chosen ones, and marks them on the next reading', async () => {
    const user = await newUser();
    const response = await pasteText(user, `  ${RESUME_TEXT}  `);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.resume).toEqual({
      id: expect.any(Number),
      filename: 'Pasted resume',
      file_url: null,
      file_path: `resumes/${answer.resume.id}`,
      freeform: true,
      raw_text: RESUME_TEXT,
    });
    expect(answer.already_uploaded).toBe(false);
    expect(answer.imported).toEqual({ career_added: 0, education_added: 0, skills_added: 0 });
    expect(answer.candidates).toEqual({
      career: [
        {
          candidate_id: 'career-0',
          duplicate_of: null,
          position: 'Senior Software Engineer',
          company: 'Acme Corp',
          startDate: '2020-01',
          endDate: null,
          description: '',
          accomplishments: ['Led the migration of the billing platform to TypeScript', 'Cut page load times by 40%'],
        },
        expect.objectContaining({ candidate_id: 'career-1', duplicate_of: null, company: 'Globex', startDate: '2016-06', endDate: '2019-12' }),
      ],
      education: [
        { candidate_id: 'education-0', duplicate_of: null, degree: 'BSc Computer Science', institution: 'State University', startDate: '2012-09', endDate: '2016-06', gpa: null },
      ],
      skills: [
        { candidate_id: 'skill-0', duplicate_of: null, skill: 'TypeScript' },
        { candidate_id: 'skill-1', duplicate_of: null, skill: 'PostgreSQL' },
        { candidate_id: 'skill-2', duplicate_of: null, skill: 'Docker' },
      ],
    });
    expect(await userLists(user)).toEqual({ career: [], education: [], skills: [] });

    expect(await importAsOffered(user, answer)).toEqual({ career_added: 2, education_added: 1, skills_added: 3 });
    const lists = await userLists(user);
    expect(lists.career.map((record: { company: string }) => record.company)).toEqual(['Acme Corp', 'Globex']);
    expect(lists.education.map((record: { institution: string }) => record.institution)).toEqual(['State University']);
    expect(lists.skills.map((skill: { skill: string }) => skill.skill)).toEqual(['TypeScript', 'PostgreSQL', 'Docker']);

    // The same text again is the same resume, its entries marked as the records they repeat.
    const again = (await pasteText(user, RESUME_TEXT)).json();
    expect(again.already_uploaded).toBe(true);
    expect(again.resume.id).toBe(answer.resume.id);
    const idsOf = (records: { id: number }[]) => records.map(({ id }) => id);
    expect(again.candidates.career.map(({ duplicate_of }: { duplicate_of: number }) => duplicate_of)).toEqual(idsOf(lists.career));
    expect(again.candidates.education.map(({ duplicate_of }: { duplicate_of: number }) => duplicate_of)).toEqual(idsOf(lists.education));
    expect(again.candidates.skills.map(({ duplicate_of }: { duplicate_of: number }) => duplicate_of)).toEqual(idsOf(lists.skills));
    expect(await importAsOffered(user, again)).toBeNull();
    expect(await userLists(user)).toEqual(lists);
    expect(await list(user)).toHaveLength(1);
  });

  it('marks a skill the user has in another case, and does not add it even when chosen', async () => {
    const user = await newUser();
    const existing = (await user.request('POST', '/api/resumes/skills/submit', { skill: 'typescript' })).json().skill;
    const answer = (await pasteText(user, RESUME_TEXT)).json();
    expect(answer.candidates.skills[0]).toEqual({ candidate_id: 'skill-0', duplicate_of: existing.id, skill: 'TypeScript' });
    const response = await user.request('POST', `/api/resumes/${answer.resume.id}/import`, { skills: ['TypeScript', 'Go', 'go'] });
    expect(response.json()).toEqual({ success: true, imported: { career_added: 0, education_added: 0, skills_added: 1 } });
    expect((await userLists(user)).skills.map((skill: { skill: string }) => skill.skill)).toEqual(['typescript', 'Go']);
  });

  it('stores text that parses into nothing, offering nothing', async () => {
    const user = await newUser();
    const response = await pasteText(user, 'hello');
    expect(response.statusCode).toBe(201);
    expect(response.json().candidates).toEqual({ career: [], education: [], skills: [] });
    expect(await list(user)).toHaveLength(1);
  });

  it('refuses empty text', async () => {
    const user = await newUser();
    const response = await pasteText(user, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'text: Please enter some text first.', request_id: expect.any(String) });
  });

  it('re-parses edited text, marking what the user already imported', async () => {
    const user = await newUser();
    const pasted = (await pasteText(user, 'SKILLS\nGo, Rust')).json();
    await importAsOffered(user, pasted);
    const [go, rust] = (await userLists(user)).skills;
    const response = await updateText(user, pasted.resume.id, 'SKILLS\nGo, Rust, Kotlin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      resume: { ...pasted.resume, raw_text: 'SKILLS\nGo, Rust, Kotlin' },
      imported: { career_added: 0, education_added: 0, skills_added: 0 },
      details: {},
      candidates: {
        career: [],
        education: [],
        skills: [
          { candidate_id: 'skill-0', duplicate_of: go.id, skill: 'Go' },
          { candidate_id: 'skill-1', duplicate_of: rust.id, skill: 'Rust' },
          { candidate_id: 'skill-2', duplicate_of: null, skill: 'Kotlin' },
        ],
      },
      already_uploaded: false,
    });
    await importAsOffered(user, response.json());
    expect((await userLists(user)).skills.map((skill: { skill: string }) => skill.skill)).toEqual(['Go', 'Rust', 'Kotlin']);
  });

  it('edits pasted resumes only', async () => {
    const user = await newUser();
    const uploaded = (await upload(user, 'resume.pdf', await pdfOf(RESUME_LINES))).json().resume;
    const response = await updateText(user, uploaded.id, 'SKILLS\nGo');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Only pasted resumes can be edited.', request_id: expect.any(String) });

    const missing = await updateText(user, 2_000_000, 'SKILLS\nGo');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
  });
});

describe('a page of resumes', () => {
  it('carries what the list shows, not the text, which the whole list and the resume’s own call still carry', async () => {
    const user = await newUser();
    const pdf = await pdfOf(RESUME_LINES);
    const pasted = (await pasteText(user, RESUME_TEXT)).json().resume;
    const uploaded = (await upload(user, 'resume.pdf', pdf)).json().resume;

    const response = await user.request('GET', '/api/resumes/get-resumes/?limit=10');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(page).toEqual({
      resumes: [
        {
          id: uploaded.id,
          filename: 'resume.pdf',
          file_url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/resumes/file/`)),
          file_path: uploaded.file_path,
          freeform: false,
          content_type: 'application/pdf',
          size_bytes: pdf.byteLength,
          created_at: expect.stringMatching(ISO_TIME),
        },
        {
          id: pasted.id,
          filename: 'Pasted resume',
          file_url: null,
          file_path: pasted.file_path,
          freeform: true,
          content_type: 'text/plain; charset=utf-8',
          size_bytes: Buffer.byteLength(RESUME_TEXT),
          created_at: expect.stringMatching(ISO_TIME),
        },
      ],
      next_cursor: null,
      total: 2,
    });
    expect((await openLink(page.resumes[0].file_url)).statusCode).toBe(200);

    expect((await list(user)).map((resume: { raw_text: string }) => resume.raw_text)).toEqual([uploaded.raw_text, RESUME_TEXT]);
    expect((await getOne(user, pasted.id)).json().raw_text).toBe(RESUME_TEXT);
  });
});

describe('one resume', () => {
  it('answers the caller’s pasted or uploaded resume with its whole text', async () => {
    const user = await newUser();
    const pasted = (await pasteText(user, RESUME_TEXT)).json().resume;
    const uploaded = (await upload(user, 'resume.pdf', await pdfOf(RESUME_LINES))).json().resume;

    const readPasted = await getOne(user, pasted.id);
    expect(readPasted.statusCode).toBe(200);
    expect(readPasted.json()).toEqual({ ...pasted, raw_text: RESUME_TEXT });

    const readUploaded = (await getOne(user, uploaded.id)).json();
    expect(readUploaded).toEqual({ ...uploaded, file_url: expect.any(String) });
    expect(readUploaded.raw_text).toContain('Acme Corp');
    expect((await openLink(readUploaded.file_url)).statusCode).toBe(200);
  });

  it('is 404 for an id the caller has no resume under, 400 for one that is not an id', async () => {
    const user = await newUser();
    const pasted = (await pasteText(user, RESUME_TEXT)).json().resume;
    await remove(user, { resume_id: pasted.id, file_path: pasted.file_path });
    const missing = await getOne(user, pasted.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    expect((await user.request('GET', '/api/resumes/0/')).statusCode).toBe(400);
  });
});

describe('deleting a resume', () => {
  it('removes the resume and its file, keeping what it imported', async () => {
    const user = await newUser();
    const filesBefore = blobFiles().length;
    const uploaded = (await upload(user, 'resume.pdf', await pdfOf(RESUME_LINES))).json();
    const { resume } = uploaded;
    expect(blobFiles()).toHaveLength(filesBefore + 1);
    await importAsOffered(user, uploaded);
    const lists = await userLists(user);
    expect(lists.career).toHaveLength(2);

    const response = await remove(user, { resume_id: resume.id, file_path: resume.file_path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list(user)).toEqual([]);
    expect(blobFiles()).toHaveLength(filesBefore);
    expect((await openLink(resume.file_url)).statusCode).toBe(404);
    expect(await userLists(user)).toEqual(lists);

    expect((await remove(user, { resume_id: resume.id, file_path: resume.file_path })).statusCode).toBe(404);
  });

  it('needs the file_path that belongs to the resume', async () => {
    const user = await newUser();
    const { resume } = (await pasteText(user, RESUME_TEXT)).json();
    const response = await remove(user, { resume_id: resume.id, file_path: '../../etc/passwd' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    expect(await list(user)).toHaveLength(1);
  });
});

describe('another user', () => {
  it('cannot see, edit or delete the caller’s resumes', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const pasted = (await pasteText(owner, RESUME_TEXT)).json().resume;
    const uploaded = (await upload(owner, 'resume.pdf', await pdfOf(RESUME_LINES))).json().resume;

    expect(await list(other)).toEqual([]);
    for (const resume of [pasted, uploaded]) {
      const read = await getOne(other, resume.id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    }
    const edit = await updateText(other, pasted.id, 'SKILLS\nCobol');
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    for (const resume of [pasted, uploaded]) {
      const response = await remove(other, { resume_id: resume.id, file_path: resume.file_path });
      expect(response.statusCode).toBe(404);
    }

    const listed = await list(owner);
    expect(listed.map((resume: { id: number }) => resume.id)).toEqual([uploaded.id, pasted.id]);
    expect(listed[1].raw_text).toBe(RESUME_TEXT);
    expect((await openLink(listed[0].file_url)).statusCode).toBe(200);
    expect((await userLists(other)).skills).toEqual([]);
  });
});
