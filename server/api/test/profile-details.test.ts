// The resume details of the profile (headline, location, links, summary, page size) and the name a
// new user starts with. Run: pnpm exec jest test/profile-details.test.ts (SQLite) or
// pnpm run test:pg -- test/profile-details.test.ts (PostgreSQL).
import { loadProfileSnapshot, preferredPageSize } from '../src/modules/users/service';
import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const LINK_MESSAGE = 'A link must be a web address starting with http:// or https://.';
const GITHUB = { label: 'GitHub', url: 'https://github.com/ada' };
const PORTFOLIO = { label: 'Portfolio', url: 'http://ada.example.com/work?tab=1#top' };
const DETAILS = {
  headline: 'Senior Data Engineer',
  location: 'Lyon, France',
  links: [GITHUB, PORTFOLIO],
  summary: 'Builds data platforms that analysts trust.',
  page_size: 'a4',
};
const NO_DETAILS = { headline: null, location: null, links: [], summary: null, page_size: null };

async function newUser(name?: string): Promise<TestUser> {
  const user = await api.signIn(`auth0|details-user-${++userCount}`);
  await user.request('POST', '/api/save-user/', { user_id: user.userId, email: `details${userCount}@example.com`, name });
  return user;
}

/** An edit as the preferences screen sends it: the required profile fields, then the given ones. */
const updateUser = (user: TestUser, body: Record<string, unknown>) =>
  user.request('POST', '/api/update-user/', { user_id: user.userId, email: 'ada@example.com', username: 'ada', ...body });
const profileOf = async (user: TestUser) => (await user.request('GET', `/api/get-user-info?user_id=${user.userId}`)).json();

