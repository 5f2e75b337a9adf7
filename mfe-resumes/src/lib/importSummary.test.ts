import { describeImport } from './importSummary';

describe('describeImport', () => {
  it.each([
    [{ career_added: 2, education_added: 1, skills_added: 7 }, 'Added 2 jobs, 1 education record and 7 skills to your profile.'],
    [{ career_added: 1, education_added: 0, skills_added: 1 }, 'Added 1 job and 1 skill to your profile.'],
    [{ career_added: 0, education_added: 3, skills_added: 0 }, 'Added 3 education records to your profile.'],
  ])('lists what %o added', (imported, expected) => {
    expect(describeImport(imported)).toBe(expected);
  });

  it('is null when nothing was added', () => {
    expect(describeImport({ career_added: 0, education_added: 0, skills_added: 0 })).toBeNull();
  });
});
