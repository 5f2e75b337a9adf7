import { EDUCATION_LIMITS } from '@careerforge/contract';
import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A new user for each test, so tests never see each other's records. */
const newUser = () => api.signIn(`auth0|education-user-${++userCount}`);

const GPA_MESSAGE = `gpa: GPA must be a number from 0 to ${EDUCATION_LIMITS.gpaMax}.`;

const educationBody = (overrides: Record<string, unknown> = {}) => ({
  degree: 'BSc Computer Science',
  institution: 'University of Łódź',
  startDate: '2014-10-01',
  endDate: '2018-06-30',
  gpa: 3.8,
  ...overrides,
});

const list = async (user: TestUser) => (await user.request('GET', '/api/resumes/education/')).json().education;
const submit = (user: TestUser, body: unknown) => user.request('POST', '/api/resumes/education/submit', body);
const update = (user: TestUser, id: number | string, body: unknown) => user.request('POST', `/api/resumes/education/${id}`, body);
const remove = (user: TestUser, id: number | string) => user.request('DELETE', `/api/resumes/education/delete/${id}`);

async function addRecord(user: TestUser, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await submit(user, educationBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().record.id;
}

describe('education', () => {
  it('starts empty', async () => {
    const user = await newUser();
    const response = await user.request('GET', '/api/resumes/education/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ education: [] });
  });

  it('adds a record with 201, trimmed, and lists it', async () => {
    const user = await newUser();
    const response = await submit(user, educationBody({ degree: ' BSc Computer Science  ' }));
    expect(response.statusCode).toBe(201);
    const record = {
      id: expect.any(Number),
      degree: 'BSc Computer Science',
      institution: 'University of Łódź',
      startDate: '2014-10-01',
      endDate: '2018-06-30',
      gpa: 3.8,
    };
    expect(response.json()).toEqual({ success: true, record });
    expect(await list(user)).toEqual([record]);
  });

  it.each([
    ['missing', undefined, null],
    ['null', null, null],
    ['empty', '', null],
    ['zero', 0, 0],
    ['the maximum', EDUCATION_LIMITS.gpaMax, EDUCATION_LIMITS.gpaMax],
    ['given with more than two decimals', 3.856, 3.86],
  ])('stores a GPA that is %s as a number or null', async (_case, gpa, stored) => {
    const user = await newUser();
    const response = await submit(user, educationBody({ gpa }));
    expect(response.statusCode).toBe(201);
    expect(response.json().record.gpa).toBe(stored);
    expect((await list(user))[0].gpa).toBe(stored);
  });

  it('trims date-times to their date', async () => {
    const user = await newUser();
    const response = await submit(user, educationBody({ startDate: '2020-01-01T00:00:00Z', endDate: '2022-06-30T12:00:00+02:00' }));
    expect(response.json().record).toMatchObject({ startDate: '2020-01-01', endDate: '2022-06-30' });
  });

  it('stores and returns a year or a month as given', async () => {
    const user = await newUser();
    const response = await submit(user, educationBody({ startDate: '2012', endDate: '2016-06' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().record).toMatchObject({ startDate: '2012', endDate: '2016-06' });
    expect(await list(user)).toEqual([expect.objectContaining({ startDate: '2012', endDate: '2016-06' })]);
  });

  it('accepts an end in the same year as a more precise start', async () => {
    const user = await newUser();
    const response = await submit(user, educationBody({ startDate: '2016-10-01', endDate: '2016' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().record).toMatchObject({ startDate: '2016-10-01', endDate: '2016' });
  });

  it('lists the most recent first: by start date, then the newest entry', async () => {
    const user = await newUser();
    const bachelor = await addRecord(user, { degree: 'BSc', startDate: '2010-10-01', endDate: '2013-06-30' });
    const master = await addRecord(user, { degree: 'MSc', startDate: '2014-10-01', endDate: '2016-06-30' });
    const certificateA = await addRecord(user, { degree: 'Certificate A', startDate: '2012-01-01', endDate: '2012-03-01' });
    const certificateB = await addRecord(user, { degree: 'Certificate B', startDate: '2012-01-01', endDate: '2012-02-01' });
    expect((await list(user)).map((record: { id: number }) => record.id)).toEqual([master, certificateB, certificateA, bachelor]);
  });

  it.each([
    ['a missing degree', { degree: undefined }, 'degree: Degree is required.'],
    ['a blank institution', { institution: ' ' }, 'institution: Institution is required.'],
    [
      'an institution that is too long',
      { institution: 'i'.repeat(EDUCATION_LIMITS.institution + 1) },
      `institution: Institution must be at most ${EDUCATION_LIMITS.institution} characters.`,
    ],
    ['a missing start date', { startDate: undefined }, 'startDate: Start date is required.'],
    ['a missing end date', { endDate: undefined }, 'endDate: End date is required.'],
    ['an end date that is not a date', { endDate: 'June 2018' }, 'endDate: End date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).'],
    ['a start date that does not exist', { startDate: '2014-13-01' }, 'startDate: Start date is not a real date.'],
    [
      'an end date before the start',
      { startDate: '2018-06-30', endDate: '2014-10-01' },
      'endDate: End date cannot be before the start date.',
    ],
    ['an end year before the start month', { startDate: '2014-10', endDate: '2013' }, 'endDate: End date cannot be before the start date.'],
    ['an empty end date', { endDate: '' }, 'endDate: End date is required.'],
    ['a GPA above the maximum', { gpa: EDUCATION_LIMITS.gpaMax + 0.5 }, GPA_MESSAGE],
    ['a negative GPA', { gpa: -1 }, GPA_MESSAGE],
    ['a GPA that is not a number', { gpa: 'excellent' }, GPA_MESSAGE],
    ['a GPA given as text', { gpa: '3.5' }, GPA_MESSAGE],
    ['an unknown field', { honours: 'First class' }, 'Unknown field: honours.'],
  ])('refuses %s with 400, storing nothing', async (_case, overrides, message) => {
    const user = await newUser();
    const response = await submit(user, educationBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, request_id: expect.any(String) });
    expect(await list(user)).toEqual([]);
  });

  it('replaces a record', async () => {
    const user = await newUser();
    const id = await addRecord(user);
    const response = await update(user, id, educationBody({ degree: 'MSc Computer Science', gpa: null }));
    expect(response.statusCode).toBe(200);
    const record = {
      id,
      degree: 'MSc Computer Science',
      institution: 'University of Łódź',
      startDate: '2014-10-01',
      endDate: '2018-06-30',
      gpa: null,
    };
    expect(response.json()).toEqual({ success: true, record });
    expect(await list(user)).toEqual([record]);
  });

  it('validates a replacement like a new record, changing nothing', async () => {
    const user = await newUser();
    const id = await addRecord(user);
    const response = await update(user, id, educationBody({ gpa: 42 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: GPA_MESSAGE, request_id: expect.any(String) });
    expect((await list(user))[0].gpa).toBe(3.8);
  });

  it('deletes a record', async () => {
    const user = await newUser();
    const keep = await addRecord(user, { degree: 'Keep' });
    const gone = await addRecord(user, { degree: 'Delete' });
    const response = await remove(user, gone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await list(user)).map((record: { id: number }) => record.id)).toEqual([keep]);
  });

  it('is 404 when updating or deleting a record that does not exist', async () => {
    const user = await newUser();
    for (const response of [await update(user, 999_999, educationBody()), await remove(user, 999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Education record not found.', request_id: expect.any(String) });
    }
  });

  it('treats another user’s record as not found, and leaves it unchanged', async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = await addRecord(owner);
    const before = await list(owner);

    for (const response of [await update(other, id, educationBody({ degree: 'Hijacked' })), await remove(other, id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Education record not found.', request_id: expect.any(String) });
    }
    expect(await list(owner)).toEqual(before);
    expect(await list(other)).toEqual([]);
  });

  it('stores markup as plain text and returns it as JSON data', async () => {
    const user = await newUser();
    const script = '<script>alert("education")</script>';
    const response = await submit(user, educationBody({ degree: script, institution: '"><svg onload=alert(1)>' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect((await list(user))[0]).toMatchObject({ degree: script, institution: '"><svg onload=alert(1)>' });
  });
});
