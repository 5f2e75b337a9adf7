import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { RESUME_LIMITS } from '@careerforge/contract';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { uploadResume } from './support/multipart';
import { slowPdf } from './support/slow-pdf';

const A_RESUME = readFileSync(path.join(__dirname, 'fixtures/resumes/generated/01-lukasz-nowak.pdfkit.pdf'));
const BOUNDARY = 'careerforge-hardening-boundary';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi({ EXTRACTION_WORKERS: '2' });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|uploads-hardening-${++userCount}`);
const resumesOf = async (user: TestUser) => (await user.request('GET', '/api/resumes/get-resumes/')).json() as unknown[];
/** Every file in the blob store, at any depth. */
const storedFiles = () => readdirSync(api.blobDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

function rawMultipart(user: TestUser, contentType: string, body: string) {
  return user.request('POST', '/api/resumes/upload/', Buffer.from(body, 'latin1'), { 'content-type': contentType });
}

describe('one user flooding the extraction workers with slow PDFs', () => {
  it("leaves another user's upload accepted within 5 s, and tells the flooding user when to retry", async () => {
    const flooder = await newUser();
    const other = await newUser();
    // A server that has been up a while: its extraction workers are started and warm.
    const earlier = await newUser();
    for (const name of ['first.pdf', 'second.pdf']) expect((await uploadResume(earlier, name, A_RESUME)).statusCode).toBe(201);

    // Within the drawing budget, so each one holds a worker for a while instead of being refused at once.
    const slow = slowPdf(3.5);
    const floodAnswers = Promise.all(Array.from({ length: 10 }, (_, index) => uploadResume(flooder, `slow-${index}.pdf`, slow)));
    // The flood reaches the server first.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    const otherAnswer = await Promise.race([
      uploadResume(other, 'resume.pdf', A_RESUME),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
    ]);
    expect({ status: otherAnswer?.statusCode, withinFiveSeconds: Date.now() - started < 5_000 }).toEqual({ status: 201, withinFiveSeconds: true });

    const answers = await floodAnswers;
    // One read at a time and four waiting; the other five told to come back.
    const refusedForLater = answers.filter((answer) => answer.statusCode === 429);
    expect(refusedForLater).toHaveLength(5);
    for (const answer of refusedForLater) {
      expect({ retryAfter: answer.headers['retry-after'], error: answer.json().error }).toEqual({
        retryAfter: '5',
        error: 'Your earlier uploads are still being read; try again in 5 seconds.',
      });
    }
  }, 120_000);

  it('refuses a PDF of 30 MB of drawing operators in under a second, before any worker reads it', async () => {
    const user = await newUser();
    const slow = slowPdf(30);
    const started = Date.now();
    const answer = await uploadResume(user, 'drawing.pdf', slow);
    expect({ status: answer.statusCode, error: answer.json().error, fast: Date.now() - started < 1_000 }).toEqual({
      status: 422,
      error: 'The PDF holds far more drawing than a resume; export it again as a simpler PDF or paste the text instead.',
      fast: true,
    });
  });
});

describe('an upload over the size limit', () => {
  it('is answered 413 over a real connection, whatever the excess, and nothing is stored', async () => {
    const user = await newUser();
    const { port } = api.app.server.address() as AddressInfo;
    const token = await api.identity.accessToken({ sub: user.sub });
    const before = storedFiles().length;
    for (const excess of [1, 17, 4096, 65_537]) {
      for (const extension of ['pdf', 'json']) {
        const bytes = Buffer.alloc(RESUME_LIMITS.uploadBytes + excess, 0x20);
        Buffer.from(extension === 'pdf' ? '%PDF-1.4\n' : `{"basics":{"name":"Over ${excess}"}}`).copy(bytes);
        if (extension === 'pdf') Buffer.from('\n%%EOF\n').copy(bytes, bytes.length - 7);
        const form = new FormData();
        form.append('file', new Blob([bytes]), `over-${excess}.${extension}`);
        const response = await fetch(`http://127.0.0.1:${port}/api/resumes/upload/`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
        expect({ excess, extension, status: response.status, body: await response.json() }).toEqual({
          excess,
          extension,
          status: 413,
          body: { error: 'The file is larger than 10 MB.', request_id: expect.any(String) },
        });
      }
    }
    expect({ resumes: await resumesOf(user), storedFiles: storedFiles().length }).toEqual({ resumes: [], storedFiles: before });
  }, 60_000);
});

describe('a malformed multipart upload', () => {
  const malformed = 'The upload is not a well-formed multipart form; choose the file and send it again.';

  it.each([
    ['without a boundary', 'multipart/form-data', 'file'],
    ['ending in the middle of the file', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 half a file`],
  ])('%s is answered 400 with a message', async (_case, contentType, body) => {
    const user = await newUser();
    const answer = await rawMultipart(user, contentType, body);
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 400, body: { error: malformed, request_id: expect.any(String) } });
  });

  it('with more parts than an upload has is answered 413 with a message', async () => {
    const user = await newUser();
    const parts = Array.from({ length: 10 }, (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`).join('');
    const answer = await rawMultipart(user, `multipart/form-data; boundary=${BOUNDARY}`, `${parts}--${BOUNDARY}--\r\n`);
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 413, body: { error: 'The form holds more parts than an upload of one file.', request_id: expect.any(String) } });
  });
});

describe('a NUL character in a text field', () => {
  const refused = (field: string) => ({ status: 400, body: { error: `${field} contains characters that are not allowed.`, request_id: expect.any(String) } });

  it(`is refused with 400 in a JSON body, nested or not, and nothing is written (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const user = await newUser();
    const skill = await user.request('POST', '/api/resumes/skills/submit', { skill: 'Type\u0000Script' });
    expect({ status: skill.statusCode, body: skill.json() }).toEqual(refused('skill'));
    const pasted = await user.request('POST', '/api/resumes/parse-text', { text: 'Jane Doe\u0000\nEXPERIENCE' });
    expect({ status: pasted.statusCode, body: pasted.json() }).toEqual(refused('text'));
    const career = await user.request('POST', '/api/resumes/history/submit', {
      position: 'Backend Engineer',
      company: 'Acme Corp',
      startDate: '2019-03-01',
      endDate: '2022-06-30',
      description: 'Built the billing platform.',
      accomplishments: ['Cut invoice run time by 80%', 'Led the move to \u0000PostgreSQL'],
    });
    expect({ status: career.statusCode, body: career.json() }).toEqual(refused('accomplishments.1'));
    const written = {
      skills: (await user.request('GET', '/api/resumes/skills/')).json(),
      resumes: await resumesOf(user),
      career: (await user.request('GET', '/api/resumes/history/')).json().career,
    };
    expect(written).toEqual({ skills: { skills: [] }, resumes: [], career: [] });
  });

  it('is refused with 400 in a query parameter', async () => {
    const user = await newUser();
    const answer = await user.request('GET', '/api/get-user-settings?user_id=a%00b');
    expect({ status: answer.statusCode, body: answer.json() }).toEqual(refused('Query parameter user_id'));
  });

  it("is refused with 400 in an upload's file name and stores nothing", async () => {
    const user = await newUser();
    const answer = await uploadResume(user, 'resume\u0000.json', '{"basics":{"name":"Jane Doe"}}');
    expect({ status: answer.statusCode, body: answer.json(), resumes: await resumesOf(user) }).toEqual({ ...refused('The file name'), resumes: [] });
  });
});
