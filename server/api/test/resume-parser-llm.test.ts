import type { LlmConfig } from '../src/lib/llm';
import { extractResume, linesFromPlainText, parseResume } from '../src/lib/resume-parser';
import { DocumentText } from '../src/lib/resume-parser/grounding';
import { MAX_RESUME_TEXT_FOR_LLM } from '../src/lib/resume-parser/llm';
import { neverAnswer, replyWith, startLlmStandIn, type LlmStandIn } from './support/llm-stand-in';

let standIn: LlmStandIn;

beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const llm = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({ baseUrl: standIn.url, model: 'test-model', apiKey: null, timeoutMs: 2_000, ...overrides });

/** Written as prose and in German: the local parser finds the skills but neither role. */
const RESUME_TEXT = [
  'Lena Vogel',
  'lena.vogel@example.de | +49 30 1234567 | github.com/lenavogel',
  'Berlin, Germany',
  'Seit 04.2019 bin ich Data Engineer bei Nordwind Logistik GmbH (04.2019 – heute).',
  'Davor war ich Werkstudentin bei Initech, März 2017 bis 03/2019.',
  '• Built the nightly ETL jobs in Python',
  'Studium: MSc Informatik, TU Berlin, 2015 – 2017, Note 1,7',
  'Skills: Python, SQL, JavaScript',
].join('\n');

const documentOf = (text: string) => ({ text, lines: linesFromPlainText(text) });
const extract = (config: LlmConfig | null = llm()) => extractResume(documentOf(RESUME_TEXT), { llm: config });
const localReading = () => parseResume(linesFromPlainText(RESUME_TEXT));

/** An answer that copies everything as the resume writes it. */
const FAITHFUL_ANSWER = {
  summary: null,
  contact: { name: 'Lena Vogel', email: 'lena.vogel@example.de', phone: '+49 30 1234567', location: 'Berlin, Germany', links: ['https://github.com/lenavogel'] },
  skills: ['Python', 'SQL', 'JavaScript'],
  education: [{ degree: 'MSc Informatik', institution: 'TU Berlin', start: '2015', end: '2017', gpa: 1.7 }],
  career: [
    { position: 'Data Engineer', company: 'Nordwind Logistik GmbH', start: '04.2019', end: 'heute', description: '', accomplishments: [] },
    { position: 'Werkstudentin', company: 'Initech', start: 'März 2017', end: '03/2019', description: '', accomplishments: ['Built the nightly ETL jobs in Python'] },
  ],
};

describe('finding values in a document', () => {
  const document = new DocumentText('Senior  Software\nEngineer at ACME Corp. Tools: JavaScript, CI/CD\nGPA 3.80 · linkedin.com/in/ana-ruiz · Zeitraum 04.2019 – heute');

  it('ignores case and spacing, and finds a value only where it stands whole', () => {
    expect(document.has('senior software engineer')).toBe(true);
    expect(document.has('Acme Corp')).toBe(true);
    expect(document.has('CI/CD')).toBe(true);
    expect(document.has('Java')).toBe(false);
    expect(document.has('Soft')).toBe(false);
    expect(document.has('04.2019 - heute')).toBe(true);
    expect(document.has('Globex')).toBe(false);
    expect(document.has('  ')).toBe(false);
  });

  it('finds a web address with or without its scheme, and a number however its decimals are written', () => {
    expect(document.hasLink('https://www.linkedin.com/in/ana-ruiz/')).toBe(true);
    expect(document.hasLink('https://github.com/ana-ruiz')).toBe(false);
    expect(document.hasNumber(3.8)).toBe(true);
    expect(document.hasNumber(3.9)).toBe(false);
  });
});

