import { awardBodySchema, certificationBodySchema, languageBodySchema, projectBodySchema, projectEndpoints } from './profile-sections';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('projectBodySchema', () => {
  it('needs only a name; optional fields left out or empty become null, blank highlights are dropped', () => {
    expect(projectBodySchema.parse({ name: '  Churn model ', url: '', role: ' ', highlights: ['Cut churn 8%', ' '] })).toEqual({
      name: 'Churn model',
      role: null,
      url: null,
      startDate: null,
      endDate: null,
      description: null,
      highlights: ['Cut churn 8%'],
    });
  });

  it('names the field of each failure', () => {
    expect(messages(projectBodySchema.safeParse({ name: ' ' }))).toEqual(['Project name is required.']);
    expect(messages(projectBodySchema.safeParse({ name: 'x'.repeat(201) }))).toEqual(['Project name must be at most 200 characters.']);
    expect(messages(projectBodySchema.safeParse({ name: 'P', url: 'ftp://example.com' }))).toEqual([
      'A link must be a web address starting with http:// or https://.',
    ]);
    expect(messages(projectBodySchema.safeParse({ name: 'P', highlights: Array.from({ length: 21 }, () => 'h') }))).toEqual(['At most 20 highlights.']);
    expect(messages(projectBodySchema.safeParse({ name: 'P', highlights: ['x'.repeat(601)] }))).toEqual(['Each highlight must be at most 600 characters.']);
    expect(messages(projectBodySchema.safeParse({ name: 'P', startDate: '2021-05-01', endDate: '2020-01-01' }))).toEqual([
      'End date cannot be before the start date.',
    ]);
  });

  it('keeps a link and dates as given', () => {
    const parsed = projectBodySchema.parse({ name: 'P', url: ' https://github.com/ada/churn ', startDate: '2021-05-01', endDate: '' });
    expect(parsed).toMatchObject({ url: 'https://github.com/ada/churn', startDate: '2021-05-01', endDate: null });
  });
});

describe('the other sections', () => {
  it('require their name or title', () => {
    expect(messages(certificationBodySchema.safeParse({}))).toEqual(['Certification name is required.']);
    expect(messages(languageBodySchema.safeParse({ name: '' }))).toEqual(['Language is required.']);
    expect(messages(awardBodySchema.safeParse({ title: ' ' }))).toEqual(['Award title is required.']);
  });

  it('take a language proficiency from the list only', () => {
    expect(languageBodySchema.parse({ name: 'German', proficiency: 'Fluent' })).toEqual({ name: 'German', proficiency: 'Fluent' });
    expect(languageBodySchema.parse({ name: 'German', proficiency: '' })).toEqual({ name: 'German', proficiency: null });
    expect(messages(languageBodySchema.safeParse({ name: 'German', proficiency: 'Good' }))).toEqual([
      'Proficiency must be one of Native, Fluent, Professional, Intermediate, Basic.',
    ]);
  });

  it('refuse unknown fields', () => {
    expect(awardBodySchema.safeParse({ title: 'Best paper', user_id: 'someone' }).success).toBe(false);
  });
});

describe('projectEndpoints', () => {
  it('list, page, add, replace and delete under /api/user/projects/', () => {
    expect(Object.values(projectEndpoints).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/user/projects/',
      'GET /api/user/projects/',
      'POST /api/user/projects/',
      'PUT /api/user/projects/:id/',
      'DELETE /api/user/projects/:id/',
    ]);
  });
});
