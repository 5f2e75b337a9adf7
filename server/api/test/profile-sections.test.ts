import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A new user for each test, so tests never see each other's entries. */
const newUser = () => api.signIn(`auth0|sections-user-${++userCount}`);

/**
 * Each section with a full body as a user writes it, the entry the API answers for it, a change for
 * a replace, a body it refuses with the message it gives, and its not-found text.
 */
const SECTIONS = [
  {
    kind: 'projects',
    body: {
      name: '  Churn model ',
      role: 'Lead',
      url: 'https://github.com/ada/churn',
      startDate: '2021-05',
      endDate: '2022',
      description: 'Predicts which customers leave.',
      highlights: ['Cut churn 8%', '  '],
    },
    stored: {
      name: 'Churn model',
      role: 'Lead',
      url: 'https://github.com/ada/churn',
      startDate: '2021-05',
      endDate: '2022',
      description: 'Predicts which customers leave.',
      highlights: ['Cut churn 8%'],
    },
    change: { name: 'Churn model v2', role: '', url: null, highlights: [] },
    changed: { name: 'Churn model v2', role: null, url: null, startDate: null, endDate: null, description: null, highlights: [] },
    invalid: { name: 'P', url: 'javascript:alert(1)' },
    message: 'A link must be a web address starting with http:// or https://.',
    required: 'Project name is required.',
    notFound: 'Project not found.',
  },
  {
    kind: 'certifications',
    body: { name: 'AWS Certified Data Analytics', issuer: 'Amazon Web Services', date: '2023-02-01', url: 'https://aws.example.com/cert/1' },
    stored: { name: 'AWS Certified Data Analytics', issuer: 'Amazon Web Services', date: '2023-02-01', url: 'https://aws.example.com/cert/1' },
    change: { name: 'CPA' },
    changed: { name: 'CPA', issuer: null, date: null, url: null },
    invalid: { name: 'CPA', date: '2023-13-01' },
    message: 'Date is not a real date.',
    required: 'Certification name is required.',
    notFound: 'Certification not found.',
  },
  {
    kind: 'languages',
    body: { name: 'German', proficiency: 'Fluent' },
    stored: { name: 'German', proficiency: 'Fluent' },
    change: { name: 'German', proficiency: '' },
    changed: { name: 'German', proficiency: null },
    invalid: { name: 'German', proficiency: 'Good' },
    message: 'Proficiency must be one of Native, Fluent, Professional, Intermediate, Basic.',
    required: 'Language is required.',
    notFound: 'Language not found.',
  },
  {
    kind: 'awards',
    body: { title: 'Best Paper', issuer: 'KDD', date: '2020', description: 'For the churn study.' },
    stored: { title: 'Best Paper', issuer: 'KDD', date: '2020', description: 'For the churn study.' },
    change: { title: 'Best Paper Award', description: ' ' },
    changed: { title: 'Best Paper Award', issuer: null, date: null, description: null },
    invalid: { title: 'Best Paper', description: 'x'.repeat(2001) },
    message: 'Description must be at most 2000 characters.',
    required: 'Award title is required.',
    notFound: 'Award not found.',
  },
] as const;

describe.each(SECTIONS)('/api/user/$kind/', (section) => {
  const path = `/api/user/${section.kind}/`;
  const list = async (user: TestUser) => {
    const response = await user.request('GET', path);
    expect(response.statusCode).toBe(200);
    return response.json()[section.kind];
  };
  const add = (user: TestUser, body: unknown) => user.request('POST', path, body);
  const addOne = async (user: TestUser) => (await add(user, section.body)).json().record.id as number;

  it('starts empty, adds an entry with 201 as given (trimmed, blanks as null) and lists it', async () => {
    const user = await newUser();
    expect(await list(user)).toEqual([]);
    const response = await add(user, section.body);
    expect(response.statusCode).toBe(201);
    const record = { id: expect.any(Number), ...section.stored };
    expect(response.json()).toEqual({ success: true, record });
    expect(await list(user)).toEqual([record]);
  });

  it('lists entries in the order they were added', async () => {
    const user = await newUser();
    const first = await addOne(user);
    const second = await addOne(user);
    expect((await list(user)).map((entry: { id: number }) => entry.id)).toEqual([first, second]);
  });

  it('replaces an entry with PUT, clearing what the new body leaves out', async () => {
    const user = await newUser();
    const id = await addOne(user);
    const response = await user.request('PUT', `${path}${id}/`, section.change);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, record: { id, ...section.changed } });
    expect(await list(user)).toEqual([{ id, ...section.changed }]);
  });

  it('deletes an entry', async () => {
    const user = await newUser();
    const id = await addOne(user);
    const response = await user.request('DELETE', `${path}${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list(user)).toEqual([]);
    expect((await user.request('DELETE', `${path}${id}/`)).json()).toEqual({ error: section.notFound, request_id: expect.any(String) });
  });

  it('refuses an invalid body with 400 naming the field, and keeps nothing', async () => {
    const user = await newUser();
    for (const [body, message] of [
      [section.invalid, section.message],
      [{}, section.required],
    ] as const) {
      const response = await add(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect((await add(user, { ...section.body, user_id: 'someone-else' })).statusCode).toBe(400);
    expect(await list(user)).toEqual([]);
  });

  it('answers 404 for another user’s entry and leaves it unchanged', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const id = await addOne(owner);
    expect(await list(other)).toEqual([]);
    for (const response of [await other.request('PUT', `${path}${id}/`, section.change), await other.request('DELETE', `${path}${id}/`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: section.notFound, request_id: expect.any(String) });
    }
    expect(await list(owner)).toEqual([{ id, ...section.stored }]);
  });

  it('needs a signed-in caller', async () => {
    expect((await api.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});

describe('project dates', () => {
  it('refuses an end before the start, on the end date', async () => {
    const user = await newUser();
    const response = await user.request('POST', '/api/user/projects/', { name: 'P', startDate: '2021-05', endDate: '2020' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('End date cannot be before the start date.');
  });
});