describe('resume details on the profile', () => {
  it('answers none for a new profile, before and after the first save', async () => {
    const fresh = await api.signIn('auth0|details-fresh', { claims: { email: 'fresh@example.com' } });
    expect(await profileOf(fresh)).toMatchObject(NO_DETAILS);
    const saved = await fresh.request('POST', '/api/save-user/', { user_id: fresh.userId, email: 'fresh@example.com' });
    expect(saved.json()).toMatchObject(NO_DETAILS);
    expect(await profileOf(fresh)).toMatchObject(NO_DETAILS);
  });

  it('stores every detail, trimmed, and answers them from update-user, get-user-info and a later save-user', async () => {
    const user = await newUser();
    const response = await updateUser(user, { ...DETAILS, headline: '  Senior Data Engineer ', links: [{ label: ' GitHub ', url: ' https://github.com/ada ' }, PORTFOLIO] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(DETAILS);
    expect(await profileOf(user)).toMatchObject(DETAILS);
    const signIn = await user.request('POST', '/api/save-user/', { user_id: user.userId, email: 'other@example.com', name: 'Other Name' });
    expect(signIn.json()).toMatchObject(DETAILS);
  });

  it('keeps the details an edit leaves out, as the profile form sends none of them', async () => {
    const user = await newUser();
    await updateUser(user, DETAILS);
    const response = await updateUser(user, { username: 'ada.l', full_name: 'Ada Lovelace', phone_number: '123-456-7890' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'ada.l', full_name: 'Ada Lovelace', ...DETAILS });
    expect(await profileOf(user)).toMatchObject(DETAILS);
  });

  it('changes only the details an edit sends', async () => {
    const user = await newUser();
    await updateUser(user, DETAILS);
    await updateUser(user, { location: 'Remote', page_size: 'letter' });
    expect(await profileOf(user)).toMatchObject({ ...DETAILS, location: 'Remote', page_size: 'letter' });
  });

  it('clears a detail sent as null or empty, and the links sent as an empty list', async () => {
    const user = await newUser();
    await updateUser(user, DETAILS);
    const response = await updateUser(user, { headline: '', location: '   ', summary: null, links: [], page_size: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(NO_DETAILS);
    expect(await profileOf(user)).toMatchObject(NO_DETAILS);
  });

  it('takes five links and refuses a sixth, changing nothing', async () => {
    const user = await newUser();
    const links = Array.from({ length: 6 }, (_, index) => ({ label: `Link ${index + 1}`, url: `https://example.com/${index + 1}` }));
    expect((await updateUser(user, { links: links.slice(0, 5) })).json().links).toEqual(links.slice(0, 5));

    const response = await updateUser(user, { links });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'links: At most 5 links.', request_id: expect.any(String) });
    expect((await profileOf(user)).links).toEqual(links.slice(0, 5));
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/cv', 'example.com', 'https://', 'https://exa mple.com'])(
    'refuses the link %s with the rule, changing nothing',
    async (url) => {
      const user = await newUser();
      await updateUser(user, { links: [GITHUB] });
      const response = await updateUser(user, { links: [GITHUB, { label: 'Site', url }] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: `links.1.url: ${LINK_MESSAGE}`, request_id: expect.any(String) });
      expect((await profileOf(user)).links).toEqual([GITHUB]);
    },
  );

  it('refuses a link without a label', async () => {
    const response = await updateUser(await newUser(), { links: [{ label: ' ', url: 'https://example.com' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'links.0.label: Each link needs a label.', request_id: expect.any(String) });
  });

  it.each([
    ['headline', 120, 'Headline must be at most 120 characters.'],
    ['location', 100, 'Location must be at most 100 characters.'],
    ['summary', 1200, 'Summary must be at most 1200 characters.'],
  ])('takes a %s of %i characters and refuses a longer one, naming the field', async (field, max, message) => {
    const user = await newUser();
    const longest = 'x'.repeat(max);
    expect((await updateUser(user, { [field]: longest })).json()[field]).toBe(longest);

    const response = await updateUser(user, { [field]: `${longest}x` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `${field}: ${message}`, request_id: expect.any(String) });
    expect((await profileOf(user))[field]).toBe(longest);
  });

  it('refuses a link label or address that is too long, and a page size it does not know', async () => {
    const user = await newUser();
    const longLabel = await updateUser(user, { links: [{ label: 'x'.repeat(41), url: 'https://example.com' }] });
    expect(longLabel.json()).toEqual({ error: 'links.0.label: A link label must be at most 40 characters.', request_id: expect.any(String) });
    const longUrl = await updateUser(user, { links: [{ label: 'Site', url: `https://example.com/${'x'.repeat(490)}` }] });
    expect(longUrl.json()).toEqual({ error: 'links.0.url: A link must be at most 500 characters.', request_id: expect.any(String) });
    const pageSize = await updateUser(user, { page_size: 'legal' });
    expect(pageSize.statusCode).toBe(400);
    expect(pageSize.json()).toEqual({ error: 'page_size: page_size must be one of letter, a4.', request_id: expect.any(String) });
  });

  it('keeps one user’s details from another', async () => {
    const owner = await newUser();
    await updateUser(owner, DETAILS);
    const other = await newUser();
    expect(await profileOf(other)).toMatchObject(NO_DETAILS);
    const intrusion = await other.request('POST', '/api/update-user/', { user_id: owner.userId, email: 'x@example.com', username: 'x', headline: 'Hacked' });
    expect(intrusion.statusCode).toBe(403);
    expect(await profileOf(owner)).toMatchObject(DETAILS);
  });
});

describe('the name a new user starts with', () => {
  it('is the name given at sign-up, accents and hyphens as typed', async () => {
    const user = await newUser('Zoë Brontë-Smith');
    expect(await profileOf(user)).toMatchObject({ full_name: 'Zoë Brontë-Smith' });
  });

  it('survives a later sign-in once the user edited it', async () => {
    const user = await newUser('Zoë Brontë-Smith');
    await updateUser(user, { full_name: 'Zoë B. Smith' });
    const signIn = await user.request('POST', '/api/save-user/', { user_id: user.userId, email: 'zoe@example.com', name: 'Zoë Brontë-Smith' });
    expect(signIn.json()).toMatchObject({ full_name: 'Zoë B. Smith' });
    expect(await profileOf(user)).toMatchObject({ full_name: 'Zoë B. Smith' });
  });
});

describe('the profile a resume is written from', () => {
  it('carries the details beside the contact, and the chosen page size', async () => {
    const user = await newUser('Zoë Brontë-Smith');
    await updateUser(user, { ...DETAILS, full_name: 'Zoë Brontë-Smith', phone_number: '123-456-7890' });
    const snapshot = await loadProfileSnapshot(api.database.db, user.userId);
    expect(snapshot).toMatchObject({
      contact: { name: 'Zoë Brontë-Smith', email: 'ada@example.com', phone: '123-456-7890' },
      headline: 'Senior Data Engineer',
      location: 'Lyon, France',
      links: [GITHUB, PORTFOLIO],
      summary: 'Builds data platforms that analysts trust.',
      pageSize: 'a4',
    });
    expect(await preferredPageSize(api.database.db, user.userId)).toBe('a4');
  });

  it('has no details and US Letter until the user gives them; the name falls back to the username', async () => {
    const user = await newUser();
    const snapshot = await loadProfileSnapshot(api.database.db, user.userId);
    expect(snapshot).toMatchObject({ contact: { name: `details${userCount}` }, headline: null, location: null, links: [], summary: null, pageSize: 'letter' });
    expect(await preferredPageSize(api.database.db, user.userId)).toBe('letter');
    expect(await preferredPageSize(api.database.db, 'nobody')).toBe('letter');
  });
});
