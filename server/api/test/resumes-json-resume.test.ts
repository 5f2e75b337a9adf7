import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData, SEEKER } from './support/career-data';
import { uploadResume } from './support/multipart';
import { importAsOffered } from './support/resume-review';

const jsonResumeSchemaPath = require.resolve('@jsonresume/schema/schema.json');
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateJsonResume = ajv.compile(JSON.parse(readFileSync(jsonResumeSchemaPath, 'utf8')));
const SAMPLE_RESUME = readFileSync(require.resolve('@jsonresume/schema/sample.resume.json'));

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|json-resume-user-${++userCount}`);

const PROFILE_DETAILS = {
  full_name: 'Łucja Núñez',
  phone_number: '555-123-4567',
  headline: 'Senior Data Engineer',
  location: 'Austin, TX',
  links: [
    { label: 'LinkedIn', url: 'https://linkedin.com/in/lucja' },
    { label: 'Portfolio', url: 'https://lucja.dev' },
  ],
  summary: 'Data engineer who builds streaming platforms.',
};

async function seededUser(): Promise<{ user: TestUser; seeded: Awaited<ReturnType<typeof seedCareerData>> }> {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const updated = await user.request('POST', '/api/update-user/', {
    user_id: user.userId,
    email: SEEKER.profile.email,
    username: 'lucja',
    ...PROFILE_DETAILS,
  });
  expect(updated.statusCode).toBe(200);
  return { user, seeded };
}

async function profileRecords(user: TestUser) {
  const [career, education, skills] = await Promise.all([
    user.request('GET', '/api/resumes/history/'),
    user.request('GET', '/api/resumes/education/'),
    user.request('GET', '/api/resumes/skills/'),
  ]);
  const withoutId = <T extends { id: number }>({ id: _id, ...record }: T) => record;
  return {
    career: career.json().career.map(withoutId),
    education: education.json().education.map(withoutId),
    skills: skills.json().skills.map(({ skill }: { skill: string }) => skill).sort(),
  };
}

describe('JSON Resume export', () => {
  it('writes the whole profile as a valid JSON Resume file', async () => {
    const { user } = await seededUser();
    const response = await user.request('GET', '/api/profile/json-resume');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="resume.json"; filename*=UTF-8''resume.json`);
    const jsonResume = response.json();
    expect(validateJsonResume(jsonResume)).toBe(true);
    expect(validateJsonResume.errors ?? []).toEqual([]);
    expect(jsonResume.basics).toEqual({
      name: 'Łucja Núñez',
      label: 'Senior Data Engineer',
      email: SEEKER.profile.email,
      phone: '555-123-4567',
      summary: 'Data engineer who builds streaming platforms.',
      location: { city: 'Austin', region: 'TX', countryCode: 'US' },
      profiles: [
        { network: 'LinkedIn', url: 'https://linkedin.com/in/lucja' },
        { network: 'Portfolio', url: 'https://lucja.dev' },
      ],
    });
    expect(jsonResume.work[0]).toEqual({
      name: 'Northwind Analytics',
      position: 'Senior Data Engineer',
      startDate: '2021-03-01',
      summary: SEEKER.career[0].description,
      highlights: SEEKER.career[0].accomplishments,
    });
    expect(jsonResume.education).toEqual([
      { institution: 'Uniwersytet Warszawski', studyType: 'MSc', area: 'Computer Science', startDate: '2016-10-01', endDate: '2018-06-30', score: '4.5' },
      { institution: 'Universidad de Sevilla', studyType: 'BSc', area: 'Mathematics', startDate: '2012-10-01', endDate: '2016-06-30' },
    ]);
    expect(jsonResume.skills.map(({ name }: { name: string }) => name).sort()).toEqual([...SEEKER.skills].sort());
  });

  it('writes a generated resume as a valid JSON Resume file, and only the caller’s', async () => {
    const { user, seeded } = await seededUser();
    const resumeId = await generateCompleted(user, seeded, seeded.historyIds.slice(0, 2));
    const response = await user.request('GET', `/api/resumes/generated/${resumeId}/json-resume`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment; filename="resume.json"');
    const jsonResume = response.json();
    expect(validateJsonResume(jsonResume)).toBe(true);
    expect(jsonResume.basics.name).toBe('Łucja Núñez');
    expect(jsonResume.work.map(({ name }: { name: string }) => name)).toEqual(['Northwind Analytics', 'Contoso Retail']);

    const stranger = await newUser();
    const foreign = await stranger.request('GET', `/api/resumes/generated/${resumeId}/json-resume`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: expect.any(String), request_id: expect.any(String) });
    expect((await user.request('GET', '/api/resumes/generated/999999/json-resume')).statusCode).toBe(404);
  });
});

