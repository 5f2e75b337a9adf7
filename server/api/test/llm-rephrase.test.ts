import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateTailoredResume, tailorResume, type LlmConfig, type TailoringInput, type TailoringOutcome } from '../src/lib/tailoring';
import { neverAnswer, promptOf, replyWith, startLlmStandIn, type LlmHandler, type LlmStandIn } from './support/llm-stand-in';

let standIn: LlmStandIn;
let baseUrl: string;
let requests: LlmStandIn['requests'];

beforeAll(async () => {
  standIn = await startLlmStandIn();
  baseUrl = standIn.url;
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
  requests = standIn.requests;
});

const API_KEY = 'sk-test-secret-key-123';
const llm = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({ baseUrl, model: 'test-model', apiKey: API_KEY, timeoutMs: 2_000, ...overrides });

/** The bullets the model is asked to rephrase, as it receives them. */
const promptedCareer = (request: Parameters<LlmHandler>[0]) => promptOf<{ career: { index: number; accomplishments: string[] }[] }>(request).career;

/** Answers by rewriting each prompted bullet with `rewrite` (given the bullet and its position across the resume). */
function rephraseEach(rewrite: (bullet: string) => string): LlmHandler {
  return (request, response) => {
    const career = promptedCareer(request).map((entry) => ({ index: entry.index, accomplishments: entry.accomplishments.map(rewrite) }));
    replyWith(JSON.stringify({ career }))(request, response);
  };
}

const INPUT: TailoringInput = {
  job: {
    title: 'Senior Backend Engineer',
    company: 'Brightwave Technologies',
    text: 'Requirements\n- Kafka and PostgreSQL\n- Mentoring engineers\n- Experience with AWS and Terraform\n- Improve reliability and latency',
  },
  profile: { name: 'Ada Example', email: 'ada@example.com', phone: null },
  career: [
    {
      id: 1,
      position: 'Backend Engineer',
      company: 'Globex',
      startDate: '2019-03-01',
      endDate: null,
      description: 'Payments platform.',
      accomplishments: ['built kafka pipelines handling 2M events a day', 'cut p99 latency by 40% on the billing API', 'mentored 3 engineers'],
    },
    {
      id: 2,
      position: 'Software Engineer',
      company: 'Initech',
      startDate: '2015-01-01',
      endDate: '2019-02-01',
      description: 'Internal tools.',
      accomplishments: ['moved reports to postgres, saving $12,000 a year'],
    },
  ],
  education: [{ degree: 'BSc Computer Science', institution: 'University of Leeds', startDate: '2011-09-01', endDate: '2014-06-01', gpa: null }],
  skills: ['Kafka', 'PostgreSQL', 'Terraform'],
};

const generate = (config: LlmConfig | null = llm(), signal?: AbortSignal) => generateTailoredResume(INPUT, signal ? { llm: config, signal } : { llm: config });

/** Positions, companies, dates, skills, education and contact are the local engine's, whatever the LLM said. */
function expectFactsUnchanged(outcome: TailoringOutcome): void {
  const local = tailorResume(INPUT).resume;
  const { career, ...rest } = outcome.resume;
  const { career: localCareer, ...localRest } = local;
  expect(rest).toEqual(localRest);
  expect(career.map(({ accomplishments: _, ...fields }) => fields)).toEqual(localCareer.map(({ accomplishments: _, ...fields }) => fields));
  career.forEach((record, index) => expect(record.accomplishments).toHaveLength(localCareer[index]?.accomplishments.length ?? -1));
}

