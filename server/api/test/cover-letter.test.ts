import type { GeneratedResumeContent, ResumeCareer } from '@careerforge/contract';
import { composeCoverLetter, writeCoverLetter, GENERIC_GREETING, type LetterJob } from '../src/lib/cover-letter';
import { analyzeJob, buildMatchReport, lineOfWork } from '../src/lib/tailoring';
import { promptOf, replyWith, startLlmStandIn, type LlmStandIn } from './support/llm-stand-in';

const TODAY = new Date('2025-01-15T00:00:00Z');

const JOB = {
  title: 'Senior Data Engineer',
  company: 'Globex',
  text: 'We are looking for a Senior Data Engineer.\nRequirements:\n- 5+ years with Python and SQL\n- Streaming with Kafka and Spark\n- Airflow and Kubernetes\n- Mentoring engineers',
};

function position(overrides: Partial<ResumeCareer>): ResumeCareer {
  return { position: 'Data Engineer', company: 'Acme', start_date: '2016-01-01', end_date: '2019-12-31', description: '', accomplishments: [], ...overrides };
}

const RESUME: GeneratedResumeContent = {
  name: 'Łucja Núñez',
  email: 'lucja@example.com',
  phone: '555-0100',
  location: 'Warsaw, Poland',
  skills: ['Python', 'Kafka', 'Spark', 'PostgreSQL'],
  education: [],
  career: [
    position({
      position: 'Senior Data Engineer',
      company: 'Northwind Analytics',
      start_date: '2021-03-01',
      end_date: null,
      accomplishments: [
        'Built Kafka and Spark streaming pipelines processing 2 billion events a day',
        'Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes',
        'Organised the quarterly team offsite for 30 people',
        'Mentored four engineers through code review and pairing',
      ],
    }),
    position({ position: 'Data Engineer', company: 'Contoso Retail', start_date: '2018-06-01', end_date: '2021-02-28', accomplishments: ['Wrote Python ETL jobs feeding nightly dashboards'] }),
  ],
};

const compose = (job: LetterJob & { text: string } = JOB, resume: GeneratedResumeContent = RESUME) =>
  composeCoverLetter({ job, resume, covered: buildMatchReport(analyzeJob(job), resume, TODAY).covered, today: TODAY });

describe('composeCoverLetter', () => {
  it('writes a letter to the company’s team naming the role, the user’s title and years, the covered terms and quantified results', () => {
    const letter = compose();
    expect(letter.greeting).toBe('Dear Globex team,');
    expect(letter).toMatchObject({ name: 'Łucja Núñez', email: 'lucja@example.com', phone: '555-0100', location: 'Warsaw, Poland', closing: 'Sincerely,', signature: 'Łucja Núñez' });
    const [opening, why, results, closing] = letter.paragraphs;
    expect(letter.paragraphs).toHaveLength(4);
    expect(opening).toBe(
      'I am writing to apply for the Senior Data Engineer position at Globex. I currently work as Senior Data Engineer at Northwind Analytics, with over 6 years of experience in this line of work.',
    );
    expect(why).toMatch(/^This role at Globex caught my attention because it calls for Python, Kafka, Spark/);
    // The quantified accomplishments about the job's terms, word for word with their numbers; not the offsite.
    expect(results).toContain('Built Kafka and Spark streaming pipelines processing 2 billion events a day (Senior Data Engineer at Northwind Analytics).');
    expect(results).toContain('Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes (Senior Data Engineer at Northwind Analytics).');
    expect(results).not.toContain('offsite');
    expect(closing).toContain('contribute to Globex');
  });

  it('greets the hiring manager and names no company when the posting names none', () => {
    const letter = compose({ ...JOB, company: null });
    expect(letter.greeting).toBe(GENERIC_GREETING);
    expect(letter.paragraphs[0]).toMatch(/^I am writing to apply for the Senior Data Engineer position\./);
    expect(letter.paragraphs.join(' ')).not.toContain('Globex');
  });

  it('is the same letter for the same facts', () => {
    expect(compose()).toEqual(compose());
  });

  it('says "most recently" for an ended position and leaves out years under one', () => {
    const resume = { ...RESUME, career: [position({ position: 'Analyst', company: 'Initech', start_date: '2024-06-01', end_date: '2024-11-30', accomplishments: [] })] };
    expect(compose(JOB, resume).paragraphs[0]).toContain('Most recently I worked as Analyst at Initech.');
  });
});

