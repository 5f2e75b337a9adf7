import { SKILL_MAX_LENGTH } from '@careerforge/contract';
import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A new user for each test, so tests never see each other's skills. */
const newUser = () => api.signIn(`auth0|skills-user-${++userCount}`);

const list = async (user: TestUser) => (await user.request('GET', '/api/resumes/skills/')).json().skills;
const submit = (user: TestUser, skill: unknown) => user.request('POST', '/api/resumes/skills/submit', { skill });
const update = (user: TestUser, id: number | string, skill: unknown) =>
  user.request('POST', `/api/resumes/skills/update/${id}/`, { skill });
const remove = (user: TestUser, id: number | string) => user.request('DELETE', `/api/resumes/skills/delete/${id}/`);

async function addSkills(user: TestUser, ...skills: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const skill of skills) ids.push((await submit(user, skill)).json().skill.id);
  return ids;
}

describe('skills', () => {
  it('starts empty', async () => {
    const user = await newUser();
    const response = await user.request('GET', '/api/resumes/skills/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ skills: [] });
  });

  it('adds a skill with 201 and its text trimmed, and lists skills oldest first', async () => {
    const user = await newUser();
    const response = await submit(user, '  TypeScript  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, skill: { id: expect.any(Number), skill: 'TypeScript' } });

    await addSkills(user, 'SQL', 'Accessibility');
    expect((await list(user)).map((skill: { skill: string }) => skill.skill)).toEqual(['TypeScript', 'SQL', 'Accessibility']);
  });

  it('is reachable without the trailing slash too', async () => {
    const user = await newUser();
    expect((await user.request('GET', '/api/resumes/skills')).statusCode).toBe(200);
  });

  it('refuses a duplicate, ignoring case, naming the skill the user has', async () => {
    const user = await newUser();
    await addSkills(user, 'PostgreSQL');
    const response = await submit(user, '  postgresql ');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'You already have the skill "PostgreSQL".', request_id: expect.any(String) });
    expect(await list(user)).toHaveLength(1);
  });

  it('lets two users have the same skill', async () => {
    const [first, second] = [await newUser(), await newUser()];
    expect((await submit(first, 'Go')).statusCode).toBe(201);
    expect((await submit(second, 'Go')).statusCode).toBe(201);
  });

  it('keeps one skill when the same one is submitted twice at once', async () => {
    const user = await newUser();
    const statuses = (await Promise.all([submit(user, 'Rust'), submit(user, 'rust')])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await list(user)).toHaveLength(1);
  });

  it.each([
    ['an empty skill', '', 'skill: Skill is required.'],
    ['a whitespace-only skill', '   \t ', 'skill: Skill is required.'],
    ['a missing skill', undefined, 'skill: Skill is required.'],
    ['a skill that is not text', 42, 'skill: Skill is required.'],
    ['a skill that is too long', 'x'.repeat(SKILL_MAX_LENGTH + 1), `skill: Skill must be at most ${SKILL_MAX_LENGTH} characters.`],
  ])('refuses %s with 400', async (_case, skill, message) => {
    const user = await newUser();
    const response = await submit(user, skill);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, request_id: expect.any(String) });
    expect(await list(user)).toEqual([]);
  });

  it('accepts a skill of exactly the maximum length', async () => {
    const user = await newUser();
    expect((await submit(user, 'y'.repeat(SKILL_MAX_LENGTH))).statusCode).toBe(201);
  });

  it('refuses unknown fields', async () => {
    const user = await newUser();
    const response = await user.request('POST', '/api/resumes/skills/submit', { skill: 'Go', level: 'expert' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Unknown field: level.', request_id: expect.any(String) });
  });

  it('refuses a body that is not a JSON object', async () => {
    const user = await newUser();
    const response = await user.request('POST', '/api/resumes/skills/submit', ['Go']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body must be a JSON object.', request_id: expect.any(String) });
  });

  it('renames a skill, trimmed', async () => {
    const user = await newUser();
    const [id] = await addSkills(user, 'Javascript');
    const response = await update(user, id!, ' JavaScript ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, skill: { id, skill: 'JavaScript' } });
    expect(await list(user)).toEqual([{ id, skill: 'JavaScript' }]);
  });

  it('refuses a rename onto another of the user’s skills', async () => {
    const user = await newUser();
    const [, dockerId] = await addSkills(user, 'Kubernetes', 'Docker');
    const response = await update(user, dockerId!, 'KUBERNETES');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'You already have the skill "Kubernetes".', request_id: expect.any(String) });
    expect((await list(user)).map((skill: { skill: string }) => skill.skill)).toEqual(['Kubernetes', 'Docker']);
  });

  it('validates a rename like a new skill', async () => {
    const user = await newUser();
    const [id] = await addSkills(user, 'Python');
    const response = await update(user, id!, ' ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'skill: Skill is required.', request_id: expect.any(String) });
  });

  it('is 404 when renaming or deleting a skill that does not exist', async () => {
    const user = await newUser();
    for (const response of [await update(user, 999_999, 'Anything'), await remove(user, 999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Skill not found', request_id: expect.any(String) });
    }
  });

  it('refuses an id that is not a positive integer', async () => {
    const user = await newUser();
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await remove(user, id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'id: Must be a positive whole number.', request_id: expect.any(String) });
    }
  });

  it('treats another user’s skill as not found, and leaves it unchanged', async () => {
    const owner = await newUser();
    const other = await newUser();
    const [id] = await addSkills(owner, 'Figma');

    for (const response of [await update(other, id!, 'Hijacked'), await remove(other, id!)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Skill not found', request_id: expect.any(String) });
    }
    expect(await list(owner)).toEqual([{ id, skill: 'Figma' }]);
    expect(await list(other)).toEqual([]);
  });

  it('deletes one skill', async () => {
    const user = await newUser();
    const [keepId, deleteId] = await addSkills(user, 'Keep', 'Delete');
    const response = await remove(user, deleteId!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list(user)).toEqual([{ id: keepId, skill: 'Keep' }]);
    expect((await remove(user, deleteId!)).statusCode).toBe(404);
  });

  it('deletes all of the user’s skills and only theirs, counting them', async () => {
    const user = await newUser();
    const other = await newUser();
    await addSkills(user, 'One', 'Two', 'Three');
    await addSkills(other, 'Untouched');

    const response = await user.request('DELETE', '/api/resumes/skills/delete-all/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, deleted_count: 3 });
    expect(await list(user)).toEqual([]);
    expect(await list(other)).toEqual([{ id: expect.any(Number), skill: 'Untouched' }]);

    const again = await user.request('DELETE', '/api/resumes/skills/delete-all/');
    expect(again.json()).toEqual({ success: true, deleted_count: 0 });
  });

  it('never reuses the id of a deleted skill', async () => {
    const user = await newUser();
    const [firstId] = await addSkills(user, 'Short-lived');
    await remove(user, firstId!);
    const [secondId] = await addSkills(user, 'Short-lived');
    expect(secondId).toBeGreaterThan(firstId!);
  });
});