describe('generateTailoredResume with an LLM', () => {
  it('uses the local engine alone when no LLM is configured', async () => {
    const outcome = await generate(null);
    expect(outcome).toEqual({ ...tailorResume(INPUT), engine: 'local', fallbackReason: null });
    expect(requests).toHaveLength(0);
  });

  it('sends one chat-completions request with the bearer key, the model, JSON mode and temperature 0', async () => {
    standIn.answer(rephraseEach((bullet) => bullet));
    await generate();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_object' } });
    expect(promptedCareer(request!).map((entry) => entry.index)).toEqual([0, 1]);
  });

  it('sends no authorization header without a key', async () => {
    standIn.answer(rephraseEach((bullet) => bullet));
    await generate(llm({ apiKey: null }));
    expect(requests[0]?.authorization).toBeUndefined();
  });

  it('accepts faithful rephrasings and computes the match report on them', async () => {
    const rephrasings: Record<string, string> = {
      'built kafka pipelines handling 2M events a day': 'Built Kafka pipelines that handle 2M events a day',
      'cut p99 latency by 40% on the billing API': 'Reduced p99 latency of the billing API by 40%',
      'mentored 3 engineers': 'Mentored 3 engineers',
      'moved reports to postgres, saving $12,000 a year': 'Moved reporting to PostgreSQL, saving $12,000 a year',
    };
    standIn.answer(rephraseEach((bullet) => rephrasings[bullet] ?? bullet));
    const outcome = await generate();
    expect(outcome.engine).toBe('llm');
    expect(outcome.fallbackReason).toBeNull();
    const bullets = outcome.resume.career.flatMap((record) => record.accomplishments);
    expect(bullets).toEqual(expect.arrayContaining(Object.values(rephrasings)));
    expectFactsUnchanged(outcome);
    const postgres = outcome.matchReport.covered.find((term) => term.term === 'PostgreSQL');
    expect(postgres?.evidence).toContain('Software Engineer at Initech');
  });

  it('rejects, bullet by bullet, rephrasings that change a number, add a company, a date or a technology', async () => {
    const rephrasings: Record<string, string> = {
      // Changes 2M to 3M.
      'built kafka pipelines handling 2M events a day': 'Built Kafka pipelines handling 3M events a day',
      // Names an employer that is not the user's ('Brightwave' is the hiring company).
      'cut p99 latency by 40% on the billing API': 'Cut p99 latency by 40% on the Brightwave billing API',
      // Adds a date.
      'mentored 3 engineers': 'Mentored 3 engineers in March',
      // Faithful.
      'moved reports to postgres, saving $12,000 a year': 'Moved reports to PostgreSQL, saving $12,000 a year',
    };
    standIn.answer(rephraseEach((bullet) => rephrasings[bullet] ?? bullet));
    const outcome = await generate();
    expect(outcome.engine).toBe('llm');
    const local = tailorResume(INPUT).resume;
    expect(outcome.resume.career[0]?.accomplishments).toEqual(local.career[0]?.accomplishments);
    expect(outcome.resume.career[1]?.accomplishments).toEqual(['Moved reports to PostgreSQL, saving $12,000 a year']);
    expectFactsUnchanged(outcome);
  });

  it.each([
    ['a new technology', 'Built Kafka pipelines on Google Kubernetes Engine handling 2M events a day'],
    ['a technology the job and the skills name but the bullet does not', 'Built Kafka pipelines on PostgreSQL handling 2M events a day'],
    ['a lowercase alias of a new technology', 'Built kafka pipelines on k8s handling 2M events a day'],
    ['a new year', 'Built Kafka pipelines handling 2M events a day since 2019'],
    ['a number in words', 'Built two Kafka pipelines handling 2M events a day'],
    ['a dropped number', 'Built Kafka pipelines handling millions of events a day'],
    ['an empty bullet', '   '],
    ['an absurdly long bullet', `Built Kafka pipelines handling 2M events a day ${'and more '.repeat(80)}`],
    ['a link', 'Built Kafka pipelines handling 2M events a day (see https://example.com)'],
  ])('keeps the original when the rephrasing has %s', async (_problem, rephrased) => {
    const original = 'built kafka pipelines handling 2M events a day';
    standIn.answer(rephraseEach((bullet) => (bullet === original ? rephrased : bullet)));
    const outcome = await generate();
    expect(outcome.resume.career[0]?.accomplishments).toContain(original);
    expect(outcome.resume.career[0]?.accomplishments).not.toContain(rephrased);
  });

  it('reads a reply wrapped in a Markdown code fence', async () => {
    standIn.answer((request, response) => {
      const career = promptedCareer(request).map((entry) => ({ index: entry.index, accomplishments: entry.accomplishments.map((bullet) => `${bullet[0]?.toUpperCase()}${bullet.slice(1)}`) }));
      replyWith(`\`\`\`json\n${JSON.stringify({ career })}\n\`\`\``)(request, response);
    });
    const outcome = await generate();
    expect(outcome.engine).toBe('llm');
    expect(outcome.resume.career[0]?.accomplishments).toContain('Mentored 3 engineers');
  });

  it('asks nothing when there are no accomplishments to rephrase', async () => {
    const bare = { ...INPUT, career: INPUT.career.map((record) => ({ ...record, accomplishments: [] })) };
    const outcome = await generateTailoredResume(bare, { llm: llm() });
    expect(requests).toHaveLength(0);
    expect(outcome).toMatchObject({ engine: 'local', fallbackReason: 'there are no accomplishments to rephrase' });
  });

  it('keeps a position’s originals when the reply has a different number of bullets for it', async () => {
    standIn.answer((request, response) => {
      const career = promptedCareer(request).map((entry) => ({ index: entry.index, accomplishments: entry.index === 0 ? ['Did things'] : entry.accomplishments }));
      replyWith(JSON.stringify({ career }))(request, response);
    });
    const outcome = await generate();
    expect(outcome.resume.career[0]?.accomplishments).toEqual(tailorResume(INPUT).resume.career[0]?.accomplishments);
  });

  it('falls back to the local resume when every rephrasing fails the checks', async () => {
    standIn.answer(rephraseEach((bullet) => `${bullet} at Brightwave`));
    const outcome = await generate();
    expect(outcome.engine).toBe('local');
    expect(outcome.fallbackReason).toMatch(/fact checks/);
    expect(outcome.resume).toEqual(tailorResume(INPUT).resume);
  });

  describe('falls back to the local resume with a reason', () => {
    const expectLocal = (outcome: TailoringOutcome, reason: RegExp) => {
      expect(outcome.engine).toBe('local');
      expect(outcome.fallbackReason).toMatch(reason);
      expect(outcome.fallbackReason).not.toContain(API_KEY);
      expect(outcome.resume).toEqual(tailorResume(INPUT).resume);
      expect(outcome.matchReport).toEqual(tailorResume(INPUT).matchReport);
    };

    it('on a reply that is not JSON', async () => {
      standIn.answer(replyWith('Sure! Here are your bullets: - Built pipelines'));
      expectLocal(await generate(), /not valid JSON/);
    });

    it('on a body that is not JSON at all', async () => {
      standIn.answer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>gateway</html>');
      });
      expectLocal(await generate(), /not valid JSON/);
    });

    it('on JSON of the wrong shape', async () => {
      standIn.answer(replyWith(JSON.stringify({ bullets: ['Built pipelines'] })));
      expectLocal(await generate(), /expected shape/);
    });

    it('on a response that is not a chat completion', async () => {
      standIn.answer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: null }));
      });
      expectLocal(await generate(), /not a chat completion/);
    });

    it('on HTTP 500', async () => {
      standIn.answer((_request, response) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `invalid key ${API_KEY}` } }));
      });
      expectLocal(await generate(), /HTTP 500/);
    });

    it('on a server that never answers (timeout)', async () => {
      standIn.answer(neverAnswer);
      expectLocal(await generate(llm({ timeoutMs: 200 })), /did not answer within 200 ms/);
    });

    it('on a refused connection', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      expectLocal(await generate(llm({ baseUrl: `http://127.0.0.1:${port}/v1` })), /request failed.*ECONNREFUSED/);
    });

    it('when the caller cancels', async () => {
      standIn.answer(neverAnswer);
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      expectLocal(await generate(llm(), controller.signal), /cancelled/);
    });
  });
});
