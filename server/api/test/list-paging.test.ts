import { INVALID_CURSOR_MESSAGE } from '@careerforge/contract';
import { encodeCursor } from '../src/lib/paging';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData, SEEKER } from './support/career-data';
import { generatedContent, LIST_ROWS, type ListRows } from './support/list-rows';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|paging-user-${++userCount}`);

type Item = Record<string, unknown>;
interface PageBody {
  next_cursor: string | null;
  total: number;
  [key: string]: unknown;
}

const SEEDED = 23;

async function wholeList(user: TestUser, list: ListRows): Promise<Item[]> {
  const response = await user.request('GET', list.path);
  expect(response.statusCode).toBe(200);
  const body: unknown = response.json();
  return (Array.isArray(body) ? body : (body as Record<string, Item[]>)[list.key]) as Item[];
}

async function page(user: TestUser, list: ListRows, query: string): Promise<PageBody> {
  const response = await user.request('GET', `${list.path}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every page from the first, calling `between` after each; the ids in the order the pages gave them. */
async function walk(user: TestUser, list: ListRows, query: string, between: (pageIndex: number, body: PageBody) => Promise<void> = async () => {}) {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pageIndex = 0;
  do {
    const body: PageBody = await page(user, list, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...(body[list.key] as Item[]).map(list.idOf));
    await between(pageIndex, body);
    cursor = body.next_cursor;
    pageIndex += 1;
  } while (cursor);
  return ids;
}

describe.each(LIST_ROWS)('the $name list ($path)', (list) => {
  it('answers without limit exactly as before: the whole list under its key, no cursor or total', async () => {
    const user = await newUser();
    await list.insert(api.database.db, user.userId, 0, SEEDED);
    const body: unknown = (await user.request('GET', list.path)).json();
    if (list.key === 'resumes') expect(Array.isArray(body)).toBe(true);
    else expect(Object.keys(body as object)).toEqual([list.key]);
    expect(await wholeList(user, list)).toHaveLength(SEEDED);
  });

  it('walks every row once in the list’s order while rows are added between pages, with none of another user’s', async () => {
    const user = await newUser();
    const other = await newUser();
    await list.insert(api.database.db, user.userId, 0, SEEDED);
    await list.insert(api.database.db, other.userId, 0, 5);
    const before = (await wholeList(user, list)).map(list.idOf);
    const othersIds = new Set((await wholeList(other, list)).map(list.idOf));

    const walked = await walk(user, list, 'limit=5', async (pageIndex, body) => {
      // The total counts the rows there are when the page is read: one more after each page.
      expect(body.total).toBe(SEEDED + pageIndex);
      await list.insert(api.database.db, user.userId, 100 + pageIndex, 1);
    });

    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((id) => before.includes(id))).toEqual(before);
    expect(walked.filter((id) => othersIds.has(id))).toEqual([]);
    // Rows added during the walk fall where the order puts them, in the whole list as in the pages.
    const after = (await wholeList(user, list)).map(list.idOf);
    expect(after.filter((id) => walked.includes(id))).toEqual(walked);
  });

  it('ends with a null cursor, and a page past a short list is the list', async () => {
    const user = await newUser();
    await list.insert(api.database.db, user.userId, 0, 3);
    const body = await page(user, list, 'limit=200');
    expect(body.next_cursor).toBeNull();
    expect(body.total).toBe(3);
    expect((body[list.key] as Item[]).map(list.idOf)).toEqual((await wholeList(user, list)).map(list.idOf));
  });

  it.each(['0', '201', 'abc', '1.5', ''])('refuses limit=%s with 400 naming limit', async (limit) => {
    const user = await newUser();
    const response = await user.request('GET', `${list.path}?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('limit: Must be a whole number from 1 to 200.');
  });

  it('refuses a cursor it did not write with 400 Invalid cursor.', async () => {
    const user = await newUser();
    await list.insert(api.database.db, user.userId, 0, 4);
    const { next_cursor: cursor } = await page(user, list, 'limit=2');
    if (!cursor) throw new Error('Expected a second page.');
    const tampered = [
      `x${cursor.slice(1)}`,
      `${cursor}A`,
      'not-a-cursor',
      encodeCursor('another order', [1]),
      Buffer.from(JSON.stringify({ order: 'newest', key: ['2025-01-01T00:00:00.000Z', -1] })).toString('base64url'),
      Buffer.from('{"order":').toString('base64url'),
    ];
    for (const value of tampered) {
      const response = await user.request('GET', `${list.path}?limit=2&cursor=${encodeURIComponent(value)}`);
      expect({ value, status: response.statusCode, body: response.json() }).toEqual({ value, status: 400, body: { error: INVALID_CURSOR_MESSAGE, request_id: expect.any(String) } });
    }
  });

  it('refuses a cursor without limit', async () => {
    const user = await newUser();
    const response = await user.request('GET', `${list.path}?cursor=abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('limit: limit is required with cursor.');
  });
});

const jobs = LIST_ROWS.find((list) => list.key === 'jobs') as ListRows;
const generated = LIST_ROWS.find((list) => list.key === 'generated_resume') as ListRows;

