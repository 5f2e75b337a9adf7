import { CAREER_LIMITS } from '@careerforge/contract';
import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A new user for each test, so tests never see each other's records. */
const newUser = () => api.signIn(`auth0|career-user-${++userCount}`);

const careerBody = (overrides: Record<string, unknown> = {}) => ({
  position: 'Backend Engineer',
  company: 'Acme Corp',
  startDate: '2019-03-01',
  endDate: '2022-06-30',
  description: 'Built the billing platform.',
  accomplishments: ['Cut invoice run time by 80%', 'Led the move to PostgreSQL'],
  ...overrides,
});

const list = async (user: TestUser) => (await user.request('GET', '/api/resumes/history/')).json().career;
const submit = (user: TestUser, body: unknown) => user.request('POST', '/api/resumes/history/submit', body);
const update = (user: TestUser, id: number | string, body: unknown) => user.request('POST', `/api/resumes/history/${id}`, body);
const remove = (user: TestUser, id: number | string) => user.request('DELETE', `/api/resumes/history/delete/${id}`);

async function addRecord(user: TestUser, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await submit(user, careerBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().record.id;
}

describe('career history', () => {
  it('starts empty on both reads', async () => {
    const user = await newUser();
    for (const url of ['/api/resumes/history/', '/api/resumes/getCareer/']) {
      const response = await user.request('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ career: [] });
    }
  });

  it('adds a record with 201, trimmed, dropping blank achievements', async () => {
    const user = await newUser();
    const response = await submit(
      user,
      careerBody({
        position: '  Backend Engineer ',
        accomplishments: [' Cut invoice run time by 80% ', '   ', 'Led the move to PostgreSQL'],
      }),
    );
    expect(response.statusCode).toBe(201);
    const record = {
      id: expect.any(Number),
      position: 'Backend Engineer',
      company: 'Acme Corp',
      startDate: '2019-03-01',
      endDate: '2022-06-30',
      description: 'Built the billing platform.',
      accomplishments: ['Cut invoice run time by 80%', 'Led the move to PostgreSQL'],
    };
    expect(response.json()).toEqual({ success: true, record });
    expect(await list(user)).toEqual([record]);
  });

  it('treats a missing, null or empty end date as current, and achievements as optional', async () => {
    const user = await newUser();
    const { endDate: _endDate, accomplishments: _accomplishments, ...withoutOptional } = careerBody();
    for (const body of [withoutOptional, careerBody({ endDate: null }), careerBody({ endDate: '' })]) {
      const response = await submit(user, body);
      expect(response.statusCode).toBe(201);
      expect(response.json().record).toMatchObject({ endDate: null });
    }
    expect((await submit(user, withoutOptional)).json().record.accomplishments).toEqual([]);
  });

  it('trims date-times to their date', async () => {
    const user = await newUser();
    const response = await submit(user, careerBody({ startDate: '2020-01-01T00:00:00Z', endDate: '2021-05-31T23:59:59.000Z' }));
    expect(response.json().record).toMatchObject({ startDate: '2020-01-01', endDate: '2021-05-31' });
  });

  it('gives the generate picker the same records with snake_case dates', async () => {
    const user = await newUser();
    const id = await addRecord(user, { endDate: null });
    const response = await user.request('GET', '/api/resumes/getCareer/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      career: [
        {
          id,
          position: 'Backend Engineer',
          company: 'Acme Corp',
          start_date: '2019-03-01',
          end_date: null,
          description: 'Built the billing platform.',
          accomplishments: ['Cut invoice run time by 80%', 'Led the move to PostgreSQL'],
        },
      ],
    });
  });

  it("searches the generate picker's pages by position or company, ignoring case, with `_` and `%` taken literally", async () => {
    const user = await newUser();
    const backend = await addRecord(user, { position: 'Backend Engineer', company: 'Acme Corp', startDate: '2019-03-01', endDate: null });
    const analyst = await addRecord(user, { position: 'Data Analyst', company: 'BACKEND_WORKS', startDate: '2016-01-01', endDate: '2019-02-28' });
    await addRecord(user, { position: 'Teacher', company: 'Backend School', description: 'Taught 100% of the classes.', startDate: '2010', endDate: '2015' });
    const search = async (query: string) => {
      const response = await user.request('GET', `/api/resumes/getCareer/?limit=1&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    const first = await search('q=backend');
    expect(first.career.map((item: { id: number }) => item.id)).toEqual([backend]);
    expect(first.total).toBe(3);
    const second = await search(`q=backend&cursor=${first.next_cursor}`);
    expect(second.career.map((item: { id: number }) => item.id)).toEqual([analyst]);
    expect((await search('q=backend_')).career.map((item: { id: number }) => item.id)).toEqual([analyst]);
    // The description is not searched.
    expect(await search('q=100%25')).toMatchObject({ career: [], next_cursor: null, total: 0 });
  });

  it('lists the most recent first: current jobs, then by start date, then the newest entry', async () => {
    const user = await newUser();
    const twinA = await addRecord(user, { position: 'Twin A', startDate: '2010-01-01', endDate: '2011-01-01' });
    const oldJob = await addRecord(user, { position: 'Old job', startDate: '2015-01-01', endDate: '2017-01-01' });
    const currentSince2018 = await addRecord(user, { position: 'Current since 2018', startDate: '2018-01-01', endDate: null });
    const recentPast = await addRecord(user, { position: 'Recent past', startDate: '2019-01-01', endDate: '2020-01-01' });
    const twinB = await addRecord(user, { position: 'Twin B', startDate: '2010-01-01', endDate: '2012-01-01' });
    const currentSince2021 = await addRecord(user, { position: 'Current since 2021', startDate: '2021-01-01', endDate: null });

    const expected = [currentSince2021, currentSince2018, recentPast, oldJob, twinB, twinA];
    expect((await list(user)).map((record: { id: number }) => record.id)).toEqual(expected);
    const picker = (await user.request('GET', '/api/resumes/getCareer/')).json().career;
    expect(picker.map((record: { id: number }) => record.id)).toEqual(expected);
  });

  it.each([
    ['a missing position', { position: undefined }, 'position: Position is required.'],
    ['a blank company', { company: '   ' }, 'company: Company is required.'],
    ['a missing start date', { startDate: undefined }, 'startDate: Start date is required.'],
    ['an empty start date', { startDate: '' }, 'startDate: Start date is required.'],
    ['a start date that is not a date', { startDate: 'last spring' }, 'startDate: Start date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).'],
    ['a start date that does not exist', { startDate: '2021-02-30' }, 'startDate: Start date is not a real date.'],
    ['an end date that is not a date', { endDate: '30/06/2022' }, 'endDate: End date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).'],
    ['an end date that is a number', { endDate: 20220630 }, 'endDate: End date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).'],
    [
      'an end date before the start',
      { startDate: '2020-05-01', endDate: '2020-04-30' },
      'endDate: End date cannot be before the start date.',
    ],
    ['an end year before the start month', { startDate: '2019-03', endDate: '2018' }, 'endDate: End date cannot be before the start date.'],
    ['an end month before the start day', { startDate: '2019-03-15', endDate: '2019-02' }, 'endDate: End date cannot be before the start date.'],
    ['a month that does not exist', { startDate: '2019-13' }, 'startDate: Start date is not a real date.'],
    ['a month written as on paper', { startDate: 'Mar 2019' }, 'startDate: Start date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).'],
    ['a missing description', { description: undefined }, 'description: Description is required.'],
    [
      'a description that is too long',
      { description: 'd'.repeat(CAREER_LIMITS.description + 1) },
      `description: Description must be at most ${CAREER_LIMITS.description} characters.`,
    ],
    ['achievements that are not a list', { accomplishments: 'Shipped it' }, 'accomplishments: Achievements must be a list of text.'],
    ['an achievement that is not text', { accomplishments: [42] }, 'accomplishments.0: Each achievement must be text.'],
    [
      'an achievement that is too long',
      { accomplishments: ['a'.repeat(CAREER_LIMITS.accomplishment + 1)] },
      `accomplishments.0: Each achievement must be at most ${CAREER_LIMITS.accomplishment} characters.`,
    ],
    [
      'too many achievements',
      { accomplishments: Array.from({ length: CAREER_LIMITS.accomplishments + 1 }, (_, index) => `Achievement ${index}`) },
      `accomplishments: At most ${CAREER_LIMITS.accomplishments} achievements.`,
    ],
    ['an unknown field', { salary: 100_000 }, 'Unknown field: salary.'],
  ])('refuses %s with 400, storing nothing', async (_case, overrides, message) => {
    const user = await newUser();
    const response = await submit(user, careerBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, request_id: expect.any(String) });
    expect(await list(user)).toEqual([]);
  });

  it('stores and returns a year or a month as given, on both reads', async () => {
    const user = await newUser();
    const response = await submit(user, careerBody({ startDate: '2012', endDate: '2016-03' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().record).toMatchObject({ startDate: '2012', endDate: '2016-03' });
    expect(await list(user)).toEqual([expect.objectContaining({ startDate: '2012', endDate: '2016-03' })]);
    const picker = (await user.request('GET', '/api/resumes/getCareer/')).json().career;
    expect(picker).toEqual([expect.objectContaining({ start_date: '2012', end_date: '2016-03' })]);
  });

  it.each([
    ['an end year holding a start day', '2019-05-01', '2019'],
    ['an end day in the start year', '2019', '2019-01-01'],
    ['an end day in the start month', '2019-05', '2019-05-01'],
  ])('accepts %s: dates of different precisions compare at the coarser one', async (_case, startDate, endDate) => {
    const user = await newUser();
    const response = await submit(user, careerBody({ startDate, endDate }));
    expect(response.statusCode).toBe(201);
    expect(response.json().record).toMatchObject({ startDate, endDate });
  });

  it('lists mixed precisions most recent first: ongoing first, then by start, a more precise date before its bare year', async () => {
    const user = await newUser();
    const year2019 = await addRecord(user, { position: 'Year 2019', startDate: '2019', endDate: '2020' });
    const may2019 = await addRecord(user, { position: 'May 2019', startDate: '2019-05', endDate: '2019-12' });
    const day2019 = await addRecord(user, { position: 'Day 2019', startDate: '2019-05-01', endDate: '2019-06' });
    const ongoingSince2017 = await addRecord(user, { position: 'Ongoing since 2017', startDate: '2017', endDate: null });
    const march2021 = await addRecord(user, { position: 'March 2021', startDate: '2021-03', endDate: '2022' });
    const year2018 = await addRecord(user, { position: 'Year 2018', startDate: '2018', endDate: '2018-06-30' });
    const ongoingSinceMay2020 = await addRecord(user, { position: 'Ongoing since May 2020', startDate: '2020-05', endDate: '' });

    expect((await list(user)).map((record: { id: number }) => record.id)).toEqual([
      ongoingSinceMay2020, ongoingSince2017, march2021, day2019, may2019, year2019, year2018,
    ]);
  });

  it('accepts an end date equal to the start date', async () => {
    const user = await newUser();
    expect((await submit(user, careerBody({ startDate: '2020-05-01', endDate: '2020-05-01' }))).statusCode).toBe(201);
  });

  it('replaces a record', async () => {
    const user = await newUser();
    const id = await addRecord(user);
    const response = await update(
      user,
      id,
      careerBody({
        position: 'Staff Engineer',
        endDate: '',
        description: 'Leads the platform.',
        accomplishments: ['Hired a team of five'],
      }),
    );
    expect(response.statusCode).toBe(200);
    const record = {
      id,
      position: 'Staff Engineer',
      company: 'Acme Corp',
      startDate: '2019-03-01',
      endDate: null,
      description: 'Leads the platform.',
      accomplishments: ['Hired a team of five'],
    };
    expect(response.json()).toEqual({ success: true, record });
    expect(await list(user)).toEqual([record]);
  });

  it('validates a replacement like a new record, changing nothing', async () => {
    const user = await newUser();
    const id = await addRecord(user);
    const response = await update(user, id, careerBody({ startDate: '2023-01-01', endDate: '2022-01-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'endDate: End date cannot be before the start date.', request_id: expect.any(String) });
    expect((await list(user))[0]).toMatchObject({ startDate: '2019-03-01', endDate: '2022-06-30' });
  });

  it('deletes a record', async () => {
    const user = await newUser();
    const keep = await addRecord(user, { position: 'Keep' });
    const gone = await addRecord(user, { position: 'Delete' });
    const response = await remove(user, gone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await list(user)).map((record: { id: number }) => record.id)).toEqual([keep]);
  });

  it('is 404 when updating or deleting a record that does not exist', async () => {
    const user = await newUser();
    for (const response of [await update(user, 999_999, careerBody()), await remove(user, 999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Career history record not found', request_id: expect.any(String) });
    }
  });

  it('refuses an id that is not a positive integer', async () => {
    const user = await newUser();
    const response = await remove(user, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'id: Must be a positive whole number.', request_id: expect.any(String) });
  });

  it('treats another user’s record as not found, and leaves it unchanged', async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = await addRecord(owner);
    const before = await list(owner);

    for (const response of [await update(other, id, careerBody({ position: 'Hijacked' })), await remove(other, id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Career history record not found', request_id: expect.any(String) });
    }
    expect(await list(owner)).toEqual(before);
    expect(await list(other)).toEqual([]);
  });

  it('stores markup as plain text and returns it as JSON data', async () => {
    const user = await newUser();
    const script = '<script>alert("career")</script>';
    const response = await submit(
      user,
      careerBody({ position: script, description: `<img src=x onerror="alert(1)">`, accomplishments: [script] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect((await list(user))[0]).toMatchObject({
      position: script,
      description: '<img src=x onerror="alert(1)">',
      accomplishments: [script],
    });
  });
});