describe('reading a resume with an LLM', () => {
  it('reads with the local parser alone, asking nothing, when no LLM is configured', async () => {
    const extraction = await extract(null);
    expect(extraction).toEqual({ parsed: localReading(), engine: 'local', fallbackReason: null, dropped: 0 });
    expect(standIn.requests).toHaveLength(0);
  });

  it('sends the resume text and takes the values the document contains, dates turned from how they are written', async () => {
    standIn.answer(replyWith(JSON.stringify(FAITHFUL_ANSWER)));
    const extraction = await extract();
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]?.body.messages.find((message) => message.role === 'user')?.content).toBe(RESUME_TEXT);
    expect(extraction.engine).toBe('llm');
    expect(extraction.dropped).toBe(0);
    expect(extraction.parsed).toEqual({
      contact: { name: 'Lena Vogel', email: 'lena.vogel@example.de', phone: '+49 30 1234567', location: 'Berlin, Germany', links: ['https://github.com/lenavogel'] },
      skills: ['Python', 'SQL', 'JavaScript'],
      education: [{ degree: 'MSc Informatik', institution: 'TU Berlin', startDate: '2015', endDate: '2017', gpa: 1.7 }],
      career: [
        { position: 'Data Engineer', company: 'Nordwind Logistik GmbH', startDate: '2019-04', endDate: null, description: '', accomplishments: [] },
        { position: 'Werkstudentin', company: 'Initech', startDate: '2017-03', endDate: '2019-03', description: '', accomplishments: ['Built the nightly ETL jobs in Python'] },
      ],
    });
    expect(localReading().career).toHaveLength(0);
  });

  it('drops a company, skill, link, bullet or GPA the document does not contain, and a role with a date it does not write', async () => {
    standIn.answer(
      replyWith(
        JSON.stringify({
          ...FAITHFUL_ANSWER,
          contact: { ...FAITHFUL_ANSWER.contact, links: ['https://github.com/lenavogel', 'https://linkedin.com/in/lenavogel'] },
          skills: ['Python', 'Java', 'Kubernetes'],
          education: [{ degree: 'MSc Informatik', institution: 'TU Berlin', start: '2015', end: '2017', gpa: 1.3 }],
          career: [
            { ...FAITHFUL_ANSWER.career[0], company: 'Umbrella Corporation' },
            { ...FAITHFUL_ANSWER.career[1], accomplishments: ['Built the nightly ETL jobs in Python', 'Led a team of 40 engineers'] },
            { position: 'Data Engineer', company: 'Initech', start: '2016', end: '2017', description: '', accomplishments: [] },
          ],
        }),
      ),
    );
    const { engine, parsed, dropped } = await extract();
    expect(engine).toBe('llm');
    expect(parsed.contact.links).toEqual(['https://github.com/lenavogel']);
    expect(parsed.skills).toEqual(['Python']);
    expect(parsed.education).toEqual([{ degree: 'MSc Informatik', institution: 'TU Berlin', startDate: '2015', endDate: '2017', gpa: null }]);
    expect(parsed.career.map(({ company, accomplishments }) => ({ company, accomplishments }))).toEqual([
      { company: 'Initech', accomplishments: ['Built the nightly ETL jobs in Python'] },
    ]);
    // Company, link, two skills, GPA, one bullet; the third role's start date (2016) is written nowhere.
    expect(dropped).toBe(7);
  });

  it.each([
    ['a reply that is not JSON', replyWith('Here is the resume: {contact: …'), 'the LLM reply was not valid JSON'],
    ['a reply of another shape', replyWith(JSON.stringify({ name: 'Lena Vogel', jobs: [] })), 'the LLM reply does not have the expected shape'],
    [
      'a reply with nothing the document contains',
      replyWith(JSON.stringify({ ...FAITHFUL_ANSWER, skills: ['Kubernetes'], education: [], career: [{ ...FAITHFUL_ANSWER.career[0], company: 'Umbrella Corporation' }] })),
      'the LLM found no career, education or skill in the resume text',
    ],
  ])('uses the local parser for %s', async (_case, handler, reason) => {
    standIn.answer(handler);
    expect(await extract()).toEqual({ parsed: localReading(), engine: 'local', fallbackReason: reason, dropped: 0 });
  });

  it('uses the local parser when the LLM does not answer in time', async () => {
    standIn.answer(neverAnswer);
    const started = Date.now();
    const extraction = await extract(llm({ timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(extraction).toEqual({ parsed: localReading(), engine: 'local', fallbackReason: 'the LLM did not answer within 300 ms', dropped: 0 });
  });

  it('reads a text too long for one request with the local parser, without sending it', async () => {
    const longText = `${RESUME_TEXT}\n${'Built the nightly ETL jobs in Python.\n'.repeat(MAX_RESUME_TEXT_FOR_LLM / 30)}`;
    const extraction = await extractResume(documentOf(longText), { llm: llm() });
    expect(extraction.engine).toBe('local');
    expect(extraction.fallbackReason).toBe('the resume text is too long to send to the LLM');
    expect(standIn.requests).toHaveLength(0);
  });
});
