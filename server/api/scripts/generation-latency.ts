/**
 * Generation latency: the time from `POST /api/resumes/generate` to the status call that first
 * answers 'completed', through the real app (token verification, database, in-process worker) on a
 * fresh SQLite database, for a typical job and five career records.
 */
import { performance } from 'node:perf_hooks';
import { startTestApi, type TestUser } from '../test/support/api';
import { seedCareerData, type SeededData } from '../test/support/career-data';

const EXTRA_RECORDS = [
  {
    position: 'Analytics Engineer',
    company: 'Fabrikam',
    startDate: '2013-09-01',
    endDate: '2014-12-31',
    description: 'Modelled marketing data in dbt.',
    accomplishments: ['Replaced 120 hand-written SQL reports with tested dbt models', 'Set up Airflow alerts for late loads'],
  },
  {
    position: 'Junior Developer',
    company: 'Tailspin Toys',
    startDate: '2011-07-01',
    endDate: '2013-08-31',
    description: 'Maintained the web shop.',
    accomplishments: ['Moved order exports from cron scripts to Python services', 'Wrote integration tests for checkout'],
  },
];

/** SEEKER's three records plus two more: five records. */
async function seedFiveRecords(user: TestUser): Promise<SeededData> {
  const seeded = await seedCareerData(user);
  for (const record of EXTRA_RECORDS) {
    const response = await user.request('POST', '/api/resumes/history/submit', record);
    seeded.historyIds.push(response.json().record.id);
  }
  return seeded;
}

/** Milliseconds from POST to 'completed', one per run, for SEEKER's job and five records. */
export async function measureGenerationLatency(runs = 30): Promise<number[]> {
  const api = await startTestApi();
  try {
    const user = await api.signIn('auth0|benchmark-user');
    const seeded = await seedFiveRecords(user);
    const once = async () => {
      const started = performance.now();
      const response = await user.request('POST', '/api/resumes/generate', { jobId: seeded.jobId, historyIds: seeded.historyIds });
      const { resumeId } = response.json();
      for (;;) {
        const status = (await user.request('GET', `/api/resumes/status/${resumeId}`)).json();
        if (status.status === 'completed') return performance.now() - started;
        if (status.status === 'failed') throw new Error(`Generation failed: ${status.error}`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    for (let warmUp = 0; warmUp < 3; warmUp += 1) await once();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await once());
    return times;
  } finally {
    await api.close();
  }
}

