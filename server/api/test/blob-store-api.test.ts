import { sql } from 'kysely';
import { STORAGE_UNAVAILABLE } from '../src/lib/errors';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData } from './support/career-data';
import { multipart, uploadResume } from './support/multipart';
import { startTestS3, type TestS3 } from './support/s3-server';
import { pdfOf } from './support/text-pdf';

/** Uploads, avatars and formatted resumes kept in a real S3 wire-protocol server, through the real API. */

const PREFIX = 'careerforge/';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// The first upload starts the extraction process, which takes seconds on a busy machine; reading
// files in time is not what these tests are about, so extraction gets a minute.
jest.setTimeout(90_000);
const EXTRACTION_ENV = { EXTRACTION_WORKERS: '1', EXTRACTION_TIMEOUT_MS: '60000' };

let s3: TestS3;
let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  s3 = await startTestS3();
  api = await startTestApi({ ...s3.apiEnv(PREFIX), ...EXTRACTION_ENV });
});
afterAll(async () => {
  // The S3 server is closed even when the API never started, or it would keep Jest from exiting.
  try {
    await api.close();
  } finally {
    await s3.close();
  }
});

const newUser = () => api.signIn(`auth0|s3-user-${++userCount}`);

const resumePdf = (name: string) => pdfOf([name, `${name.toLowerCase().replace(' ', '.')}@example.com`, 'SKILLS', 'TypeScript, PostgreSQL']);
const listResumes = async (user: TestUser) => (await user.request('GET', '/api/resumes/get-resumes/')).json();
/** Opens a file link as a new browser tab does: without a token. */
const openLink = (fileUrl: string) => api.inject({ method: 'GET', url: new URL(fileUrl).pathname });

function uploadAvatar(user: TestUser, image: Buffer) {
  const { payload, headers } = multipart([
    { name: 'avatar', filename: 'avatar.png', contentType: 'image/png', content: image },
    { name: 'user_id', content: user.userId },
  ]);
  return user.request('POST', '/api/upload-avatar', payload, headers);
}

/** The object key a resume's row names, as it appears in the bucket. */
async function objectOfResume(id: number): Promise<string> {
  const row = await api.database.db.selectFrom('resumes').select('blob_key').where('id', '=', id).executeTakeFirstOrThrow();
  return `${PREFIX}${row.blob_key}`;
}

/** Runs `during` while the S3 server is stopped, and starts it again whatever happens. */
async function whileS3IsDown<T>(during: () => Promise<T>): Promise<T> {
  await s3.stop();
  try {
    return await during();
  } finally {
    await s3.start();
  }
}

