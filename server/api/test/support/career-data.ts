import type { LightMyRequestResponse } from 'fastify';
import type { TestUser } from './api';

/** A realistic job seeker: a profile, three positions, two degrees and skills, submitted through the API. */
export const SEEKER = {
  profile: { email: 'lucja.nunez@example.com', name: 'Łucja Núñez' },
  career: [
    {
      position: 'Senior Data Engineer',
      company: 'Northwind Analytics',
      startDate: '2021-03-01',
      endDate: null,
      description: 'Own the streaming platform behind the company’s analytics products.',
      accomplishments: [
        'Organised the quarterly team offsite for 30 people',
        'Built Kafka and Spark streaming pipelines processing 2 billion events a day',
        'Cut warehouse costs by 38% by moving batch jobs to Airflow on Kubernetes',
        'Mentored four engineers through code review and pairing',
      ],
    },
    {
      position: 'Data Engineer',
      company: 'Contoso Retail',
      startDate: '2018-06-01',
      endDate: '2021-02-28',
      description: 'Built the retail data warehouse.',
      accomplishments: ['Designed the PostgreSQL schema for 40 stores', 'Wrote Python ETL jobs feeding nightly dashboards'],
    },
    {
      position: 'Barista',
      company: 'Café Zürich',
      startDate: '2015-01-01',
      endDate: '2018-05-31',
      description: 'Served coffee.',
      accomplishments: ['Trained new staff on the espresso machine'],
    },
  ],
  education: [
    { degree: 'MSc Computer Science', institution: 'Uniwersytet Warszawski', startDate: '2016-10-01', endDate: '2018-06-30', gpa: 4.5 },
    { degree: 'BSc Mathematics', institution: 'Universidad de Sevilla', startDate: '2012-10-01', endDate: '2016-06-30', gpa: null },
  ],
  skills: ['Baking', 'Python', 'Kafka', 'Spark', 'PostgreSQL'],
  job: {
    job_title: 'Senior Data Engineer',
    company: 'Globex',
    description:
      'We are looking for a Senior Data Engineer.\nRequirements:\n- 5+ years with Python and SQL\n- Streaming with Kafka and Spark\n- Airflow and Kubernetes\n- Experience with Snowflake\n- Mentoring engineers',
  },
} as const;

export interface SeededData {
  jobId: number;
  /** The career records' ids, in SEEKER.career's order. */
  historyIds: number[];
}

/** The body of a successful seeding call, typed by the caller. */
async function created<Body = unknown>(response: Promise<LightMyRequestResponse>): Promise<Body> {
  const answer = await response;
  if (answer.statusCode !== 201 && answer.statusCode !== 200) throw new Error(`Seeding failed (${answer.statusCode}): ${answer.body}`);
  return answer.json<Body>();
}

/** Submits SEEKER's data for `user`. */
export async function seedCareerData(user: TestUser): Promise<SeededData> {
  await created(user.request('POST', '/api/save-user/', { user_id: user.userId, ...SEEKER.profile }));
  const historyIds: number[] = [];
  for (const record of SEEKER.career) {
    historyIds.push((await created<{ record: { id: number } }>(user.request('POST', '/api/resumes/history/submit', record))).record.id);
  }
  for (const record of SEEKER.education) await created(user.request('POST', '/api/resumes/education/submit', record));
  for (const skill of SEEKER.skills) await created(user.request('POST', '/api/resumes/skills/submit', { skill }));
  const { jobId } = await created<{ jobId: number }>(user.request('POST', '/api/jobs/submit/', SEEKER.job));
  return { jobId, historyIds };
}

/** Polls a generation until it is no longer processing. */
export async function waitForGeneration(user: TestUser, resumeId: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await user.request('GET', `/api/resumes/status/${resumeId}`);
    const body = response.json();
    if (response.statusCode !== 200 || body.status !== 'processing') return { statusCode: response.statusCode, body };
    if (Date.now() > deadline) throw new Error(`Generation ${resumeId} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Generates a resume for the seeded job from `historyIds` and waits for it; returns its id. */
export async function generateCompleted(user: TestUser, seeded: SeededData, historyIds = seeded.historyIds): Promise<number> {
  const response = await user.request('POST', '/api/resumes/generate', { jobId: seeded.jobId, historyIds });
  if (response.statusCode !== 201) throw new Error(`Generate failed (${response.statusCode}): ${response.body}`);
  const { resumeId } = response.json();
  const { body } = await waitForGeneration(user, resumeId);
  if (body.status !== 'completed') throw new Error(`Generation ${resumeId} ended ${body.status}: ${body.error}`);
  return resumeId;
}
