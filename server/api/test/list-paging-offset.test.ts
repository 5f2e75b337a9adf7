import { CURSOR_WITH_OFFSET_MESSAGE } from '@careerforge/contract';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { LIST_ROWS, type ListRows } from './support/list-rows';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|offset-user-${++userCount}`);

type Item = Record<string, unknown>;
interface PageBody {
  next_cursor: string | null;
  total: number;
  [key: string]: unknown;
}

const SEEDED = 11;

async function page(user: TestUser, list: ListRows, query: string): Promise<PageBody> {
  const response = await user.request('GET', `${list.path}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function idsOf(user: TestUser, list: ListRows, query: string): Promise<number[]> {
  return ((await page(user, list, query))[list.key] as Item[]).map(list.idOf);
}

describe.each(LIST_ROWS)('numbered pages of the $name list ($path)', (list) => {
  it('answers page N as the rows after the first (N - 1) × limit of the order, the total on each', async () => {
    const user = await newUser();
    await list.insert(api.database.db, user.userId, 0, SEEDED);
    const all = await idsOf(user, list, 'limit=200');
    expect(all).toHaveLength(SEEDED);

    const pages = [0, 4, 8].map((offset) => page(user, list, `limit=4&offset=${offset}`));
    const answered = await Promise.all(pages);
    expect(answered.map((body) => (body[list.key] as Item[]).map(list.idOf))).toEqual([all.slice(0, 4), all.slice(4, 8), all.slice(8)]);
    expect(answered.map((body) => body.total)).toEqual([SEEDED, SEEDED, SEEDED]);
    // The cursor of a numbered page continues where it ends, as a cursor page's does.
    expect(answered.map((body) => body.next_cursor === null)).toEqual([false, false, true]);
    expect(await idsOf(user, list, `limit=4&cursor=${answered[0]?.next_cursor}`)).toEqual(all.slice(4, 8));
  });

  it('answers every offset with the same rows whether read from the top or, past half the list, from its end', async () => {
    const user = await newUser();
    await list.insert(api.database.db, user.userId, 0, SEEDED);
    const all = await idsOf(user, list, 'limit=200');
    for (let offset = 0; offset <= SEEDED; offset += 1) {
      const body = await page(user, list, `limit=3&offset=${offset}`);
      expect([offset, (body[list.key] as Item[]).map(list.idOf), body.next_cursor === null]).toEqual([offset, all.slice(offset, offset + 3), offset + 3 >= SEEDED]);
    }
    const deep = await page(user, list, 'limit=3&offset=7');
    expect(await idsOf(user, list, `limit=3&cursor=${deep.next_cursor}`)).toEqual(all.slice(10));
  });

  it('answers an offset past the end with no rows and the total', async () => {
    const user = await newUser();
    await list.insert(api.database.db, user.userId, 0, 3);
    expect(await page(user, list, 'limit=5&offset=3')).toEqual({ [list.key]: [], next_cursor: null, total: 3 });
  });

  it('refuses a cursor with an offset, and an offset that is not a whole number from 0', async () => {
    const user = await newUser();
    await list.insert(api.database.db, user.userId, 0, 3);
    const { next_cursor: cursor } = await page(user, list, 'limit=1');
    const both = await user.request('GET', `${list.path}?limit=1&offset=1&cursor=${cursor}`);
    expect([both.statusCode, both.json().error]).toEqual([400, CURSOR_WITH_OFFSET_MESSAGE]);
    for (const offset of ['-1', '1.5', 'abc']) {
      const response = await user.request('GET', `${list.path}?limit=1&offset=${offset}`);
      expect([offset, response.statusCode, response.json().error]).toEqual([offset, 400, 'offset: Must be a whole number from 0.']);
    }
    const withoutLimit = await user.request('GET', `${list.path}?offset=2`);
    expect([withoutLimit.statusCode, withoutLimit.json().error]).toEqual([400, 'limit: limit is required with offset.']);
  });
});

describe('numbered pages of a searched list', () => {
  it('number the pages of the jobs matching q in the order asked for', async () => {
    const jobs = LIST_ROWS.find((list) => list.key === 'jobs') as ListRows;
    const user = await newUser();
    await jobs.insert(api.database.db, user.userId, 0, 12);
    const matching = await idsOf(user, jobs, 'limit=200&q=engineer%201&sort=oldest');
    expect(matching.length).toBeGreaterThan(2);
    expect(await idsOf(user, jobs, 'limit=2&offset=2&q=engineer%201&sort=oldest')).toEqual(matching.slice(2, 4));
    expect((await page(user, jobs, 'limit=2&offset=2&q=engineer%201&sort=oldest')).total).toBe(matching.length);
  });
});