describe('searching and sorting the jobs', () => {
  it('keeps the jobs containing q in their title, company or text, ignoring case, newest or oldest first', async () => {
    const user = await newUser();
    await seedTwelve(jobs, user);
    const all = await wholeList(user, jobs);
    // As the jobs screen filters: the title, company or text contains the search, ignoring case.
    const matching = all.filter((job) => ['job_title', 'company', 'text'].some((field) => String(job[field] ?? '').toLowerCase().includes('engineer 1')));
    expect(matching.length).toBeGreaterThan(1);

    const newest = await walk(user, jobs, 'limit=4&q=ENGINEER%201');
    expect(newest).toEqual(matching.map(jobs.idOf));
    expect((await page(user, jobs, 'limit=4&q=ENGINEER%201')).total).toBe(matching.length);
    expect(await walk(user, jobs, 'limit=4&q=engineer%201&sort=oldest')).toEqual([...newest].reverse());
    expect(await walk(user, jobs, 'limit=3&sort=oldest')).toEqual(all.map(jobs.idOf).reverse());
  });

  it('matches % and _ as themselves', async () => {
    const user = await newUser();
    await seedTwelve(jobs, user);
    expect((await page(user, jobs, 'limit=10&q=%25')).total).toBe(0);
    expect((await page(user, jobs, 'limit=10&q=_')).total).toBe(0);
  });

  it('refuses a sort the screen does not offer, and a cursor of the other order', async () => {
    const user = await newUser();
    await seedTwelve(jobs, user);
    const wrongSort = await user.request('GET', `${jobs.path}?limit=5&sort=title`);
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().error).toBe('sort: Must be one of newest, oldest.');
    const { next_cursor: cursor } = await page(user, jobs, 'limit=5&sort=oldest');
    const crossed = await user.request('GET', `${jobs.path}?limit=5&sort=newest&cursor=${cursor}`);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error).toBe(INVALID_CURSOR_MESSAGE);
  });
});

describe('a page of generated resumes', () => {
  it('carries what the list shows, not the whole resume', async () => {
    const user = await newUser();
    await generated.insert(api.database.db, user.userId, 7, 1);
    const body = await page(user, generated, 'limit=1');
    expect(body.generated_resume).toEqual([
      {
        id: expect.any(Number),
        name: 'Resume 7',
        created_at: expect.any(String),
        edited_at: null,
        job_id: expect.any(Number),
        job_title: 'Anchor job',
        company: 'Anchor',
        score: 72,
        skills: ['Python', 'SQL', 'Airflow', 'Spark', 'Kafka'],
        skill_count: 12,
        role_count: 4,
        degree_count: 1,
      },
    ]);
  });

  it('keeps a page of 200 within 200 KB', async () => {
    const user = await newUser();
    await generated.insert(api.database.db, user.userId, 0, 200);
    const response = await user.request('GET', `${generated.path}?limit=200`);
    expect(response.json().generated_resume).toHaveLength(200);
    expect(response.rawPayload.length).toBeLessThanOrEqual(200 * 1024);
  });

  it('lists a resume the API generated under its name, found by searching it', async () => {
    const user = await newUser();
    const resumeId = await generateCompleted(user, await seedCareerData(user));
    // 'ŁUCJA': the search ignores case beyond ASCII on both engines.
    const body = await page(user, generated, 'limit=10&q=%C5%81UCJA');
    expect(body.total).toBe(1);
    expect(body.generated_resume).toEqual([expect.objectContaining({ id: resumeId, name: SEEKER.profile.name, role_count: expect.any(Number) })]);
  });

  it('searches by name, also once the user renames a resume', async () => {
    const user = await newUser();
    await generated.insert(api.database.db, user.userId, 0, 12);
    const names = async (query: string) => ((await page(user, generated, `limit=50&${query}`)).generated_resume as Item[]).map((item) => item.name);
    expect(await names('q=resume%201')).toEqual(['Resume 11', 'Resume 10', 'Resume 1']);
    expect(await names('q=RESUME%201&sort=oldest')).toEqual(['Resume 1', 'Resume 10', 'Resume 11']);

    const [renamed] = (await page(user, generated, 'limit=1&q=resume%205')).generated_resume as Item[];
    const edit = await user.request('PUT', `/api/resumes/generated/${String(renamed?.id)}/`, {
      generated_resume: { ...generatedContent(5), name: 'Grace Hopper' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await names('q=hopper')).toEqual(['Grace Hopper']);
    expect(await names('q=resume%205')).toEqual([]);
  });
});

/** Twelve jobs for the search tests. */
function seedTwelve(rows: ListRows, user: TestUser): Promise<void> {
  return rows.insert(api.database.db, user.userId, 0, 12);
}

describe('the API description', () => {
  it('lists the page parameters of a list', async () => {
    const document = (await api.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameters = (document.paths['/api/jobs/history/'].get.parameters as { name: string; in: string }[])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    expect(parameters.sort()).toEqual(['cursor', 'limit', 'offset', 'q', 'sort']);
  });
});
