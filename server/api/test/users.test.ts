import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** What a profile answers before the user gives any resume details. */
const NO_RESUME_DETAILS = { headline: null, location: null, links: [], summary: null, page_size: null };

const getUserInfo = (user: TestUser, userId = user.userId) =>
  user.request('GET', `/api/get-user-info?user_id=${encodeURIComponent(userId)}`);

describe('POST /api/save-user/', () => {
  it('creates the profile with the e-mail’s local part as the username', async () => {
    const ada = await api.signIn('auth0|ada');
    const response = await ada.request('POST', '/api/save-user/', {
      user_id: ada.userId,
      email: 'ada.lovelace@example.com',
      name: 'ada.lovelace@example.com',
      email_verified: true,
      picture: 'https://s.gravatar.com/avatar/abc.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'ada.lovelace',
      full_name: null,
      email: 'ada.lovelace@example.com',
      phone_number: null,
      avatar_url: null,
      ...NO_RESUME_DETAILS,
    });
    expect((await getUserInfo(ada)).json()).toEqual(response.json());
  });

  it('takes a real name from the provider as the full name', async () => {
    const grace = await api.signIn('google-oauth2|1029384756');
    const response = await grace.request('POST', '/api/save-user/', {
      user_id: grace.userId,
      email: 'grace@example.com',
      name: '  Grace Hopper ',
    });
    expect(response.json()).toMatchObject({ username: 'grace', full_name: 'Grace Hopper' });
  });

  it('accepts null and missing profile fields', async () => {
    const user = await api.signIn('auth0|sparse');
    const withNulls = await user.request('POST', '/api/save-user/', {
      user_id: user.userId,
      email: null,
      name: null,
      email_verified: null,
      picture: null,
    });
    expect(withNulls.statusCode).toBe(200);
    expect(withNulls.json()).toEqual({ username: '', full_name: null, email: null, phone_number: null, avatar_url: null, ...NO_RESUME_DETAILS });

    const onlyId = await user.request('POST', '/api/save-user/', { user_id: user.userId });
    expect(onlyId.statusCode).toBe(200);
  });

  it('fills in a username once an e-mail arrives, and never replaces it afterwards', async () => {
    const user = await api.signIn('auth0|late-email');
    await user.request('POST', '/api/save-user/', { user_id: user.userId });
    const first = await user.request('POST', '/api/save-user/', { user_id: user.userId, email: 'first@example.com' });
    expect(first.json()).toMatchObject({ username: 'first', email: 'first@example.com' });

    const later = await user.request('POST', '/api/save-user/', { user_id: user.userId, email: 'second@example.com', name: 'New Name' });
    expect(later.json()).toEqual({ username: 'first', full_name: 'New Name', email: 'first@example.com', phone_number: null, avatar_url: null, ...NO_RESUME_DETAILS });
  });

  it('is repeatable: saving the same profile again changes nothing', async () => {
    const user = await api.signIn('auth0|repeat');
    const body = { user_id: user.userId, email: 'repeat@example.com', name: 'Re Peat' };
    const first = await user.request('POST', '/api/save-user/', body);
    const second = await user.request('POST', '/api/save-user/', body);
    expect(second.json()).toEqual(first.json());
  });

  it('accepts the whole subject as the user id', async () => {
    const user = await api.signIn('auth0|whole-sub');
    const response = await user.request('POST', '/api/save-user/', { user_id: user.sub, email: 'whole@example.com' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses to save another user’s profile and changes nothing', async () => {
    const owner = await api.signIn('auth0|owner');
    await owner.request('POST', '/api/save-user/', { user_id: owner.userId, email: 'owner@example.com' });
    const intruder = await api.signIn('auth0|intruder');

    const response = await intruder.request('POST', '/api/save-user/', { user_id: owner.userId, email: 'intruder@example.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'user_id does not match the signed-in user.', request_id: expect.any(String) });
    expect((await getUserInfo(owner)).json()).toMatchObject({ username: 'owner', email: 'owner@example.com' });
    expect((await getUserInfo(intruder)).statusCode).toBe(404);
  });

  it('validates the body, naming the field', async () => {
    const user = await api.signIn('auth0|validation');
    const badEmail = await user.request('POST', '/api/save-user/', { user_id: user.userId, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: 'email: email must be a valid email address.', request_id: expect.any(String) });

    const noId = await user.request('POST', '/api/save-user/', { email: 'a@example.com' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error).toMatch(/^user_id: /);

    const unknown = await user.request('POST', '/api/save-user/', { user_id: user.userId, role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Unknown field: role.', request_id: expect.any(String) });
  });
});

describe('GET /api/get-user-info', () => {
  it('answers from the token’s e-mail before the first save, creating nothing', async () => {
    const user = await api.signIn('auth0|fresh', { claims: { email: 'fresh.start@example.com' } });
    const response = await getUserInfo(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'fresh.start', full_name: null, email: 'fresh.start@example.com', phone_number: null, avatar_url: null, ...NO_RESUME_DETAILS });

    const saved = await user.request('POST', '/api/save-user/', { user_id: user.userId });
    expect(saved.json()).toEqual({ username: '', full_name: null, email: null, phone_number: null, avatar_url: null, ...NO_RESUME_DETAILS });
  });

  it('is 404 for a user with no profile and no e-mail in the token', async () => {
    const user = await api.signIn('auth0|nobody');
    const response = await getUserInfo(user);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found', request_id: expect.any(String) });
  });

  it('refuses to read another user’s profile', async () => {
    const owner = await api.signIn('auth0|private-owner');
    await owner.request('POST', '/api/save-user/', { user_id: owner.userId, email: 'private@example.com' });
    const reader = await api.signIn('auth0|reader');
    const response = await getUserInfo(reader, owner.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'user_id does not match the signed-in user.', request_id: expect.any(String) });
  });

  it('requires user_id', async () => {
    const user = await api.signIn('auth0|no-query');
    const response = await user.request('GET', '/api/get-user-info');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^user_id: /);
  });
});
