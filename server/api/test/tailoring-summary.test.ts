import { readFileSync } from 'node:fs';
import { tailorResume, type CareerFact, type TailoringInput } from '../src/lib/tailoring';

const TODAY = new Date('2025-01-15T00:00:00Z');
const posting = (file: string) => readFileSync(new URL(`./fixtures/job-postings/${file}`, import.meta.url), 'utf8');

const DATA_JOB: TailoringInput['job'] = {
  title: 'Senior Data Engineer',
  company: 'Fintrail',
  text: ['Requirements', '- Python and SQL', '- Kafka and Apache Spark', '- Airflow', '- 5+ years of experience', '', 'Nice to have', '- Snowflake'].join('\n'),
};

function career(overrides: Partial<CareerFact> & Pick<CareerFact, 'id'>): CareerFact {
  return {
    position: 'Data Engineer',
    company: 'Acme',
    startDate: '2016-01-01',
    endDate: '2019-12-31',
    description: '',
    accomplishments: [],
    ...overrides,
  };
}

const DATA_ENGINEER: TailoringInput = {
  job: DATA_JOB,
  profile: { name: 'Ada Example', email: null, phone: null },
  career: [
    career({
      id: 1,
      position: 'Data Engineer',
      company: 'Acme',
      startDate: '2016',
      endDate: '2019-12',
      accomplishments: ['Wrote Python ETL jobs for 40 stores', 'Organised the summer party for 120 people'],
    }),
    career({
      id: 2,
      position: 'Senior Data Engineer',
      company: 'Northwind',
      startDate: '2020-01-01',
      endDate: null,
      accomplishments: [
        'Planned the offsite for 30 people',
        'Built Kafka and Spark streaming pipelines processing 2 billion events a day',
        'Cut warehouse costs by 38% by moving batch jobs to Airflow',
      ],
    }),
  ],
  education: [],
  skills: ['python', 'Apache Kafka', 'Baking'],
};

const summaryOf = (input: TailoringInput) => tailorResume(input, TODAY).resume.summary;

describe('the composed summary', () => {
  it('opens with the latest title and the years its line of work covers, overlaps once, rounded down', () => {
    // 2016-01 to 2024-12 (the month before today): 9 whole years.
    expect(summaryOf(DATA_ENGINEER)).toBe(
      'Senior Data Engineer with over 9 years of experience, currently at Northwind. Skilled in python, Apache Kafka, Spark and Airflow. ' +
        'Wrote Python ETL jobs for 40 stores.',
    );
    const overlapping = { ...DATA_ENGINEER, career: [...DATA_ENGINEER.career, career({ id: 3, startDate: '2017-03', endDate: '2018' })] };
    expect(summaryOf(overlapping)).toMatch(/^Senior Data Engineer with over 9 years of experience,/);
  });

  it('names the user’s spelling of at most four covered terms, the heaviest first, never a missing one', () => {
    const summary = summaryOf(DATA_ENGINEER) ?? '';
    // 'python' as the skills list writes it, not the dictionary's 'Python'; Snowflake is asked for but not the user's; data
    // engineering, which the job's title asks for, is said by the user's title already.
    expect(summary).toContain('Skilled in python, Apache Kafka, Spark and Airflow.');
    expect(summary).not.toContain('Snowflake');
    expect(summary).not.toContain('SQL');
  });

  it('quotes the quantified accomplishment that names the most of the job, as written', () => {
    const summary = summaryOf(DATA_ENGINEER) ?? '';
    // Data engineering (the job's title) and Python outweigh Kafka and Spark.
    expect(summary.endsWith(' Wrote Python ETL jobs for 40 stores.')).toBe(true);
    // A number alone is not relevance: the party and the offsite are never quoted.
    const unrelated = { ...DATA_ENGINEER, career: [career({ id: 1, accomplishments: ['Organised the summer party for 120 people'] })] };
    expect(summaryOf(unrelated)).not.toContain('120');
  });

  it('names an earlier line of work that outweighs the current one, for a career changer', () => {
    const changer: TailoringInput = {
      job: { title: 'Software Developer', company: 'Brightwave', text: posting('backend-engineer-labelled.txt') },
      profile: { name: 'Sam', email: null, phone: null },
      career: [
        career({ id: 1, position: 'Registered Nurse', company: 'St Mary’s Hospital', startDate: '2012-09', endDate: '2021-12' }),
        career({
          id: 2,
          position: 'Junior Software Developer',
          company: 'Globex',
          startDate: '2022-03-01',
          endDate: null,
          accomplishments: ['Built REST APIs in Go serving 5,000 clinics'],
        }),
      ],
      education: [],
      skills: ['Go', 'PostgreSQL'],
    };
    const summary = summaryOf(changer) ?? '';
    // 2022-03 to 2024-12 is 2 years and 10 months; nursing 2012-09 to 2021-12 is 9 years and 4 months.
    expect(summary).toMatch(/^Junior Software Developer with over 2 years of experience, currently at Globex\. Previously Registered Nurse for over 9 years\. /);
    expect(summary).not.toMatch(/Senior|over 12 years/);
    // A minor earlier job is not the story: the data engineer's years outweigh a barista's.
    const barista = { ...DATA_ENGINEER, career: [...DATA_ENGINEER.career, career({ id: 3, position: 'Barista', company: 'Café', startDate: '2013', endDate: '2015' })] };
    expect(summaryOf(barista)).not.toContain('Barista');
    // A title that only grades ('Intern') is not the same work as the years before it.
    const intern = { ...changer, career: [...changer.career, career({ id: 3, position: 'Intern', company: 'Initech', startDate: '2024-06', endDate: null })] };
    expect(summaryOf(intern)).toMatch(/^Intern, currently at Initech\. Previously Junior Software Developer and Registered Nurse for over 12 years\./);
  });

  it('says no years for a single role under a year, and names where it is', () => {
    const short = { ...DATA_ENGINEER, career: [career({ id: 1, position: 'Data Analyst', company: 'Initech', startDate: '2024-03-01', endDate: null })] };
    const summary = summaryOf(short) ?? '';
    expect(summary).toMatch(/^Data Analyst, currently at Initech\./);
    expect(summary).not.toMatch(/\byears?\b/);
    const ended = { ...short, career: [career({ id: 1, position: 'Data Analyst', company: 'Initech', startDate: '2023-02', endDate: '2023-11' })] };
    expect(summaryOf(ended)).toMatch(/^Data Analyst, most recently at Initech\./);
    const oneYear = { ...short, career: [career({ id: 1, position: 'Data Analyst', company: 'Initech', startDate: '2023', endDate: '2023' })] };
    expect(summaryOf(oneYear)).toMatch(/^Data Analyst with over 1 year of experience, most recently at Initech\./);
  });

  it('is null for a user without a position rather than empty words', () => {
    expect(summaryOf({ ...DATA_ENGINEER, career: [] })).toBeNull();
    expect(summaryOf({ ...DATA_ENGINEER, career: [career({ id: 1, position: '  ' })] })).toBeNull();
  });

  it('uses the user’s own summary word for word', () => {
    const own = 'Data engineer who likes boring, reliable pipelines.\nOpen to remote work.';
    expect(summaryOf({ ...DATA_ENGINEER, profile: { ...DATA_ENGINEER.profile, summary: own } })).toBe(own);
    // A blank one is no summary: one is composed.
    expect(summaryOf({ ...DATA_ENGINEER, profile: { ...DATA_ENGINEER.profile, summary: '  ' } })).toMatch(/^Senior Data Engineer/);
  });

  it('is deterministic', () => {
    expect(summaryOf(DATA_ENGINEER)).toBe(summaryOf(structuredClone({ ...DATA_ENGINEER, career: [...DATA_ENGINEER.career].reverse() })));
  });
});

