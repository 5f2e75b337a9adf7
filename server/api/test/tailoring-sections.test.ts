import { generatedResumeContentSchema } from '@careerforge/contract';
import { tailorResume, type TailoringInput } from '../src/lib/tailoring';
import { startTestApi, type TestApi } from './support/api';
import { generateCompleted, seedCareerData } from './support/career-data';

const DATA_JOB: TailoringInput['job'] = {
  title: 'Data Analyst',
  company: 'Greenleaf Grocers',
  text: [
    'What you will do',
    '- Build dashboards in Looker and Tableau for store operations',
    '- Write SQL against our Snowflake warehouse',
    'What we are looking for',
    '- Excellent SQL; Python is a plus',
  ].join('\n'),
};

const project = (name: string, description: string, highlights: string[] = []) => ({
  name,
  role: null,
  url: null,
  startDate: null,
  endDate: null,
  description,
  highlights,
});

const SECTIONS = {
  projects: [
    project('Wedding photography site', 'A portfolio site for a friend.'),
    project('Garden planner', 'Mobile app that plans vegetable beds.', ['Shipped to 200 gardeners']),
    project('Sales dashboard', 'Tableau dashboards over a Snowflake warehouse, modelled in SQL.', ['Cut weekly reporting from 6 hours to 20 minutes']),
    project('Recipe scaler', 'Scales recipes for a bakery.'),
    project('Chess clock', 'A chess clock for tournaments.'),
  ],
  certifications: [
    { name: 'Food Hygiene Level 2', issuer: 'Highfield', date: '2015', url: null },
    { name: 'Tableau Desktop Specialist', issuer: 'Tableau', date: '2023-04', url: 'https://www.credly.com/badges/1' },
  ],
  languages: [
    { name: 'Polish', proficiency: 'Native' },
    { name: 'English', proficiency: null },
  ],
  awards: [
    { title: 'Employee of the Month', issuer: 'Café Zürich', date: '2017-08', description: 'For the busiest summer.' },
    { title: 'Hackathon winner', issuer: 'Data Week', date: '2022', description: 'A Python and SQL forecast of store demand.' },
  ],
};

const INPUT: TailoringInput = {
  job: DATA_JOB,
  profile: { name: 'Łucja Núñez', email: null, phone: null },
  career: [
    {
      id: 1,
      position: 'Analyst',
      company: 'Contoso',
      startDate: '2020',
      endDate: null,
      description: 'Reporting.',
      accomplishments: ['Wrote SQL reports'],
    },
  ],
  education: [],
  skills: ['SQL'],
  ...SECTIONS,
};

describe('projects, certifications, languages and awards in a tailored resume', () => {
  const { resume } = tailorResume(INPUT);

  it('puts the project most relevant to the job first, keeping at most four', () => {
    expect(resume.projects?.map((entry) => entry.name)).toHaveLength(4);
    expect(resume.projects?.[0]).toEqual({
      name: 'Sales dashboard',
      role: null,
      url: null,
      start_date: null,
      end_date: null,
      description: 'Tableau dashboards over a Snowflake warehouse, modelled in SQL.',
      highlights: ['Cut weekly reporting from 6 hours to 20 minutes'],
    });
  });

  it('keeps every certification, the relevant one first, and every language in the user’s order', () => {
    expect(resume.certifications?.map((entry) => entry.name)).toEqual(['Tableau Desktop Specialist', 'Food Hygiene Level 2']);
    expect(resume.certifications?.[0]).toEqual({ name: 'Tableau Desktop Specialist', issuer: 'Tableau', date: '2023-04', url: 'https://www.credly.com/badges/1' });
    expect(resume.languages).toEqual([
      { name: 'Polish', proficiency: 'Native' },
      { name: 'English', proficiency: null },
    ]);
  });

  it('ranks awards by relevance and keeps them all', () => {
    expect(resume.awards?.map((entry) => entry.title)).toEqual(['Hackathon winner', 'Employee of the Month']);
  });

  it('invents nothing: every entry is one of the user’s, copied as given', () => {
    for (const entry of resume.projects ?? []) {
      const source = SECTIONS.projects.find((candidate) => candidate.name === entry.name);
      expect(source).toBeDefined();
      expect(entry).toEqual({
        name: source!.name,
        role: source!.role,
        url: source!.url,
        start_date: source!.startDate,
        end_date: source!.endDate,
        description: source!.description,
        highlights: source!.highlights,
      });
    }
    for (const entry of resume.awards ?? []) expect(SECTIONS.awards).toContainEqual(entry);
    for (const entry of resume.certifications ?? []) expect(SECTIONS.certifications).toContainEqual(entry);
    expect(generatedResumeContentSchema.safeParse(resume).success).toBe(true);
  });

  it('leaves out a section the user has no entry in', () => {
    const { resume: bare } = tailorResume({ ...INPUT, projects: [], certifications: undefined, languages: [], awards: [] });
    expect(bare).not.toHaveProperty('projects');
    expect(bare).not.toHaveProperty('certifications');
    expect(bare).not.toHaveProperty('languages');
    expect(bare).not.toHaveProperty('awards');
  });
});