describe('JSON Resume import', () => {
  it('round trip: the profile exported and imported by another user gives the same records and offers the details', async () => {
    const { user } = await seededUser();
    const exported = (await user.request('GET', '/api/profile/json-resume')).body;

    const other = await newUser();
    const imported = await uploadResume(other, 'resume.json', exported, 'application/json');
    expect(imported.statusCode).toBe(201);
    expect(await importAsOffered(other, imported.json())).toEqual({ career_added: 3, education_added: 2, skills_added: 5 });
    expect(imported.json().details).toEqual({ ...PROFILE_DETAILS, email: SEEKER.profile.email, links: [
      { label: 'LinkedIn', url: 'https://linkedin.com/in/lucja' },
      { label: 'lucja.dev', url: 'https://lucja.dev' },
    ] });
    expect(await profileRecords(other)).toEqual(await profileRecords(user));
    expect(imported.json().resume).toMatchObject({ filename: 'resume.json', freeform: false });
  });

  it('keeps each date at the precision written, a year, a month or a day, on import and on export', async () => {
    const user = await newUser();
    expect((await user.request('POST', '/api/save-user/', { user_id: user.userId, ...SEEKER.profile })).statusCode).toBe(200);
    const resume = {
      work: [
        { name: 'Globex', position: 'Analyst', startDate: '2012', endDate: '2016-03', summary: 'Reports.' },
        { name: 'Acme', position: 'Data Engineer', startDate: '2016-04-04', summary: 'Pipelines.' },
      ],
      education: [{ institution: 'University of Leeds', studyType: 'BSc', area: 'Physics', startDate: '2008', endDate: '2011-07' }],
    };
    const response = await uploadResume(user, 'resume.json', JSON.stringify(resume), 'application/json');
    expect(response.statusCode).toBe(201);
    await importAsOffered(user, response.json());
    const { career, education } = await profileRecords(user);
    expect(career.map(({ company, startDate, endDate }: { company: string; startDate: string; endDate: string | null }) => [company, startDate, endDate])).toEqual([
      ['Acme', '2016-04-04', null],
      ['Globex', '2012', '2016-03'],
    ]);
    expect(education).toEqual([expect.objectContaining({ startDate: '2008', endDate: '2011-07' })]);

    const exported = (await user.request('GET', '/api/profile/json-resume')).json();
    expect(validateJsonResume(exported)).toBe(true);
    expect(exported.work.map(({ name, startDate, endDate }: { name: string; startDate?: string; endDate?: string }) => ({ name, startDate, endDate }))).toEqual([
      { name: 'Acme', startDate: '2016-04-04', endDate: undefined },
      { name: 'Globex', startDate: '2012', endDate: '2016-03' },
    ]);
    expect(exported.education).toEqual([expect.objectContaining({ startDate: '2008', endDate: '2011-07' })]);
  });

  it('reads the JSON Resume project’s sample', async () => {
    const user = await newUser();
    const response = await uploadResume(user, 'sample.JSON', SAMPLE_RESUME);
    expect(response.statusCode).toBe(201);
    expect((await importAsOffered(user, response.json()))?.career_added).toBeGreaterThan(0);
    expect(response.json().details).toMatchObject({ full_name: 'Richard Hendriks', headline: 'Programmer', location: 'San Francisco, California, United States' });
    const { education } = await profileRecords(user);
    expect(education[0]).toMatchObject({ degree: 'Bachelor in Information Technology', institution: 'University of Oklahoma', gpa: 4 });
  });

  it.each([
    ['not JSON', 'cv.json', '{"basics": '],
    ['a list', 'cv.json', '[1, 2]'],
    ['JSON without resume sections', 'data.json', '{"name": "Ana"}'],
    ['a section of the wrong shape', 'cv.json', '{"work": {"name": "Acme"}}'],
    ['a bad date', 'cv.json', '{"work": [{"name": "Acme", "position": "Analyst", "startDate": "March 2020"}]}'],
    ['a JSON object under another name', 'resume.txt', '{"work": "Acme"}'],
  ])('refuses %s with "<file name> is not a valid JSON Resume file." and imports nothing', async (_case, filename, content) => {
    const user = await newUser();
    const response = await uploadResume(user, filename, content, 'application/json');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: `${filename} is not a valid JSON Resume file.`, request_id: expect.any(String) });
    expect((await user.request('GET', '/api/resumes/get-resumes/')).json()).toEqual([]);
    expect(await profileRecords(user)).toEqual({ career: [], education: [], skills: [] });
  });
});
