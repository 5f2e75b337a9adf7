import { startTestApi, type TestApi, type TestUser } from './support/api';
import { LIST_ROWS, type ListRows } from './support/list-rows';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|formatted-search-user-${++userCount}`);
const formatted = LIST_ROWS.find((list) => list.key === 'formatted_resumes') as ListRows;
const PATH = '/api/resumes/getFormatted/';

interface Listed {
  id: number;
  label: string;
}
interface PageBody {
  formatted_resumes: Listed[];
  next_cursor: string | null;
  total: number;
}

async function whole(user: TestUser): Promise<Listed[]> {
  const response = await user.request('GET', PATH);
  expect(response.statusCode).toBe(200);
  return response.json().formatted_resumes;
}

async function page(user: TestUser, query: string): Promise<PageBody> {
  const response = await user.request('GET', `${PATH}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const idsOf = (body: PageBody) => body.formatted_resumes.map((file) => file.id);
const search = (q: string, paging = 'limit=200') => `${paging}&q=${encodeURIComponent(q)}`;

/** The ids of the whole list whose label contains `text` ignoring case, in the list's order. */
const containing = (all: readonly Listed[], text: string) => all.filter((file) => file.label.toLowerCase().includes(text.toLowerCase())).map((file) => file.id);

/** 30 files labelled 'Resume n (pdf)', newest first. */
async function userWithFiles(): Promise<{ user: TestUser; all: Listed[] }> {
  const user = await newUser();
  await formatted.insert(api.database.db, user.userId, 0, 30);
  return { user, all: await whole(user) };
}

/** Gives the files of `user` listed at these positions of the whole list their own labels. */
async function relabel(user: TestUser, labels: Record<number, string>): Promise<Listed[]> {
  const all = await whole(user);
  for (const [position, label] of Object.entries(labels)) {
    await api.database.db.updateTable('formatted_resumes').set({ label }).where('id', '=', (all[Number(position)] as Listed).id).execute();
  }
  return whole(user);
}

describe('searching the formatted resumes', () => {
  it('keeps the files whose label contains q, ignoring case, newest first, with their total', async () => {
    const { user, all } = await userWithFiles();
    for (const q of ['resume 1', 'RESUME 2', '(PDF)', '9 (p', 'resume 29 (pdf)']) {
      const expected = containing(all, q);
      expect(expected.length).toBeGreaterThan(0);
      const body = await page(user, search(q));
      expect({ q, ids: idsOf(body), total: body.total, next: body.next_cursor }).toEqual({ q, ids: expected, total: expected.length, next: null });
    }
    expect(await page(user, search('cover letter'))).toEqual({ formatted_resumes: [], next_cursor: null, total: 0 });
  });

  it('answers every file for a blank q, as without one', async () => {
    const { user, all } = await userWithFiles();
    for (const q of ['', '   ']) {
      const body = await page(user, search(q));
      expect({ q, ids: idsOf(body), total: body.total }).toEqual({ q, ids: all.map((file) => file.id), total: all.length });
    }
  });

  it('matches %, _ and \\ as themselves', async () => {
    const { user } = await userWithFiles();
    const all = await relabel(user, {
      2: 'Data_Engineer at 100% Corp — PDF',
      5: 'DataXEngineer at 1000 Corp — PDF',
      8: 'Ops at C:\\Corp — PDF',
      11: 'Ops at C:Corp — PDF',
    });
    const labelOf = (id: number) => all.find((file) => file.id === id)?.label;
    for (const [q, labels] of [
      ['data_engineer', ['Data_Engineer at 100% Corp — PDF']],
      ['100%', ['Data_Engineer at 100% Corp — PDF']],
      ['%', ['Data_Engineer at 100% Corp — PDF']],
      ['_', ['Data_Engineer at 100% Corp — PDF']],
      ['c:\\corp', ['Ops at C:\\Corp — PDF']],
      ['\\', ['Ops at C:\\Corp — PDF']],
    ] as const) {
      const body = await page(user, search(q));
      expect({ q, labels: idsOf(body).map(labelOf), total: body.total }).toEqual({ q, labels, total: labels.length });
    }
  });

  it('pages through the matching files by cursor and by number, each once, the total on each page', async () => {
    const { user, all } = await userWithFiles();
    const q = 'resume 1';
    const expected = containing(all, q);
    expect(expected.length).toBeGreaterThan(6);
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const body: PageBody = await page(user, search(q, `limit=3${cursor ? `&cursor=${cursor}` : ''}`));
      expect(body.total).toBe(expected.length);
      walked.push(...idsOf(body));
      cursor = body.next_cursor;
    } while (cursor);
    expect(walked).toEqual(expected);
    for (let offset = 0; offset <= expected.length; offset += 1) {
      const body = await page(user, search(q, `limit=3&offset=${offset}`));
      expect({ offset, ids: idsOf(body), total: body.total }).toEqual({ offset, ids: expected.slice(offset, offset + 3), total: expected.length });
    }
  });

  it('never finds another user’s files', async () => {
    const owner = await userWithFiles();
    const other = await userWithFiles();
    const body = await page(other.user, search('resume'));
    expect(idsOf(body)).toEqual(other.all.map((file) => file.id));
    expect(idsOf(body).filter((id) => owner.all.some((file) => file.id === id))).toEqual([]);
    expect(body.total).toBe(30);
  });

  it('refuses a q longer than 200 characters, and a q without limit', async () => {
    const user = await newUser();
    const long = await user.request('GET', `${PATH}?limit=10&q=${'a'.repeat(201)}`);
    expect([long.statusCode, long.json().error]).toEqual([400, 'q: Must be at most 200 characters.']);
    const withoutLimit = await user.request('GET', `${PATH}?q=resume`);
    expect([withoutLimit.statusCode, withoutLimit.json().error]).toEqual([400, 'limit: limit is required with q.']);
  });
});
