import { renderAdvice } from '../src/lib/advice/render';
import type { AdviceSections } from '../src/lib/advice/types';
import { startTestApi, type TestApi } from './support/api';
import { SEEKER, generateCompleted, seedCareerData } from './support/career-data';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The data engineer, who also lists Airflow among their skills; the resume leaves out the Contoso record. */
async function adviceForDataEngineer() {
  const user = await api.signIn(`auth0|advice-structure-${++userCount}`);
  const seeded = await seedCareerData(user);
  await user.request('POST', '/api/resumes/skills/submit', { skill: 'Airflow' });
  const resumeId = await generateCompleted(user, seeded, [seeded.historyIds[0]!]);
  const matchReport = (await user.request('GET', `/api/resumes/status/${resumeId}`)).json().match_report;
  const response = await user.request('POST', '/api/jobs/advice/', { jobId: seeded.jobId, resumeId });
  expect(response.statusCode).toBe(200);
  const { advice, advice_sections: sections } = response.json<{ advice: string; advice_sections: AdviceSections }>();
  return { advice, sections, matchReport };
}

/** Every line of the seeker's own data, as they wrote it. */
const seekerLines = new Set<string>([
  ...SEEKER.skills,
  'Airflow',
  ...SEEKER.career.flatMap((record) => [record.position, record.description, ...record.accomplishments]),
  ...SEEKER.education.map((record) => record.degree),
]);
const everySentence = (sections: AdviceSections) => [
  ...sections.fit.why,
  ...sections.strengths.map((strength) => strength.point),
  ...sections.gaps.flatMap((gap) => [gap.why_it_matters, gap.how_to_address]),
  ...sections.resume_edits.map((edit) => edit.suggestion),
  ...sections.interview_preparation.map((item) => item.question),
  ...sections.questions_to_ask,
];

describe('advice as a structure', () => {
  it('never advises adding, listing or learning Airflow when the user lists it', async () => {
    const { advice, sections } = await adviceForDataEngineer();
    for (const sentence of everySentence(sections)) expect(sentence).not.toMatch(/\b(add|list|learn)\b[^.]*\b(Apache )?Airflow\b/i);
    expect(sections.gaps.map((gap) => gap.term)).not.toContain('Apache Airflow');
    expect(advice).not.toMatch(/Add \*\*Apache Airflow\*\*/);
    // Kubernetes shows in a bullet but not in the skills: that edit is still advised.
    expect(sections.resume_edits).toContainEqual({
      target: 'Skills',
      suggestion: 'Add Kubernetes to the skills list: your accomplishments show it, and many applicant-tracking systems only read the skills section.',
    });
  });

  it('takes gaps only from the job’s terms nothing in the profile shows, and never says to claim them', async () => {
    const { sections, matchReport } = await adviceForDataEngineer();
    const missing = matchReport.missing.map((term: { term: string }) => term.term);
    const seekerText = [...seekerLines].join('\n');
    expect(sections.gaps.map((gap) => gap.term)).toContain('Snowflake');
    for (const gap of sections.gaps) {
      expect(missing).toContain(gap.term);
      expect(seekerText).not.toMatch(new RegExp(`\\b${gap.term}\\b`, 'i'));
      expect(gap.how_to_address).not.toMatch(/\bclaim\b/i);
    }
    // Snowflake is close to the streaming and pipeline work the user really did: that line is named, as written.
    const adjacent = /"([^"]+)"/.exec(sections.gaps.find((gap) => gap.term === 'Snowflake')!.how_to_address)?.[1];
    expect(seekerLines).toContain(adjacent);
    expect(sections.fit.score).toBe(matchReport.score);
    expect(sections.fit.why).toContainEqual(expect.stringMatching(/^The job asks for (.+ and )?Snowflake( and .+)?, which nothing in your profile shows\.$/));
  });

  it('cites one of the user’s own lines for every strength and every edited bullet', async () => {
    const { sections } = await adviceForDataEngineer();
    expect(sections.strengths.length).toBeGreaterThan(0);
    for (const strength of sections.strengths) expect(seekerLines).toContain(strength.evidence);
    expect(sections.strengths).toContainEqual(
      expect.objectContaining({ evidence: 'Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes', point: expect.stringMatching(/^Apache Airflow: /) }),
    );
    for (const edit of sections.resume_edits) expect(['Skills', 'Career history', ...seekerLines]).toContain(edit.target);
  });

  it('asks about the user’s own work with a skill they have used for years, never a general question', async () => {
    const { sections } = await adviceForDataEngineer();
    const kafka = sections.interview_preparation.find((item) => item.topic === 'Kafka');
    // Kafka at Northwind since 2021: over 5 years, asked about through that role.
    expect(kafka?.question).toMatch(/over \d+ years as Senior Data Engineer at Northwind Analytics|"Built Kafka and Spark/);
    for (const item of sections.interview_preparation) {
      expect(item.question).not.toMatch(/What is the hardest problem you solved with/);
      if (item.topic !== 'Snowflake' && item.topic !== 'SQL') expect(item.question).not.toMatch(/How would you get productive/);
    }
    expect(sections.questions_to_ask.length).toBeGreaterThan(0);
  });

  it('renders the advice text from the structure it answers', async () => {
    const { advice, sections, matchReport } = await adviceForDataEngineer();
    const terms = [...matchReport.covered, ...matchReport.missing].map((term: { term: string }) => term.term);
    expect(advice).toBe(renderAdvice(sections, { jobName: 'Senior Data Engineer at Globex', terms }));
    for (const strength of sections.strengths) expect(advice).toContain(`Your line: "${strength.evidence}"`);
    for (const gap of sections.gaps) expect(advice).toContain(`**${gap.term}**: `);
  });
});

