import { APPLICATION_STAGES, applicationStageOf, type Application, type ApplicationStage } from '@careerforge/contract';
import { CompiledQuery, createQueryId, sql, type KyselyPlugin } from 'kysely';
import { getApplicationsPage } from '../src/modules/applications/service';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { LIST_ROWS, type ListRows } from './support/list-rows';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|application-filters-user-${++userCount}`);
const applications = LIST_ROWS.find((list) => list.key === 'applications') as ListRows;
const PATH = '/api/user/get-application/';

interface PageBody {
  applications: Application[];
  next_cursor: string | null;
  total: number;
}

interface Filters {
  stage?: ApplicationStage;
  applied_from?: string;
  applied_to?: string;
}

/**
 * 150 applications two an hour from 2025-01-01T00:00Z (days 1 to 4 of January), each stage in turn,
 * with a few rows moved to the edges of 2 January and a few holding the old status 'Interviewing',
 * which an API of before the stages still writes while a newer one migrates.
 */
async function seededUser(): Promise<TestUser> {
  const user = await newUser();
  await applications.insert(api.database.db, user.userId, 0, 150);
  const ids = (await whole(user)).map((application) => application.id).sort((a, b) => a - b);
  const moveTo = async (index: number, change: { applied_at?: string; status?: string }) => {
    await api.database.db.updateTable('job_applications').set(change).where('id', '=', ids[index] as number).execute();
  };
  await moveTo(10, { applied_at: '2025-01-01T23:59:59.999Z' });
  await moveTo(11, { applied_at: '2025-01-02T00:00:00.000Z' });
  await moveTo(12, { applied_at: '2025-01-02T23:59:59.999Z' });
  await moveTo(13, { applied_at: '2025-01-03T00:00:00.000Z' });
  for (const index of [3, 30, 57, 120]) await moveTo(index, { status: 'Interviewing' });
  return user;
}

async function whole(user: TestUser): Promise<Application[]> {
  const response = await user.request('GET', PATH);
  expect(response.statusCode).toBe(200);
  return response.json().applications;
}

/** What the views keep of the whole list (mfe-jobs' applicationFilters): the stage as shown, the UTC day of applied_at. */
function kept(all: readonly Application[], filters: Filters): number[] {
  return all
    .filter((application) => filters.stage === undefined || applicationStageOf(application.status) === filters.stage)
    .filter((application) => filters.applied_from === undefined || application.applied_at.slice(0, 10) >= filters.applied_from)
    .filter((application) => filters.applied_to === undefined || application.applied_at.slice(0, 10) <= filters.applied_to)
    .map((application) => application.id);
}

function query(filters: Filters, paging: string): string {
  return `${PATH}?${new URLSearchParams({ ...filters }).toString()}&${paging}`;
}

async function page(user: TestUser, filters: Filters, paging: string): Promise<PageBody> {
  const response = await user.request('GET', query(filters, paging));
  expect(response.statusCode).toBe(200);
  return response.json();
}

const idsOf = (body: PageBody) => body.applications.map((application) => application.id);

/** Every page by cursor from the first: the ids in the order given, and each page's total. */
async function walk(user: TestUser, filters: Filters, limit: number, firstCursor?: string): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let cursor = firstCursor ?? null;
  do {
    const body: PageBody = await page(user, filters, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...idsOf(body));
    totals.push(body.total);
    cursor = body.next_cursor;
  } while (cursor);
  return { ids, totals };
}

const COMBINATIONS: Filters[] = [
  { applied_from: '2025-01-02' },
  { applied_to: '2025-01-02' },
  { applied_from: '2025-01-02', applied_to: '2025-01-02' },
  { applied_from: '2025-01-02', applied_to: '2025-01-03' },
  { stage: 'Interview', applied_from: '2025-01-02' },
  { stage: 'Applied', applied_to: '2025-01-02' },
  { stage: 'Saved', applied_from: '2025-01-02', applied_to: '2025-01-03' },
  { stage: 'Ghosted', applied_from: '2025-01-04', applied_to: '2025-01-04' },
];

describe('the applications page narrowed as My Applications narrows it', () => {
  it('keeps one stage as the views show it, the old status Interviewing in Interview, with its total', async () => {
    const user = await seededUser();
    const all = await whole(user);
    expect(all.filter((application) => application.status === 'Interviewing')).toHaveLength(4);
    for (const stage of APPLICATION_STAGES) {
      const expected = kept(all, { stage });
      expect(expected.length).toBeGreaterThan(0);
      const body = await page(user, { stage }, 'limit=200');
      expect({ stage, ids: idsOf(body), total: body.total, next: body.next_cursor }).toEqual({ stage, ids: expected, total: expected.length, next: null });
    }
    const interview = await page(user, { stage: 'Interview' }, 'limit=200');
    expect(new Set(interview.applications.map((application) => application.status))).toEqual(new Set(['Interview', 'Interviewing']));
  });

  it('keeps the applications made from one UTC day to another, both days whole, and the two filters together', async () => {
    const user = await seededUser();
    const all = await whole(user);
    const secondOfJanuary = await page(user, { applied_from: '2025-01-02', applied_to: '2025-01-02' }, 'limit=200');
    const times = secondOfJanuary.applications.map((application) => application.applied_at);
    expect(times).toContain('2025-01-02T00:00:00.000Z');
    expect(times).toContain('2025-01-02T23:59:59.999Z');
    expect(times.every((time) => time.startsWith('2025-01-02T'))).toBe(true);
    expect(secondOfJanuary.total).toBe(all.filter((application) => application.applied_at.startsWith('2025-01-02T')).length);
    for (const filters of COMBINATIONS) {
      const expected = kept(all, filters);
      const body = await page(user, filters, 'limit=200');
      expect({ filters, ids: idsOf(body), total: body.total }).toEqual({ filters, ids: expected, total: expected.length });
    }
    expect(await page(user, { applied_from: '2025-01-03', applied_to: '2025-01-02' }, 'limit=10')).toEqual({ applications: [], next_cursor: null, total: 0 });
    expect(await page(user, { applied_from: '2026-01-01' }, 'limit=10')).toEqual({ applications: [], next_cursor: null, total: 0 });
  });

  it('walks a narrowed list by cursor and by numbered pages, from the top and from the end, each row once', async () => {
    const user = await seededUser();
    const all = await whole(user);
    for (const filters of [{ stage: 'Interview' }, { applied_from: '2025-01-02', applied_to: '2025-01-03' }, { stage: 'Offer', applied_to: '2025-01-03' }] satisfies Filters[]) {
      const expected = kept(all, filters);
      const walked = await walk(user, filters, 4);
      expect({ filters, ids: walked.ids }).toEqual({ filters, ids: expected });
      expect(new Set(walked.totals)).toEqual(new Set([expected.length]));
      // Every numbered page, those past the middle read from the end of the narrowed list.
      for (let offset = 0; offset <= expected.length; offset += 1) {
        const body = await page(user, filters, `limit=3&offset=${offset}`);
        expect({ filters, offset, ids: idsOf(body), total: body.total, last: body.next_cursor === null }).toEqual({
          filters,
          offset,
          ids: expected.slice(offset, offset + 3),
          total: expected.length,
          last: offset + 3 >= expected.length,
        });
      }
      // A deep numbered page's cursor continues the narrowed list.
      const deep = await page(user, filters, `limit=3&offset=${expected.length - 5}`);
      expect(idsOf(await page(user, filters, `limit=3&cursor=${deep.next_cursor}`))).toEqual(expected.slice(-2));
    }
  });

  it('walks a narrowed list while applications are added, each older row once', async () => {
    const user = await seededUser();
    const filters: Filters = { stage: 'Screening' };
    const before = kept(await whole(user), filters);
    const first = await page(user, filters, 'limit=5');
    // Newer than every row: a page after the first never shows them, but counts them.
    await applications.insert(api.database.db, user.userId, 1000, 18);
    const after = kept(await whole(user), filters);
    expect(after.length).toBeGreaterThan(before.length);
    const rest = await walk(user, filters, 5, first.next_cursor ?? undefined);
    expect([...idsOf(first), ...rest.ids]).toEqual(before);
    expect(new Set(rest.totals)).toEqual(new Set([after.length]));
  });

  it('continues a cursor written under other filters after its row, with only the rows the filters sent keep', async () => {
    const user = await seededUser();
    const all = await whole(user);
    const unfiltered = await page(user, {}, 'limit=20');
    const cursorRow = all.findIndex((application) => application.id === idsOf(unfiltered).at(-1));
    const stageFilter: Filters = { stage: 'Rejected' };
    expect((await walk(user, stageFilter, 3, unfiltered.next_cursor ?? undefined)).ids).toEqual(kept(all.slice(cursorRow + 1), stageFilter));

    const ofOffers = await page(user, { stage: 'Offer' }, 'limit=4');
    const offerRow = all.findIndex((application) => application.id === idsOf(ofOffers).at(-1));
    const rangeFilter: Filters = { applied_from: '2025-01-01', applied_to: '2025-01-02' };
    expect((await walk(user, rangeFilter, 7, ofOffers.next_cursor ?? undefined)).ids).toEqual(kept(all.slice(offerRow + 1), rangeFilter));
  });

  it('never shows another user’s applications, nor counts them', async () => {
    const owner = await seededUser();
    const other = await seededUser();
    const ownerIds = new Set((await whole(owner)).map((application) => application.id));
    const ownAll = await whole(other);
    for (const filters of [{ stage: 'Interview' }, { applied_from: '2025-01-01', applied_to: '2025-01-04' }, ...COMBINATIONS] satisfies Filters[]) {
      const walked = await walk(other, filters, 50);
      expect(walked.ids.filter((id) => ownerIds.has(id))).toEqual([]);
      expect({ filters, ids: walked.ids, total: walked.totals[0] }).toEqual({ filters, ids: kept(ownAll, filters), total: kept(ownAll, filters).length });
    }
  });

  it.each([
    ['stage=Interviewing', `stage: stage must be one of ${APPLICATION_STAGES.join(', ')}.`],
    ['stage=interview', `stage: stage must be one of ${APPLICATION_STAGES.join(', ')}.`],
    ['applied_from=2025-1-05', 'applied_from: applied_from must be a date (yyyy-mm-dd).'],
    ['applied_from=2025-01-05T00:00:00Z', 'applied_from: applied_from must be a date (yyyy-mm-dd).'],
    ['applied_to=2025-02-30', 'applied_to: applied_to is not a real date.'],
    ['applied_to=2025-13-45', 'applied_to: applied_to is not a real date.'],
    ['applied_to=', 'applied_to: applied_to must be a date (yyyy-mm-dd).'],
  ])('refuses %s with 400 and the contract’s message', async (filter, message) => {
    const user = await newUser();
    const response = await user.request('GET', `${PATH}?limit=10&${filter}`);
    expect([response.statusCode, response.json().error]).toEqual([400, message]);
  });

  it('refuses a filter without limit, as it refuses a cursor without one', async () => {
    const user = await newUser();
    const response = await user.request('GET', `${PATH}?stage=Offer`);
    expect([response.statusCode, response.json().error]).toEqual([400, 'limit: limit is required with stage.']);
  });
});

describe('the stage index (migration 0019)', () => {
  it('serves a stage’s page from the cursor on, in the list’s order, without sorting', async () => {
    const user = await seededUser();
    const statements: CompiledQuery[] = [];
    const recording: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements.push(api.database.db.getExecutor().compileQuery(node, createQueryId()));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const first = await page(user, { stage: 'Interview' }, 'limit=3');
    await getApplicationsPage(api.database.db.withPlugin(recording), user.userId, { limit: 3, stage: 'Interview', cursor: first.next_cursor ?? undefined });
    const pageStatement = statements.find((statement) => /order by/i.test(statement.sql) && /\blimit\b/i.test(statement.sql));
    if (!pageStatement) throw new Error('No page statement ran.');
    const plan = await api.database.db.transaction().execute(async (trx) => {
      if (api.database.engine === 'postgres') {
        // A test's few rows fit a page or two, which PostgreSQL would rather read whole and sort.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_sort = off`.execute(trx);
      }
      const explain = api.database.engine === 'postgres' ? 'explain ' : 'explain query plan ';
      const answer = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`${explain}${pageStatement.sql}`, [...pageStatement.parameters]));
      return answer.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
    });
    expect(plan).toContain('job_applications_user_id_stage_applied_at_id_index');
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key: job_applications/i);
  });
});
