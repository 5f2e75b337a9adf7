import { readFileSync } from 'node:fs';
import type { GeneratedResumeContent } from '@careerforge/contract';
import { matchReportSchema } from '@careerforge/contract';
import { analyzeJob, buildMatchReport, tailorResume, type CareerFact, type TailoringInput } from '../src/lib/tailoring';

const posting = (file: string) => readFileSync(new URL(`./fixtures/job-postings/${file}`, import.meta.url), 'utf8');
const termNames = (job: TailoringInput['job']) => analyzeJob(job).terms.map((term) => term.term);
const termOf = (job: TailoringInput['job'], name: string) => analyzeJob(job).terms.find((term) => term.term === name);

const BACKEND_JOB: TailoringInput['job'] = {
  title: 'Senior Backend Engineer',
  company: 'Brightwave Technologies',
  text: posting('backend-engineer-labelled.txt'),
};

function career(overrides: Partial<CareerFact> & Pick<CareerFact, 'id'>): CareerFact {
  return {
    position: 'Software Engineer',
    company: 'Acme',
    startDate: '2020-01-01',
    endDate: '2021-01-01',
    description: 'Product engineering.',
    accomplishments: [],
    ...overrides,
  };
}

const BACKEND_INPUT: TailoringInput = {
  job: BACKEND_JOB,
  profile: { name: 'Ada Example', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  career: [
    career({
      id: 1,
      position: 'Junior Developer',
      company: 'Initech',
      startDate: '2014-06-01',
      endDate: '2016-08-01',
      description: 'Internal tools.',
      accomplishments: [
        'Organised the office book club',
        'Wrote internal tools in PHP',
        'Answered support tickets',
        'Moved reports to Postgres',
        'Presented at two meetups',
        'Kept the wiki tidy',
      ],
    }),
    career({
      id: 2,
      position: 'Backend Engineer',
      company: 'Globex',
      startDate: '2019-03-01',
      endDate: null,
      description: 'Payments platform, 40 engineers.',
      accomplishments: [
        'Planned the team offsite for 40 people',
        'Redesigned the onboarding emails with marketing',
        'Built event ingestion on Kafka and k8s handling 2M messages a day',
        'Migrated the billing schema in PostgreSQL with zero downtime',
        'Ran the quarterly hack week',
        'Mentored three junior engineers through their first on-call rotation',
        'Set up the office plants rota',
        'Introduced Terraform for all AWS accounts',
      ],
    }),
    career({
      id: 3,
      position: 'Software Engineer',
      company: 'Umbrella',
      startDate: '2016-09-01',
      endDate: '2019-02-01',
      description: 'Logistics software.',
      accomplishments: ['Wrote Go services for route planning', 'Organised the summer party'],
    }),
  ],
  education: [
    { degree: 'BSc Computer Science', institution: 'University of Leeds', startDate: '2010-09-01', endDate: '2013-06-01', gpa: 3.7 },
    { degree: 'MSc Distributed Systems', institution: 'University of Edinburgh', startDate: '2013-09-01', endDate: '2014-06-01', gpa: null },
  ],
  skills: ['Public speaking', 'Figma', 'Kafka', 'Go', 'PostgreSQL', 'Terraform', 'Baking', 'AWS', 'kafka'],
};

describe('analyzeJob', () => {
  it('reads skills, tools, responsibilities and qualifications from a realistic posting', () => {
    const analysis = analyzeJob(BACKEND_JOB);
    const byName = new Map(analysis.terms.map((term) => [term.term, term]));
    expect(byName.get('Go')?.kind).toBe('skill');
    expect(byName.get('TypeScript')?.kind).toBe('skill');
    expect(byName.get('PostgreSQL')?.kind).toBe('tool');
    expect(byName.get('Kafka')?.kind).toBe('tool');
    expect(byName.get('Amazon Web Services')?.kind).toBe('tool');
    expect(byName.get('Mentoring')?.kind).toBe('responsibility');
    expect(byName.get('On-call')?.kind).toBe('responsibility');
    expect(byName.get('6+ years of experience')?.kind).toBe('qualification');
    expect(analysis.seniority).toBe('Senior');
    // Benefits ('401(k) with 4% match') are not requirements.
    expect(analysis.terms.some((term) => term.term.includes('401'))).toBe(false);
  });

  it('maps aliases to one canonical term', () => {
    const job = { title: null, company: null, text: 'Requirements\n- JS and TS\n- k8s, Postgres and GCP\n- CI/CD with GitHub Actions\n- Node.js' };
    expect(termNames(job)).toEqual(
      expect.arrayContaining(['JavaScript', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'Google Cloud Platform', 'CI/CD', 'GitHub Actions', 'Node.js']),
    );
  });

  it('reads ambiguous words as technologies only where the context says so', () => {
    const ordinary = {
      title: 'Store Manager',
      company: null,
      text: [
        'Go the extra mile for every customer and keep the node of the network tidy.',
        'Plan C: if the till fails, go to the back office. We offer a great R&D budget.',
        'You will excel at scheduling and react quickly to problems.',
        'Our spring sale is our busiest week.',
        'Excel at keeping shelves full. React calmly to complaints.',
      ].join('\n'),
    };
    const names = termNames(ordinary);
    for (const name of ['Go', 'C', 'R', 'Node.js', 'Microsoft Excel', 'React', 'Spring Boot']) expect(names).not.toContain(name);

    const technical = {
      title: null,
      company: null,
      text: 'Requirements\n- Python, R and SQL\n- C/C++ for firmware\n- Services written in Go\n- Golang or Rust\n- React, Node and Excel reporting',
    };
    expect(termNames(technical)).toEqual(expect.arrayContaining(['Python', 'R', 'SQL', 'C', 'C++', 'Go', 'Rust', 'React', 'Node.js', 'Microsoft Excel']));
  });

  it('does not take the hiring company’s name for a skill', () => {
    expect(termNames({ title: 'Payments Engineer', company: 'Stripe', text: 'At Stripe you will build with Stripe APIs and Ruby.' })).not.toContain('Stripe');
  });

  it('weighs terms by where they appear: title and requirements above nice-to-haves', () => {
    const job = {
      title: 'Python Developer',
      company: null,
      text: ['Requirements', '- Python and Django', '- PostgreSQL', '', 'Nice to have', '- Kafka', '', 'Responsibilities', '- Write Django views'].join('\n'),
    };
    const python = termOf(job, 'Python')?.weight ?? 0;
    const django = termOf(job, 'Django')?.weight ?? 0;
    const postgres = termOf(job, 'PostgreSQL')?.weight ?? 0;
    const kafka = termOf(job, 'Kafka')?.weight ?? 0;
    expect(python).toBeGreaterThan(postgres);
    // Repeated: in requirements and responsibilities.
    expect(django).toBeGreaterThan(postgres);
    expect(postgres).toBeGreaterThan(kafka);
    const terms = analyzeJob(job).terms;
    expect(terms[0]?.term).toBe('Python');
    expect(terms.map((term) => term.weight)).toEqual([...terms.map((term) => term.weight)].sort((a, b) => b - a));
  });

  it('marks optional clauses as nice to have', () => {
    const nurse = { title: 'Registered Nurse, Cardiac ICU', company: 'St. Agnes Medical Center', text: posting('registered-nurse-cardiac.txt') };
    expect(termOf(nurse, 'ACLS')?.weight).toBeGreaterThan(termOf(nurse, 'CCRN')?.weight ?? Infinity);
    // '2 years of ICU experience' asks for years in intensive care, not any nursing.
    expect(termOf(nurse, '2+ years of Critical care')).toBeDefined();
  });

  it('reads degree and years requirements', () => {
    const job = { title: null, company: null, text: "Qualifications\n- BS/MS in Computer Science or equivalent\n- 3-5 years of experience\n- Master's degree preferred" };
    expect(termNames(job)).toEqual(expect.arrayContaining(["Bachelor's degree", '3+ years of experience']));
    // 'Boston, MA' is a place, not a master's degree; a company founded 20 years ago asks for nothing.
    const place = { title: null, company: null, text: 'Location: Boston, MA\nWe have served patients for 20 years.' };
    expect(termNames(place)).toEqual([]);
  });

  it('reads the seniority from the title, else from phrases about the role', () => {
    const seniority = (title: string | null, text = '') => analyzeJob({ title, company: null, text }).seniority;
    expect(seniority('Senior Staff Engineer')).toBe('Staff');
    expect(seniority('Staff Accountant')).toBeNull();
    expect(seniority('Lead Data Engineer')).toBe('Lead');
    expect(seniority('Principal Product Designer')).toBe('Principal');
    expect(seniority('Head of Engineering')).toBe('Head');
    expect(seniority('Jr. Web Developer')).toBe('Junior');
    expect(seniority('Software Engineering Intern')).toBe('Junior');
    expect(seniority('Data Engineer', 'We are looking for a senior data engineer to join us.')).toBe('Senior');
    expect(seniority('Data Engineer', 'You will mentor two mid-level engineers.')).toBeNull();
    expect(seniority(null, 'Senior DevOps Engineer (Remote)\n\nAbout us\nWe build things.')).toBe('Senior');
    expect(seniority(null, 'We are a senior living community hiring cooks.')).toBeNull();
  });

  it('finds no terms in a posting outside the dictionary', () => {
    expect(analyzeJob({ title: null, company: null, text: 'Walk our dogs twice a day. Be kind.' })).toEqual({ terms: [], seniority: null });
  });

  it('analyses a long posting (a 10 000-character one finishes without trouble)', () => {
    const long = `${BACKEND_JOB.text}\n`.repeat(20).slice(0, 10_000);
    expect(analyzeJob({ ...BACKEND_JOB, text: long }).terms.length).toBeGreaterThan(5);
    expect(analyzeJob({ title: null, company: null, text: 'x'.repeat(50_000) }).terms).toEqual([]);
  });
});

describe('tailorResume', () => {
  const { resume, matchReport } = tailorResume(BACKEND_INPUT);

  it('puts the chosen records most recent first, ongoing first, with their fields copied exactly', () => {
    expect(resume.career.map((record) => record.company)).toEqual(['Globex', 'Umbrella', 'Initech']);
    const globex = BACKEND_INPUT.career[1];
    expect(resume.career[0]).toMatchObject({
      position: globex?.position,
      company: globex?.company,
      start_date: globex?.startDate,
      end_date: null,
      description: globex?.description,
    });
  });

  it('ranks the accomplishments the job asks about first', () => {
    const globex = resume.career[0]?.accomplishments ?? [];
    expect(globex.slice(0, 4)).toEqual(
      expect.arrayContaining([
        'Built event ingestion on Kafka and k8s handling 2M messages a day',
        'Migrated the billing schema in PostgreSQL with zero downtime',
        'Mentored three junior engineers through their first on-call rotation',
        'Introduced Terraform for all AWS accounts',
      ]),
    );
    const unrelated = ['Planned the team offsite for 40 people', 'Redesigned the onboarding emails with marketing', 'Ran the quarterly hack week', 'Set up the office plants rota'];
    for (const accomplishment of globex.slice(4)) expect(unrelated).toContain(accomplishment);
    expect(resume.career[2]?.accomplishments[0]).toBe('Moved reports to Postgres');
  });

  it('ranks a bullet naming a tool related to a term the job asks for above unrelated ones', () => {
    const devops = { title: 'DevOps Engineer', company: null, text: 'Requirements\n- CI/CD\n- Observability' };
    const bullets = ['Wrote the quarterly newsletter', 'Sped up Jenkins builds', 'Organised the summer party', 'Set up Grafana dashboards'];
    const { resume: tailored } = tailorResume({ ...BACKEND_INPUT, job: devops, career: [career({ id: 1, accomplishments: bullets })] });
    expect(tailored.career[0]?.accomplishments.slice(0, 2)).toEqual(['Sped up Jenkins builds', 'Set up Grafana dashboards']);
  });

  it('keeps at most 6 accomplishments for the two most recent records and 4 for older ones; a short list keeps all', () => {
    expect(resume.career[0]?.accomplishments).toHaveLength(6);
    expect(resume.career[1]?.accomplishments).toHaveLength(2);
    expect(resume.career[2]?.accomplishments).toHaveLength(4);
  });

  it('orders skills by the job’s interest, then keeps the rest in the user’s order, without duplicates', () => {
    expect(resume.skills.slice(0, 5)).toEqual(expect.arrayContaining(['Kafka', 'Go', 'PostgreSQL', 'Terraform', 'AWS']));
    expect(resume.skills.slice(5)).toEqual(['Public speaking', 'Figma', 'Baking']);
    expect(resume.skills).not.toContain('kafka');
    // A skill outside the dictionary that the posting names comes after the dictionary terms, before the rest.
    const withBooking = tailorResume({ ...BACKEND_INPUT, skills: ['Baking', 'Appointment booking', 'Kafka'] }).resume.skills;
    expect(withBooking).toEqual(['Kafka', 'Appointment booking', 'Baking']);
  });

  it('counts an ambiguous skill name on its own as the technology', () => {
    const go = matchReport.covered.find((term) => term.term === 'Go');
    expect(go?.evidence).toEqual(['Skills', 'Software Engineer at Umbrella']);
    const ordinary = tailorResume({ ...BACKEND_INPUT, skills: ['Go'], career: [career({ id: 9, accomplishments: ['Helped the team go live on time'] })] });
    expect(ordinary.matchReport.covered.find((term) => term.term === 'Go')?.evidence).toEqual(['Skills']);
  });

  it('caps the skills at 20', () => {
    const skills = Array.from({ length: 30 }, (_, index) => `Skill ${index}`);
    expect(tailorResume({ ...BACKEND_INPUT, skills }).resume.skills).toHaveLength(20);
  });

  it('lists education most recent first and copies the profile', () => {
    expect(resume.education.map((record) => record.degree)).toEqual(['MSc Distributed Systems', 'BSc Computer Science']);
    expect(resume.education[1]).toEqual({ degree: 'BSc Computer Science', institution: 'University of Leeds', start_date: '2010-09-01', end_date: '2013-06-01', gpa: 3.7 });
    expect(resume).toMatchObject({ name: 'Ada Example', email: 'ada@example.com', phone: '+44 20 7946 0000' });
  });

  it('fills the header from the profile as given: headline, location, links; blank ones are left out', () => {
    const links = [{ label: 'GitHub', url: 'https://github.com/ada' }];
    const profile = { ...BACKEND_INPUT.profile, headline: 'Backend engineer, payments', location: 'Leeds, UK', links };
    expect(tailorResume({ ...BACKEND_INPUT, profile }).resume).toMatchObject({ name: 'Ada Example', headline: 'Backend engineer, payments', location: 'Leeds, UK', links });
    const blank = { ...BACKEND_INPUT.profile, headline: ' ', location: '' };
    expect(tailorResume({ ...BACKEND_INPUT, profile: blank }).resume).toMatchObject({ headline: null, location: null, links: [] });
    expect(resume).toMatchObject({ headline: null, location: null, links: [] });
  });

  it('repeats no line within a position: a description restating the title is emptied, a bullet restating either is left out', () => {
    const repeated = career({
      id: 1,
      position: 'Data Engineer',
      description: '  data   ENGINEER. ',
      accomplishments: ['Data engineer', 'Built the Kafka ingestion', 'built the kafka  ingestion', 'Wrote Go services'],
    });
    const restated = career({ id: 2, position: 'Barista', description: 'Served coffee', accomplishments: ['Served coffee.', 'Trained new staff'], startDate: '2010-01-01' });
    const blank = career({ id: 3, position: 'Cook', description: '   ', startDate: '2009-01-01' });
    const [first, second, third] = tailorResume({ ...BACKEND_INPUT, career: [repeated, restated, blank] }).resume.career;
    expect(first).toMatchObject({ position: 'Data Engineer', description: '' });
    expect([...(first?.accomplishments ?? [])].sort()).toEqual(['Built the Kafka ingestion', 'Wrote Go services']);
    expect(second).toMatchObject({ description: 'Served coffee', accomplishments: ['Trained new staff'] });
    expect(third?.description).toBe('');
  });

  it('is deterministic', () => {
    expect(tailorResume(BACKEND_INPUT)).toEqual(tailorResume(structuredClone(BACKEND_INPUT)));
    const shuffled = { ...BACKEND_INPUT, career: [...BACKEND_INPUT.career].reverse() };
    expect(tailorResume(shuffled).resume).toEqual(resume);
  });

  it('returns a valid match report', () => {
    expect(matchReportSchema.parse(matchReport)).toEqual(matchReport);
  });
});

/** Every string of the resume but the composed summary (tailoring-summary.test.ts checks that its facts are the user's). */
function resumeStrings(resume: GeneratedResumeContent): string[] {
  return [
    resume.name,
    resume.email ?? '',
    resume.phone ?? '',
    ...resume.skills,
    ...resume.education.flatMap((record) => [record.degree, record.institution, record.start_date ?? '', record.end_date ?? '']),
    ...resume.career.flatMap((record) => [record.position, record.company, record.start_date, record.end_date ?? '', record.description, ...record.accomplishments]),
  ];
}

function inputStrings(input: TailoringInput): Set<string> {
  return new Set([
    '',
    input.profile.name,
    input.profile.email ?? '',
    input.profile.phone ?? '',
    ...input.skills,
    ...input.education.flatMap((record) => [record.degree, record.institution, record.startDate ?? '', record.endDate ?? '']),
    ...input.career.flatMap((record) => [record.position, record.company, record.startDate, record.endDate ?? '', record.description, ...record.accomplishments]),
  ]);
}

/** A small deterministic generator, so the property runs over the same varied inputs every time. */
function randomInputs(count: number): TailoringInput[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const words = ['Built', 'Kafka', 'k8s', 'reduced', 'latency', 'by', '40%', 'Postgres', 'mentored', 'team', 'React', 'Excel', 'budgets', 'Go,', 'patients', 'BLS'];
  const files = ['backend-engineer-labelled.txt', 'devops-about-us.txt', 'registered-nurse-cardiac.txt', 'line-cook-no-labels.txt', 'data-scientist-markdown-bold-company.txt'];
  return Array.from({ length: count }, (_, inputIndex) => ({
    job: { title: pick(['Senior Engineer', 'Line Cook', null]), company: pick(['Acme', null]), text: posting(pick(files)) },
    profile: { name: `Person ${inputIndex}`, email: pick(['p@example.com', null]), phone: pick(['555-0100', null]) },
    career: Array.from({ length: 1 + Math.floor(next() * 5) }, (_, id) =>
      career({
        id: id + 1,
        position: `Position ${id}`,
        company: `Company ${id}`,
        startDate: `20${10 + Math.floor(next() * 14)}-0${1 + Math.floor(next() * 9)}-01`,
        endDate: next() < 0.3 ? null : `2024-0${1 + Math.floor(next() * 9)}-01`,
        description: `Description ${id}`,
        accomplishments: Array.from({ length: Math.floor(next() * 10) }, () => Array.from({ length: 3 + Math.floor(next() * 8) }, () => pick(words)).join(' ')),
      }),
    ),
    education: Array.from({ length: Math.floor(next() * 3) }, (_, id) => ({
      degree: pick(['BSc Physics', 'MBA', 'High School Diploma']),
      institution: `School ${id}`,
      startDate: next() < 0.5 ? null : '2008-09-01',
      endDate: next() < 0.5 ? null : '2012-06-01',
      gpa: null,
    })),
    skills: Array.from({ length: Math.floor(next() * 25) }, () => pick(['Kafka', 'Python', 'Cooking', 'kubernetes', 'Excel', 'ACLS', 'Go'])),
  }));
}

describe('never adds a fact', () => {
  it('every string in the resume is one of the input’s strings, over many inputs', () => {
    for (const input of [BACKEND_INPUT, ...randomInputs(40)]) {
      const allowed = inputStrings(input);
      const { resume, matchReport } = tailorResume(input);
      for (const text of resumeStrings(resume)) expect(allowed).toContain(text);
      expect(resume.career).toHaveLength(input.career.length);
      expect(resume.education).toHaveLength(input.education.length);
      // Each position keeps only its own accomplishments.
      for (const record of resume.career) {
        const source = input.career.find((fact) => fact.company === record.company);
        for (const accomplishment of record.accomplishments) expect(source?.accomplishments).toContain(accomplishment);
      }
      expect(matchReportSchema.safeParse(matchReport).success).toBe(true);
    }
  });
});

describe('buildMatchReport', () => {
  const today = new Date('2025-01-15T00:00:00Z');
  const job = {
    title: 'Senior Data Engineer',
    company: 'Fintrail',
    text: ['Requirements', '- Python and SQL', '- Kafka', '- 5+ years of experience', "- Bachelor's degree", '', 'Nice to have', '- dbt'].join('\n'),
  };
  const resume: GeneratedResumeContent = {
    name: 'Ada',
    email: null,
    phone: null,
    skills: ['Python', 'SQL'],
    education: [{ degree: 'MSc Statistics', institution: 'UCL', start_date: '2012-09-01', end_date: '2013-09-01', gpa: null }],
    career: [
      {
        position: 'Data Engineer',
        company: 'Acme',
        start_date: '2018-01-01',
        end_date: null,
        description: 'Streaming data.',
        accomplishments: ['Built pipelines on Apache Kafka', 'Wrote Python jobs'],
      },
    ],
  };

  it('lists covered terms with their evidence and the missing ones, and scores the covered weight', () => {
    const analysis = analyzeJob(job);
    const report = buildMatchReport(analysis, resume, today);
    const evidence = Object.fromEntries(report.covered.map((term) => [term.term, term.evidence]));
    expect(evidence).toEqual({
      // The job's title asks for data engineering; the user's title 'Data Engineer' shows it.
      'Data engineering': ['Data Engineer at Acme'],
      Python: ['Skills', 'Data Engineer at Acme'],
      SQL: ['Skills'],
      Kafka: ['Data Engineer at Acme'],
      '5+ years of experience': ['Data Engineer at Acme'],
      "Bachelor's degree": ['Education'],
    });
    expect(report.missing.map((term) => term.term)).toEqual(['dbt']);
    const total = analysis.terms.reduce((sum, term) => sum + term.weight, 0);
    const dbt = analysis.terms.find((term) => term.term === 'dbt')?.weight ?? 0;
    expect(report.score).toBe(Math.round((100 * (total - dbt)) / total));
    expect(report.seniority).toBe('Senior');
  });

  it('counts years only as far as the dates reach, and degrees only at the level asked', () => {
    const junior: GeneratedResumeContent = {
      ...resume,
      education: [{ degree: 'High School Diploma', institution: 'Leeds Grammar', start_date: null, end_date: '2019-06-01', gpa: null }],
      career: [{ ...resume.career[0]!, start_date: '2022-03-01' }],
    };
    const missing = buildMatchReport(analyzeJob(job), junior, today).missing.map((term) => term.term);
    expect(missing).toEqual(expect.arrayContaining(['5+ years of experience', "Bachelor's degree"]));
  });

  it('reads dates of year or month precision: a year alone starts in January and ends in December', () => {
    const analysis = analyzeJob(job);
    const covers = (start_date: string, end_date: string | null) =>
      !buildMatchReport(analysis, { ...resume, career: [{ ...resume.career[0]!, start_date, end_date }] }, today).missing.some((term) => term.term === '5+ years of experience');
    expect(covers('2016', '2020')).toBe(true);
    expect(covers('2016', '2020-06')).toBe(false);
    expect(covers('2016-02', '2020')).toBe(false);
    // Ongoing: counted through December 2024, the last month before today's.
    expect(covers('2020', null)).toBe(true);
    expect(covers('2020-02-01', null)).toBe(false);
  });

  it('gives 0 with empty lists for a job without recognised terms', () => {
    expect(buildMatchReport({ terms: [], seniority: null }, resume, today)).toEqual({ score: 0, covered: [], missing: [], seniority: null });
  });

  it('gives 100 when everything is covered and 0 when nothing is', () => {
    const analysis = analyzeJob({ title: null, company: null, text: 'Requirements\n- Python\n- SQL' });
    expect(buildMatchReport(analysis, resume, today).score).toBe(100);
    expect(buildMatchReport(analysis, { ...resume, skills: [], career: [] }, today).score).toBe(0);
  });
});
