import { adviseOn } from '../src/lib/advice';
import { tailorResume, type TailoringInput } from '../src/lib/tailoring';

const TODAY = new Date('2026-11-01T00:00:00Z');

/** A senior data engineer: 'Airflow' among the skills, every title 'Data Engineer'. */
const INPUT: TailoringInput = {
  job: {
    title: 'Data Engineer',
    company: 'Forecastly',
    text: [
      'About Forecastly',
      'We build forecasting software for grocery chains.',
      '',
      'The role',
      'You will join the rest of the data team to own data engineering for our platform.',
      '',
      'Requirements',
      '- 5+ years of experience in data engineering',
      '- Apache Airflow, Python 3 and SQL',
      '- PostgreSQL and Docker',
      '',
      'Perks: fast-paced environment, team player culture.',
    ].join('\n'),
  },
  profile: { name: 'Dana Reyes', email: null, phone: null },
  career: [
    {
      id: 1,
      position: 'Senior Data Engineer',
      company: 'Northwind',
      startDate: '2019-04',
      endDate: null,
      description: 'Data platform for retail analytics.',
      accomplishments: ['Built PostgreSQL-to-Redshift replication for 2 TB of orders', 'Moved batch jobs to Docker-based deployments'],
    },
    { id: 2, position: 'Data Engineer', company: 'Contoso', startDate: '2015-09', endDate: '2019-03', description: '', accomplishments: [] },
  ],
  education: [],
  skills: ['Python', 'Airflow', 'SQL'],
};

describe('matching a senior data engineer with a data-engineering posting', () => {
  const { resume, matchReport } = tailorResume(INPUT, TODAY);
  const covered = new Map(matchReport.covered.map((term) => [term.term, term.evidence]));
  const reported = [...matchReport.covered, ...matchReport.missing].map((term) => term.term);

  it('covers data engineering by the titles, Airflow by the skill, PostgreSQL and Docker by compound words', () => {
    expect(covered.get('Data engineering')).toEqual(['Senior Data Engineer at Northwind', 'Data Engineer at Contoso']);
    expect(covered.get('Apache Airflow')).toEqual(['Skills']);
    expect(covered.get('PostgreSQL')).toEqual(['Senior Data Engineer at Northwind']);
    expect(covered.get('Docker')).toEqual(['Senior Data Engineer at Northwind']);
    // '5+ years of experience in data engineering' counts the years of the roles that name it.
    expect(covered.get('5+ years of Data engineering')).toEqual(['Data engineering: 11 years across Senior Data Engineer at Northwind, Data Engineer at Contoso']);
    expect(matchReport.missing).toEqual([]);
  });

  it('reads no term from the company blurb, everyday words or boilerplate', () => {
    for (const term of ['REST APIs', 'Forecasting', 'Teamwork']) expect(reported).not.toContain(term);
  });

  it('never advises adding or learning Airflow', async () => {
    const { advice } = await adviseOn({ job: INPUT.job, resume, profile: { career: INPUT.career, education: [], skills: INPUT.skills } }, { llm: null, today: TODAY });
    const airflowLines = advice.split('\n').filter((line) => /airflow/i.test(line));
    for (const line of airflowLines) expect(line).not.toMatch(/\b(?:add|learn|take a course|build a small project|nothing in your profile shows)\b/i);
  });
});
