import { sql } from 'kysely';
import { timestamp } from '../src/lib/db';
import { containsText } from '../src/lib/paging';
import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|jobs-pages-user-${++userCount}`);

interface JobFields {
  job_title: string;
  company: string;
  description: string;
}

/** Jobs whose titles, companies and texts differ in case, accents, scripts and LIKE's own characters. */
const JOBS: JobFields[] = [
  { job_title: 'Data Engineer', company: 'Globex', description: 'Build pipelines.' },
  { job_title: 'École Engineer', company: 'Café Crème', description: 'Über alles.' },
  { job_title: 'école engineer', company: 'Initech', description: 'Teach the engineers.' },
  { job_title: '100% Remote Engineer', company: 'snake_case Ltd', description: 'Files under C:\\temp.' },
  { job_title: 'Engineer "Lead"', company: 'Quotes & Co', description: 'Says "hello".' },
  { job_title: 'QA', company: 'Umbrella', description: 'Tests.' },
  { job_title: 'ML Ops', company: 'ΔΈΛΤΑ', description: 'Models in production.' },
  { job_title: 'Analyst', company: 'Hooli', description: 'Reports on snake case studies, 100 percent.' },
];

const SEARCHES = [
  'engineer',
  'ENGINEER',
  'Engineer 1',
  'e',
  'qa',
  'Qa',
  'ml',
  '%',
  '_',
  '100%',
  '100 ',
  'snake_case',
  'snake case',
  'c:\\',
  '\\',
  'é',
  'É',
  'école',
  'ÉCOLE',
  'CAFÉ',
  'crème',
  'δέλτα',
  'ΔΈΛ',
  '"lead"',
  '"',
  'globex build',
  'engineer globex',
  'über',
  'nothing like it',
];

/** The new jobs' ids, in the order added. */
async function addJobs(user: TestUser, jobs: readonly JobFields[]): Promise<number[]> {
  const ids: number[] = [];
  for (const job of jobs) {
    const response = await user.request('POST', '/api/jobs/submit/', job);
    expect(response.statusCode).toBe(201);
    ids.push(response.json().jobId);
  }
  return ids;
}

/** Every page of a search, a few jobs at a time, as the titles the screen shows, newest first. */
async function searched(user: TestUser, q: string): Promise<string[]> {
  const titles: string[] = [];
  let cursor: string | null = null;
  let total: number | undefined;
  do {
    const query: string = new URLSearchParams({ limit: '2', q, ...(cursor && { cursor }) }).toString();
    const response = await user.request('GET', `/api/jobs/history/?${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    titles.push(...body.jobs.map((job: { job_title: string }) => job.job_title));
    total ??= body.total;
    cursor = body.next_cursor;
  } while (cursor);
  expect(titles).toHaveLength(total ?? 0);
  return titles;
}

/** What the plain LIKE over the three columns finds, reading every job: the search before its indexes. */
async function likeScan(user: TestUser, q: string): Promise<string[]> {
  const rows = await api.database.db
    .selectFrom('jobs')
    .select('job_title')
    .where('user_id', '=', user.userId)
    .where(containsText(['jobs.job_title', 'jobs.company', 'jobs.text'], q))
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.job_title ?? '');
}