describe('generation from the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('puts the user’s own projects, certifications, languages and awards in the generated resume, and no one else’s', async () => {
    const [user, other] = [await api.signIn('auth0|sections-generation-1'), await api.signIn('auth0|sections-generation-2')];
    const seeded = await seedCareerData(user);
    const add = async (who: typeof user, kind: string, body: object) => {
      const response = await who.request('POST', `/api/user/${kind}/`, body);
      expect(response.statusCode).toBe(201);
    };
    await add(user, 'projects', { name: 'Bakery website', description: 'A website for a bakery.' });
    await add(user, 'projects', { name: 'Clickstream pipeline', description: 'Kafka and Spark streaming into Snowflake, scheduled by Airflow.' });
    await add(user, 'certifications', { name: 'Barista Skills', issuer: 'SCA' });
    await add(user, 'certifications', { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2022-09' });
    await add(user, 'languages', { name: 'Spanish', proficiency: 'Fluent' });
    await add(user, 'awards', { title: 'Data Engineering Award', issuer: 'Northwind', description: 'For the Kafka streaming platform.' });
    await add(other, 'projects', { name: 'Someone else’s project' });

    const resumeId = await generateCompleted(user, seeded);
    const resume = (await user.request('GET', `/api/resumes/status/${resumeId}`)).json().generated_resume;
    expect(resume.projects.map((entry: { name: string }) => entry.name)).toEqual(['Clickstream pipeline', 'Bakery website']);
    expect(resume.certifications.map((entry: { name: string }) => entry.name)).toEqual(['Certified Kubernetes Administrator', 'Barista Skills']);
    expect(resume.languages).toEqual([{ name: 'Spanish', proficiency: 'Fluent' }]);
    expect(resume.awards).toEqual([{ title: 'Data Engineering Award', issuer: 'Northwind', date: null, description: 'For the Kafka streaming platform.' }]);
  });

  it('keeps the four sections when the user edits the resume (the editor does not carry them), and lets them be moved or hidden', async () => {
    const user = await api.signIn('auth0|sections-generation-3');
    const seeded = await seedCareerData(user);
    expect((await user.request('POST', '/api/user/languages/', { name: 'Spanish', proficiency: 'Fluent' })).statusCode).toBe(201);
    const resumeId = await generateCompleted(user, seeded);
    const generated = (await user.request('GET', `/api/resumes/status/${resumeId}`)).json().generated_resume;
    const { projects: _projects, certifications: _certifications, languages: _languages, awards: _awards, ...edit } = generated;
    const response = await user.request('PUT', `/api/resumes/generated/${resumeId}/`, {
      generated_resume: { ...edit, name: 'Łucja N.', section_order: ['languages', 'summary'], hidden_sections: ['awards'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().generated_resume).toMatchObject({
      name: 'Łucja N.',
      languages: [{ name: 'Spanish', proficiency: 'Fluent' }],
      section_order: ['languages', 'summary'],
      hidden_sections: ['awards'],
    });
  });
});