/** Words the summary's own sentences add around the user's facts. */
const TEMPLATE_WORDS = new Set(['Skilled', 'Previously']);

/** A small deterministic generator of varied careers. */
function randomInputs(count: number): TailoringInput[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const titles = ['Data Engineer', 'Senior Data Engineer', 'Registered Nurse', 'Line Cook', 'Software Engineer II', 'Intern', 'Staff Accountant'];
  const words = ['Built', 'Kafka', 'k8s', 'reduced', 'latency', 'by', '40%', 'Postgres', 'mentored', '3', 'React', 'Excel', 'budgets', '$1.2M', 'patients', 'BLS', 'python'];
  const files = ['backend-engineer-labelled.txt', 'registered-nurse-cardiac.txt', 'line-cook-no-labels.txt', 'staff-accountant-employer.txt', 'data-analyst-at.txt'];
  return Array.from({ length: count }, (_, inputIndex) => ({
    job: { title: pick(['Senior Engineer', 'Staff Nurse', null]), company: pick(['Megacorp', null]), text: posting(pick(files)) },
    profile: { name: `Person ${inputIndex}`, email: null, phone: null },
    career: Array.from({ length: Math.floor(next() * 4) }, (_, id) => {
      const startYear = 2005 + Math.floor(next() * 19);
      return career({
        id: id + 1,
        position: pick(titles),
        company: pick(['Globex', 'St Mary’s', 'Initech 2000', '']),
        startDate: pick([`${startYear}`, `${startYear}-0${1 + Math.floor(next() * 9)}`, `${startYear}-0${1 + Math.floor(next() * 9)}-15`]),
        endDate: next() < 0.4 ? null : `${Math.min(2024, startYear + Math.floor(next() * 6))}`,
        accomplishments: Array.from({ length: Math.floor(next() * 6) }, () => Array.from({ length: 3 + Math.floor(next() * 8) }, () => pick(words)).join(' ')),
      });
    }),
    education: [],
    skills: Array.from({ length: Math.floor(next() * 8) }, () => pick(['Kafka', 'python', 'kubernetes', 'Excel', 'ACLS', 'Go', 'Mentoring'])),
  }));
}

describe('the composed summary never adds a fact', () => {
  it('states only numbers and capitalised words the user’s facts hold, apart from the years it counts', () => {
    for (const input of [DATA_ENGINEER, ...randomInputs(80)]) {
      const summary = summaryOf(input);
      if (input.career.every((record) => record.position.trim() === '')) {
        expect(summary).toBeNull();
        continue;
      }
      const facts = [
        ...input.skills,
        ...input.career.flatMap((record) => [record.position, record.company, record.description, ...record.accomplishments]),
      ].join('\n');
      // The years are counted from the dates, so they can be no more than the years since the earliest start.
      const earliestStart = Math.min(...input.career.map((record) => Number(record.startDate.slice(0, 4))));
      const rest = (summary ?? '').replace(/ (?:with|for) over (\d+) years?(?: of experience)?/g, (_, years: string) => {
        expect(Number(years)).toBeGreaterThanOrEqual(1);
        expect(Number(years)).toBeLessThanOrEqual(TODAY.getUTCFullYear() - earliestStart);
        return ' ';
      });
      for (const number of rest.match(/\d+(?:[.,]\d+)*/g) ?? []) expect(facts).toContain(number);
      for (const word of rest.match(/\p{Lu}[\p{L}\p{N}’'.-]*/gu) ?? []) {
        if (!TEMPLATE_WORDS.has(word)) expect(facts).toContain(word.replace(/\.$/, ''));
      }
      expect(summary).not.toMatch(/over 0 years?/);
    }
  });
});