describe('renderAdvice', () => {
  const sections: AdviceSections = {
    fit: { score: 64, why: ['Your resume shows Kafka and SQL.', 'The role is pitched at Senior level.'] },
    strengths: [{ point: 'Kafka: the job asks for it.', evidence: 'Built Kafka pipelines' }],
    gaps: [{ term: 'Snowflake', why_it_matters: 'It is 10% of the score.', how_to_address: 'Build a small project with Snowflake.' }],
    resume_edits: [
      { target: 'Skills', suggestion: 'Add SQL to the skills list.' },
      { target: 'Built Kafka pipelines', suggestion: 'Say how many events.' },
    ],
    interview_preparation: [{ topic: 'Kafka', question: 'Walk me through "Built Kafka pipelines".' }],
    questions_to_ask: ['How does the team use Kafka?'],
  };

  it('writes headings, numbered lists and the job’s terms in bold, leaving the user’s quoted lines as written', () => {
    expect(renderAdvice(sections, { jobName: 'Data Engineer at Globex', terms: ['Kafka', 'SQL', 'Snowflake'] })).toBe(
      [
        '**Match: 64/100** for Data Engineer at Globex.\nYour resume shows **Kafka** and **SQL**.\nThe role is pitched at Senior level.',
        '**Your strengths** for this job:',
        '1. **Kafka**: the job asks for it. Your line: "Built Kafka pipelines"',
        '**Strengthen this resume**, most valuable first:',
        '1. Skills: Add **SQL** to the skills list.\n2. "Built Kafka pipelines": Say how many events.',
        '**Gaps**: nothing in your profile shows **Snowflake**. Do not claim them; close them:',
        '1. **Snowflake**: It is 10% of the score. Build a small project with **Snowflake**.',
        '**Prepare for the interview** with answers to:',
        '1. Walk me through "Built Kafka pipelines".',
        '**Questions to ask them**:',
        '1. How does the team use **Kafka**?',
      ].join('\n\n'),
    );
  });

  it('keeps every item on one line and strips asterisks, so no text breaks the list or opens bold', () => {
    const text = renderAdvice(
      { ...sections, strengths: [], gaps: [], resume_edits: [], questions_to_ask: [], interview_preparation: [{ topic: 'x', question: 'Line one\n\nline **two**' }] },
      { jobName: 'this job', terms: [] },
    );
    expect(text).toBe(
      '**Match: 64/100** for this job.\nYour resume shows Kafka and SQL.\nThe role is pitched at Senior level.\n\n**Prepare for the interview** with answers to:\n\n1. Line one line two',
    );
  });
});