describe('searching the jobs', () => {
  it('finds for every search the jobs the plain LIKE over title, company and text finds, in order', async () => {
    const user = await newUser();
    await addJobs(user, JOBS);
    for (const q of SEARCHES) {
      // The API trims the search.
      expect({ q, titles: await searched(user, q) }).toEqual({ q, titles: await likeScan(user, q.trim()) });
    }
  });

  it('ignores case, matches %, _, \\ and quotes as themselves, and never across two fields', async () => {
    const user = await newUser();
    await addJobs(user, JOBS);
    expect(await searched(user, 'ENGINEER')).toEqual(['Engineer "Lead"', '100% Remote Engineer', 'école engineer', 'École Engineer', 'Data Engineer']);
    expect(await searched(user, 'Qa')).toEqual(['QA']);
    expect(await searched(user, '%')).toEqual(['100% Remote Engineer']);
    expect(await searched(user, '100%')).toEqual(['100% Remote Engineer']);
    expect(await searched(user, '_')).toEqual(['100% Remote Engineer']);
    expect(await searched(user, 'snake case')).toEqual(['Analyst']);
    expect(await searched(user, 'c:\\')).toEqual(['100% Remote Engineer']);
    expect(await searched(user, '"lead"')).toEqual(['Engineer "Lead"']);
    expect(await searched(user, 'globex build')).toEqual([]);
  });

  it('ignores the case of accented and other letters where the database lowers them', async () => {
    const user = await newUser();
    await addJobs(user, JOBS);
    // SQLite's lower() folds ASCII letters only (ADR 18), and so does PostgreSQL in the C locale.
    const { rows } = await sql<{ lowered: string }>`select lower('ÉΔ') as lowered`.execute(api.database.db);
    const foldsAll = rows[0]?.lowered === 'éδ';
    expect(await searched(user, 'école')).toEqual(foldsAll ? ['école engineer', 'École Engineer'] : ['école engineer']);
    expect(await searched(user, 'ÉCOLE')).toEqual(foldsAll ? ['école engineer', 'École Engineer'] : ['école engineer']);
    // The search is lowered in every script, so an accented capital in a job needs the database's lower().
    expect(await searched(user, 'CAFÉ')).toEqual(['École Engineer']);
    expect(await searched(user, 'δέλτα')).toEqual(foldsAll ? ['ML Ops'] : []);
    expect(await searched(user, 'ΔΈΛΤΑ')).toEqual(foldsAll ? ['ML Ops'] : []);
  });

  it('finds a job by what it says after an edit, and no longer once it is deleted', async () => {
    const user = await newUser();
    const [jobId] = await addJobs(user, [{ job_title: 'Backend Developer', company: 'Globex', description: 'APIs.' }]);
    const edited = await user.request('PUT', `/api/jobs/${jobId}/`, { job_title: 'Frontend Developer', company: 'Initech', text: 'Screens.' });
    expect(edited.statusCode).toBe(200);
    expect(await searched(user, 'frontend')).toEqual(['Frontend Developer']);
    expect(await searched(user, 'initech')).toEqual(['Frontend Developer']);
    expect(await searched(user, 'backend')).toEqual([]);
    expect(await searched(user, 'globex')).toEqual([]);

    expect((await user.request('DELETE', `/api/jobs/delete/${jobId}/`)).statusCode).toBe(200);
    expect(await searched(user, 'frontend')).toEqual([]);
  });

  it('finds the caller’s jobs only', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    await addJobs(owner, JOBS);
    await addJobs(other, [{ job_title: 'Staff Engineer', company: 'Elsewhere', description: 'Other things.' }]);
    expect(await searched(other, 'engineer')).toEqual(['Staff Engineer']);
    expect(await searched(other, 'globex')).toEqual([]);
  });
});

describe('a page of jobs', () => {
  it('says which of its jobs the caller applied for, on every page and in the whole list', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const ids = await addJobs(user, JOBS.slice(0, 5));
    // Applications come from the applications module; written here as it writes them.
    const apply = (applicant: TestUser, jobId: number) =>
      api.database.db.insertInto('job_applications').values({ user_id: applicant.userId, job_id: jobId, resume_id: null, applied_at: timestamp() }).execute();
    await apply(user, ids[1]!);
    await apply(user, ids[4]!);

    const applied: Record<number, boolean> = {};
    let cursor: string | null = null;
    do {
      const query: string = new URLSearchParams({ limit: '2', ...(cursor && { cursor }) }).toString();
      const body = (await user.request('GET', `/api/jobs/history/?${query}`)).json();
      for (const job of body.jobs as { jobId: number; applied: boolean }[]) applied[job.jobId] = job.applied;
      cursor = body.next_cursor;
    } while (cursor);
    expect(applied).toEqual({ [ids[0]!]: false, [ids[1]!]: true, [ids[2]!]: false, [ids[3]!]: false, [ids[4]!]: true });

    const whole = (await user.request('GET', '/api/jobs/history/')).json().jobs as { jobId: number; applied: boolean }[];
    expect(Object.fromEntries(whole.map((job) => [job.jobId, job.applied]))).toEqual(applied);
    const searched = (await user.request('GET', '/api/jobs/history/?limit=10&q=globex')).json().jobs as { applied: boolean }[];
    expect(searched.map((job) => job.applied)).toEqual([false]);
    expect((await other.request('GET', '/api/jobs/history/?limit=10')).json().jobs).toEqual([]);
  });
});