/** A small deterministic generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], max: number): T[] => Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(items));
  return { next, pick, some };
}

const TITLES = ['Data Engineer', 'Senior Backend Engineer', 'Registered Nurse', 'Barista', 'Product Manager', 'Intern', ''];
const COMPANIES = ['Northwind', 'Café Zürich', 'Initech', 'ACME Corp', ''];
const SKILLS = ['Python', 'Kafka', 'Kubernetes', 'SQL', 'Excel', 'Patient care', 'Terraform', 'AWS'];
const BULLETS = [
  'Cut p99 latency by 40% on the billing API',
  'Built Kafka pipelines handling 2M events a day',
  'Moved reports to PostgreSQL, saving $12,000 a year',
  'Mentored 3 engineers',
  'Cared for 12 patients per shift in the ICU',
  'Led the migration of 14 services to Kubernetes on AWS',
  'Wrote Terraform modules for 5 teams',
  'Organised the summer party',
];
const POSTING_LINES = ['Python and SQL', 'Kafka', 'Kubernetes and Terraform', 'AWS', 'Patient care', '3+ years of experience', 'Mentoring engineers'];

/** Words the letter's own wording may capitalise. */
const FIXED_WORDS = new Set(['I', 'Dear', 'Hiring', 'Manager', 'Sincerely', 'Most', 'This', 'A', 'Thank']);

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}+#'’-]*/gu) ?? [];
}

describe('composeCoverLetter, for any facts', () => {
  it('states only numbers and capitalised words from the resume, the job, or its own fixed wording', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const { pick, some, next } = random(seed);
      const year = () => 2005 + Math.floor(next() * 19);
      const career = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        const start = year();
        return position({
          position: pick(TITLES),
          company: pick(COMPANIES),
          start_date: `${start}-0${1 + Math.floor(next() * 9)}-01`,
          end_date: next() < 0.3 ? null : `${Math.min(2024, start + Math.floor(next() * 6))}-12-31`,
          accomplishments: some(BULLETS, 4),
        });
      });
      const resume: GeneratedResumeContent = { ...RESUME, skills: some(SKILLS, 5), career };
      const job = { title: next() < 0.2 ? null : pick(TITLES) || null, company: next() < 0.3 ? null : pick(COMPANIES) || null, text: some(POSTING_LINES, 5).join('\n') };
      const letter = compose(job, resume);
      const text = [letter.greeting, ...letter.paragraphs, letter.closing, letter.signature].join('\n');

      const inputs = JSON.stringify({ job, resume });
      const inputWords = new Set(wordsOf(inputs));
      const years = lineOfWork(resume.career, TODAY)?.years.match(/\d+/)?.[0];
      for (const number of text.match(/\d+(?:[.,]\d+)*/g) ?? []) {
        if (number !== years) expect({ seed, number, found: inputs.includes(number) }).toEqual({ seed, number, found: true });
      }
      for (const word of wordsOf(text).filter((candidate) => /^\p{Lu}/u.test(candidate))) {
        expect({ seed, word, known: inputWords.has(word) || FIXED_WORDS.has(word) }).toEqual({ seed, word, known: true });
      }
    }
  });
});

describe('writeCoverLetter with an LLM', () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(() => standIn.close());
  const llm = () => ({ baseUrl: standIn.url, model: 'test-model', apiKey: null, timeoutMs: 2_000 });

  it('keeps a rephrased paragraph that states the same facts and the local one that adds any', async () => {
    const local = compose();
    standIn.answer((request, response) => {
      const { paragraphs } = promptOf<{ paragraphs: string[] }>(request);
      const rephrased = paragraphs.map((paragraph, index) =>
        index === 0 ? paragraph.replace('I am writing to apply for', 'I would like to apply for') : index === 2 ? paragraph.replace('38%', '45%') : `${paragraph} I led Snowflake projects at Initech.`,
      );
      replyWith(JSON.stringify({ paragraphs: rephrased }))(request, response);
    });
    const outcome = await writeCoverLetter({ job: JOB, resume: RESUME }, { llm: llm(), today: TODAY });
    expect(outcome.engine).toBe('llm');
    expect(outcome.letter.paragraphs[0]).toMatch(/^I would like to apply for the Senior Data Engineer position at Globex\./);
    // A changed number and an invented employer and tool are refused.
    expect(outcome.letter.paragraphs.slice(1)).toEqual(local.paragraphs.slice(1));
    expect(outcome.letter.greeting).toBe(local.greeting);
  });

  it('falls back to the local letter when the LLM answers nonsense', async () => {
    standIn.answer(replyWith('not json'));
    const outcome = await writeCoverLetter({ job: JOB, resume: RESUME }, { llm: llm(), today: TODAY });
    expect(outcome).toMatchObject({ engine: 'local', fallbackReason: 'the LLM reply was not valid JSON' });
    expect(outcome.letter).toEqual(compose());
  });
});
