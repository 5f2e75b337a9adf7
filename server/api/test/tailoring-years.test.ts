import { analyzeJob, tailorResume, type CareerFact, type TailoringInput } from '../src/lib/tailoring';

const TODAY = new Date('2026-11-15T00:00:00Z');

function role(id: number, position: string, company: string, startDate: string, endDate: string | null, accomplishments: string[] = []): CareerFact {
  return { id, position, company, startDate, endDate, description: '', accomplishments };
}

function reportFor(requirement: string, career: CareerFact[], skills: string[] = []) {
  const input: TailoringInput = {
    job: { title: 'Data Engineer', company: 'Initech', text: ['Requirements', `- ${requirement}`].join('\n') },
    profile: { name: 'Sam Lee', email: null, phone: null },
    career,
    education: [],
    skills,
  };
  return tailorResume(input, TODAY).matchReport;
}

describe('years of experience with a named skill', () => {
  it('reads the skill a years requirement names', () => {
    const names = (text: string) => analyzeJob({ title: null, company: null, text }).terms.map((term) => term.term);
    expect(names('- 5+ years of Python')).toContain('5+ years of Python');
    expect(names("- 3+ years' hands-on experience with Postgres")).toContain('3+ years of PostgreSQL');
    expect(names('- 5+ years of experience')).toEqual(['5+ years of experience']);
  });

  it('counts the years of the roles naming the skill, overlaps once', () => {
    const report = reportFor('5+ years of Python', [
      role(1, 'Data Engineer', 'Acme', '2021-01', null, ['Built Python pipelines']),
      role(2, 'Analyst', 'Globex', '2019-06', '2021-06', ['Automated reports in Python']),
      role(3, 'Barista', 'Café Nero', '2010', '2019-05'),
    ]);
    // 2019-06 to 2026-10 (the last finished month), the overlap of 2021 counted once: 7 years 5 months.
    expect(report.covered.find((term) => term.term === '5+ years of Python')?.evidence).toEqual([
      'Python: 7 years across Data Engineer at Acme, Analyst at Globex',
    ]);
  });

  it('overlapping roles naming the skill do not add up past the time they span', () => {
    const report = reportFor('5+ years of Python', [
      role(1, 'Data Engineer', 'Acme', '2020-01', '2023-12', ['Python ETL']),
      role(2, 'Consultant', 'Globex', '2020-06', '2023-06', ['Python tooling']),
      role(3, 'Analyst', 'Initrode', '2012', '2019-12', ['Excel reports']),
    ]);
    // Each role alone is 3–4 years, together 7, but they overlap: 4 years of Python, though the career is 12.
    expect(report.missing.map((term) => term.term)).toContain('5+ years of Python');
  });

  it('is not met by a 2-year role naming the skill in a 10-year career', () => {
    const report = reportFor('5+ years of Python', [
      role(1, 'Data Engineer', 'Acme', '2024-09', '2026-08', ['Python services']),
      role(2, 'Accountant', 'Globex', '2016-09', '2024-08', ['Month-end close']),
    ]);
    expect(report.missing.map((term) => term.term)).toContain('5+ years of Python');
    expect(report.covered.some((term) => term.term.includes('years'))).toBe(false);
  });

  it('reads Postgres in a bullet as PostgreSQL, at day precision', () => {
    const report = reportFor('3+ years of PostgreSQL', [role(1, 'Backend Engineer', 'Acme', '2022-03-14', '2025-04-02', ['Tuned Postgres queries'])]);
    expect(report.covered.find((term) => term.term === '3+ years of PostgreSQL')?.evidence).toEqual(['PostgreSQL: 3 years across Backend Engineer at Acme']);
  });

  it('does not count a skill only in the skills list', () => {
    const report = reportFor('3+ years of PostgreSQL', [role(1, 'Backend Engineer', 'Acme', '2015-01', null, ['Built REST APIs'])], ['PostgreSQL']);
    expect(report.missing.map((term) => term.term)).toContain('3+ years of PostgreSQL');
  });

  it('keeps counting the whole career for years of experience in general', () => {
    const career = [role(1, 'Data Engineer', 'Acme', '2024-09', null), role(2, 'Accountant', 'Globex', '2019-01', '2024-08')];
    expect(reportFor('5+ years of experience', career).covered.find((term) => term.term === '5+ years of experience')?.evidence).toEqual([
      'Data Engineer at Acme',
      'Accountant at Globex',
    ]);
    expect(reportFor('9+ years of experience', career).missing.map((term) => term.term)).toContain('9+ years of experience');
  });
});