describe('files in S3 through the API', () => {
  it('uploads a resume, opens it through its signed link, and deletes it with its object', async () => {
    const user = await newUser();
    const pdf = await resumePdf('Jane Doe');
    const uploaded = await uploadResume(user, 'Jane Doe.pdf', pdf, 'application/pdf');
    expect(uploaded.statusCode).toBe(201);
    const { resume } = uploaded.json();
    const objectKey = await objectOfResume(resume.id);
    expect(await s3.keys()).toContain(objectKey);

    const [listed] = await listResumes(user);
    const file = await openLink(listed.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const removed = await user.request('DELETE', '/api/resumes/delete-resume/', { resume_id: resume.id, file_path: resume.file_path });
    expect(removed.statusCode).toBe(200);
    expect(await listResumes(user)).toEqual([]);
    expect((await openLink(listed.file_url)).statusCode).toBe(404);
    expect(await s3.keys()).not.toContain(objectKey);
  });

  it('keeps an avatar, serves it by its key, and removes the old one when it is replaced', async () => {
    const user = await newUser();
    const first = (await uploadAvatar(user, PNG)).json().avatar_url;
    const firstKey = new URL(first).pathname.split('/').pop()!;
    expect(await s3.keys()).toContain(`${PREFIX}${firstKey}`);
    const served = await api.inject({ method: 'GET', url: new URL(first).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = (await uploadAvatar(user, PNG)).json().avatar_url;
    expect(second).not.toBe(first);
    expect(await s3.keys()).not.toContain(`${PREFIX}${firstKey}`);
    expect((await api.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
  });

  it('keeps a formatted resume and downloads the same bytes', async () => {
    const user = await newUser();
    const resumeId = await generateCompleted(user, await seedCareerData(user));
    const formatted = await user.request('POST', '/api/resumes/format/', { resumeId, formatType: 'pdf', templateId: null, styleId: 'default' });
    expect(formatted.statusCode).toBe(201);
    const download = await user.request('GET', `/api/resumes/download/${formatted.json().formattedResumeId}/`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const row = await api.database.db.selectFrom('formatted_resumes').select('blob_key').where('resume_id', '=', resumeId).executeTakeFirstOrThrow();
    expect(await s3.keys()).toContain(`${PREFIX}${row.blob_key}`);

    expect((await user.request('DELETE', `/api/resumes/generated/delete/${resumeId}/`)).statusCode).toBe(200);
    expect(await s3.keys()).not.toContain(`${PREFIX}${row.blob_key}`);
  });
});

describe('while S3 cannot be reached', () => {
  it('answers an upload 503 and keeps nothing, then takes the same upload once S3 is back', async () => {
    const user = await newUser();
    const pdf = await resumePdf('Ana Lima');
    const objectsBefore = await s3.keys();

    const refused = await whileS3IsDown(() => uploadResume(user, 'Ana Lima.pdf', pdf, 'application/pdf'));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({ error: STORAGE_UNAVAILABLE, request_id: expect.any(String) });
    expect(await listResumes(user)).toEqual([]);
    expect(await s3.keys()).toEqual(objectsBefore);

    const accepted = await uploadResume(user, 'Ana Lima.pdf', pdf, 'application/pdf');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().already_uploaded).toBe(false);
    expect(await listResumes(user)).toHaveLength(1);
    expect(await s3.keys()).toContain(await objectOfResume(accepted.json().resume.id));
  });

  it('answers an avatar upload 503 and keeps the avatar the user had', async () => {
    const user = await newUser();
    const kept = (await uploadAvatar(user, PNG)).json().avatar_url;

    const refused = await whileS3IsDown(() => uploadAvatar(user, PNG));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: STORAGE_UNAVAILABLE, request_id: expect.any(String) });
    const profile = (await user.request('GET', `/api/get-user-info?user_id=${user.userId}`)).json();
    expect(profile.avatar_url).toBe(kept);
  });

  it('answers 503 for a file that exists rather than pretending it is gone', async () => {
    const user = await newUser();
    await uploadResume(user, 'Li Wei.pdf', await resumePdf('Li Wei'), 'application/pdf');
    const [listed] = await listResumes(user);

    const opened = await whileS3IsDown(() => openLink(listed.file_url));
    expect(opened.statusCode).toBe(503);
    expect(opened.json()).toEqual({ error: STORAGE_UNAVAILABLE, request_id: expect.any(String) });
    expect((await openLink(listed.file_url)).statusCode).toBe(200);
  });

  it('still deletes a resume, leaving its object behind for an operator rather than the row', async () => {
    const user = await newUser();
    const { resume } = (await uploadResume(user, 'Sam Roe.pdf', await resumePdf('Sam Roe'), 'application/pdf')).json();
    const objectKey = await objectOfResume(resume.id);

    const removed = await whileS3IsDown(() => user.request('DELETE', '/api/resumes/delete-resume/', { resume_id: resume.id, file_path: resume.file_path }));
    expect(removed.statusCode).toBe(200);
    expect(await listResumes(user)).toEqual([]);
    expect(await s3.keys()).toContain(objectKey);
  });
});

describe('when the row cannot be written', () => {
  /** Makes the database refuse new resume rows, as a full disk or a lost connection would. */
  async function refuseResumeRows(): Promise<() => Promise<void>> {
    const { db } = api.database;
    if (api.expectedEngine === 'postgres') {
      await sql`CREATE FUNCTION refuse_resume_row() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER refuse_resume_rows BEFORE INSERT ON resumes FOR EACH ROW EXECUTE FUNCTION refuse_resume_row()`.execute(db);
      return async () => {
        await sql`DROP TRIGGER refuse_resume_rows ON resumes`.execute(db);
        await sql`DROP FUNCTION refuse_resume_row()`.execute(db);
      };
    }
    await sql`CREATE TRIGGER refuse_resume_rows BEFORE INSERT ON resumes BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(db);
    return async () => {
      await sql`DROP TRIGGER refuse_resume_rows`.execute(db);
    };
  }

  it('removes the object it had stored, so the bucket holds nothing for the failed upload', async () => {
    const user = await newUser();
    const objectsBefore = await s3.keys();
    const allowRows = await refuseResumeRows();
    let failed;
    try {
      failed = await uploadResume(user, 'Kai Moe.pdf', await resumePdf('Kai Moe'), 'application/pdf');
    } finally {
      await allowRows();
    }
    expect(failed.statusCode).toBe(500);
    expect(await listResumes(user)).toEqual([]);
    expect(await s3.keys()).toEqual(objectsBefore);
  });
});
