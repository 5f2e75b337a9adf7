import { readdirSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { timestamp } from '../src/lib/db';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData } from './support/career-data';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|formatting-user-${++userCount}`);

async function userWithResume() {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const resumeId = await generateCompleted(user, seeded);
  return { user, seeded, resumeId };
}

const preview = (user: TestUser, body: unknown) => user.request('POST', '/api/resumes/preview/', body);
const format = (user: TestUser, body: unknown) => user.request('POST', '/api/resumes/format/', body);
const download = (user: TestUser, id: number) => user.request('GET', `/api/resumes/download/${id}/`);
const blobCount = () => readdirSync(api.blobDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

async function templates(user: TestUser): Promise<{ templateId: string; name: string; description: string }[]> {
  const response = await user.request('GET', '/api/resumes/templates/');
  expect(response.statusCode).toBe(200);
  return response.json().templates;
}

describe('templates', () => {
  it('lists at least five named layouts, the two-column Sidebar among them', async () => {
    const listed = await templates(await newUser());
    expect(listed.length).toBeGreaterThanOrEqual(5);
    expect(listed.map((template) => template.templateId)).toEqual(expect.arrayContaining(['minimal', 'sidebar']));
    for (const template of listed) {
      expect(template).toEqual({ templateId: expect.any(String), name: expect.any(String), description: expect.any(String) });
    }
    expect(new Set(listed.map((template) => template.templateId)).size).toBe(listed.length);
  });
});

describe('preview', () => {
  it.each([
    ['markdown', /^text\/markdown; charset=utf-8$/],
    ['html', /^text\/html; charset=utf-8$/],
    ['text', /^text\/plain; charset=utf-8$/],
  ])('answers %s as text with the resume in it', async (formatType, contentType) => {
    const { user, resumeId } = await userWithResume();
    const response = await preview(user, { resumeId, formatType, templateId: null, styleId: 'default' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(contentType);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('Łucja Núñez');
    expect(response.body).toContain('Northwind Analytics');
  });

  it.each([
    ['pdf', 'application/pdf', '%PDF-'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK'],
  ])('answers %s as the file itself, in every template', async (formatType, contentType, magic) => {
    const { user, resumeId } = await userWithResume();
    for (const templateId of [null, ...(await templates(user)).map((template) => template.templateId)]) {
      const response = await preview(user, { resumeId, formatType, templateId, styleId: 'serif_classic' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.rawPayload.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
  });

  it('refuses an unknown format, style or template, and a resume that is not ready', async () => {
    const { user, resumeId, seeded } = await userWithResume();
    const badFormat = await preview(user, { resumeId, formatType: 'rtf' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error).toMatch(/formatType must be one of markdown, html, text, pdf, docx/);
    const badStyle = await preview(user, { resumeId, formatType: 'pdf', styleId: 'comic' });
    expect(badStyle.statusCode).toBe(400);
    const badTemplate = await preview(user, { resumeId, formatType: 'pdf', templateId: 'no-such-template' });
    expect(badTemplate.statusCode).toBe(400);
    expect(badTemplate.json()).toEqual({ error: 'Unknown template "no-such-template".', request_id: expect.any(String) });

    const processing = await api.database.db
      .insertInto('generated_resumes')
      .values({
        user_id: user.userId,
        job_id: seeded.jobId,
        history_ids: JSON.stringify(seeded.historyIds),
        status: 'processing',
        // Held by a worker far into the future, so no worker of this API takes it.
        lease_token: 'held-elsewhere',
        lease_expires_at: '9999-01-01T00:00:00.000Z',
        created_at: timestamp(),
        updated_at: timestamp(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notReady = await preview(user, { resumeId: processing.id, formatType: 'text' });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toEqual({ error: 'This resume is still being generated.', request_id: expect.any(String) });
  });
});

describe('format and download', () => {
  it.each([
    ['markdown', 'resume.markdown', 'text/markdown; charset=utf-8'],
    ['html', 'resume.html', 'text/html; charset=utf-8'],
    ['text', 'resume.txt', 'text/plain; charset=utf-8'],
    ['pdf', 'resume.pdf', 'application/pdf'],
    ['docx', 'resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('keeps a %s file and downloads it as %s', async (formatType, fileName, contentType) => {
    const { user, resumeId } = await userWithResume();
    const formatted = await format(user, { resumeId, formatType, templateId: null, styleId: 'default' });
    expect(formatted.statusCode).toBe(201);
    const { formattedResumeId } = formatted.json();
    expect(formattedResumeId).toEqual(expect.any(Number));

    const file = await download(user, formattedResumeId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.length).toBeGreaterThan(100);
  });

  it('lists formatted files newest first under labels naming the job and the choices', async () => {
    const { user, resumeId } = await userWithResume();
    const [template] = await templates(user);
    const pdf = (await format(user, { resumeId, formatType: 'pdf', templateId: template!.templateId, styleId: 'sans_modern' })).json();
    const text = (await format(user, { resumeId, formatType: 'text', templateId: template!.templateId, styleId: 'sans_modern' })).json();

    const response = await user.request('GET', '/api/resumes/getFormatted/');
    expect(response.statusCode).toBe(200);
    expect(response.json().formatted_resumes).toEqual([
      {
        id: text.formattedResumeId,
        label: 'Senior Data Engineer at Globex — Text',
        created_at: expect.any(String),
        resume_id: resumeId,
        format_type: 'text',
      },
      {
        id: pdf.formattedResumeId,
        label: `Senior Data Engineer at Globex — PDF, ${template!.name}, Modern Sans Serif, US Letter`,
        created_at: expect.any(String),
        resume_id: resumeId,
        format_type: 'pdf',
      },
    ]);
  });

  it('deletes the formatted files, and their bytes, with their generated resume', async () => {
    const { user, resumeId } = await userWithResume();
    const before = blobCount();
    const { formattedResumeId } = (await format(user, { resumeId, formatType: 'docx' })).json();
    expect(blobCount()).toBe(before + 1);

    expect((await user.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`)).statusCode).toBe(200);
    expect((await download(user, formattedResumeId)).statusCode).toBe(404);
    expect((await user.request('GET', '/api/resumes/getFormatted/')).json().formatted_resumes).toEqual([]);
    expect(blobCount()).toBe(before);
  });

  it('never lets another user preview, format, list or download someone’s resume', async () => {
    const { user: owner, resumeId } = await userWithResume();
    const { formattedResumeId } = (await format(owner, { resumeId, formatType: 'pdf' })).json();
    const intruder = await newUser();

    expect((await preview(intruder, { resumeId, formatType: 'text' })).statusCode).toBe(404);
    const formatted = await format(intruder, { resumeId, formatType: 'pdf' });
    expect(formatted.statusCode).toBe(404);
    expect(formatted.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    const downloaded = await download(intruder, formattedResumeId);
    expect(downloaded.statusCode).toBe(404);
    expect(downloaded.json()).toEqual({ error: 'Formatted resume not found.', request_id: expect.any(String) });
    expect((await intruder.request('GET', '/api/resumes/getFormatted/')).json().formatted_resumes).toEqual([]);
    expect((await download(owner, formattedResumeId)).statusCode).toBe(200);
  });

  it('needs a valid access token', async () => {
    for (const [method, url] of [
      ['GET', '/api/resumes/templates/'],
      ['POST', '/api/resumes/preview/'],
      ['POST', '/api/resumes/format/'],
      ['GET', '/api/resumes/download/1/'],
      ['GET', '/api/resumes/getFormatted/'],
    ] as const) {
      expect((await api.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('page size', () => {
  const LETTER = { width: 612, height: 792 };
  const A4 = { width: 595.28, height: 841.89 };
  /** The distinct sizes of the document's pages. */
  const pageSizeOf = async (pdf: Buffer) => [...new Set((await PDFDocument.load(pdf)).getPages().map((page) => JSON.stringify(page.getSize())))].map((size) => JSON.parse(size));
  const previewPdf = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await preview(user, { formatType: 'pdf', ...body });
    expect(response.statusCode).toBe(200);
    return pageSizeOf(response.rawPayload);
  };
  const preferPageSize = async (user: TestUser, pageSize: 'letter' | 'a4' | null) => {
    const response = await user.request('POST', '/api/update-user/', { user_id: user.userId, email: 'seeker@example.com', username: 'seeker', page_size: pageSize });
    expect(response.statusCode).toBe(200);
  };

  it('prints on the requested paper, else the user’s preferred one, else US Letter', async () => {
    const { user, resumeId } = await userWithResume();
    expect(await previewPdf(user, { resumeId, templateId: 'sidebar' })).toEqual([LETTER]);
    expect(await previewPdf(user, { resumeId, pageSize: 'a4' })).toEqual([A4]);

    await preferPageSize(user, 'a4');
    expect(await previewPdf(user, { resumeId })).toEqual([A4]);
    expect(await previewPdf(user, { resumeId, pageSize: 'letter' })).toEqual([LETTER]);

    const formatted = (await format(user, { resumeId, formatType: 'pdf', templateId: 'minimal' })).json();
    expect(formatted.formatted_resume.label).toBe('Senior Data Engineer at Globex — PDF, Minimal, Default, A4');
    expect(await pageSizeOf((await download(user, formatted.formattedResumeId)).rawPayload)).toEqual([A4]);
    const docx = (await format(user, { resumeId, formatType: 'docx', pageSize: 'letter' })).json();
    expect(docx.formatted_resume.label).toBe('Senior Data Engineer at Globex — Word (DOCX), Default, US Letter');

    await preferPageSize(user, null);
    expect(await previewPdf(user, { resumeId })).toEqual([LETTER]);
  });

  it('names no paper for the text formats, and refuses an unknown page size', async () => {
    const { user, resumeId } = await userWithResume();
    expect((await format(user, { resumeId, formatType: 'markdown', pageSize: 'a4' })).json().formatted_resume.label).toBe('Senior Data Engineer at Globex — Markdown');
    const refused = await preview(user, { resumeId, formatType: 'pdf', pageSize: 'legal' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/pageSize must be one of letter, a4\./);
  });
});

describe('one page', () => {
  it('answers the page count of a pdf preview, whether a kept file fits one page, and names a wrong onePage', async () => {
    const { user, resumeId } = await userWithResume();
    const previewed = await preview(user, { resumeId, formatType: 'pdf', onePage: true });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['x-resume-pages']).toBe('1');
    const kept = await format(user, { resumeId, formatType: 'pdf', onePage: true });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().fits_one_page).toBe(true);
    expect((await format(user, { resumeId, formatType: 'pdf' })).json()).not.toHaveProperty('fits_one_page');
    const wrong = await preview(user, { resumeId, formatType: 'pdf', onePage: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain('onePage');
  });
});
