import { describeImport } from './importSummary';

describe('describeImport', () => {
  it.each([
    [{ career_added: 2, education_added: 1, skills_added: 7 }, 'Imported 2 career entries, 1 education entry and 7 skills.'],
    [{ career_added: 1, education_added: 0, skills_added: 1 }, 'Imported 1 career entry, 0 education entries and 1 skill.'],
  ])('counts what %o added', (imported, expected) => {
    expect(describeImport(imported)).toBe(expected);
  });

  it('is null when nothing was added', () => {
    expect(describeImport({ career_added: 0, education_added: 0, skills_added: 0 })).toBeNull();
  });
});
