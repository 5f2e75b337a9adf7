import { createHash } from 'node:crypto';
import { APPLICATION_STAGES, type ApplicationStage, type GeneratedResumeContent, type MatchReport } from '@careerforge/contract';
import { sql, type Kysely } from 'kysely';
import type { Database, DatabaseEngine } from '../../src/lib/db';

/**
 * Rows of every paged list, written straight into the database in batches: a test or the list
 * benchmark needs thousands of a user's records in seconds, which the API's one-at-a-time calls
 * (and generation's worker) cannot give. The rows look like what the API writes.
 */
export interface ListRows {
  /** The list as its screen names it. */
  name: string;
  path: string;
  /** The key of the rows in a page (and in the whole list, except resumes: a bare array). */
  key: string;
  /** The id of a row as the list answers it. */
  idOf(item: Record<string, unknown>): number;
  /** Adds `count` rows for `userId`, numbered from `from` (later numbers are newer). */
  insert(db: Kysely<Database>, userId: string, from: number, count: number): Promise<void>;
}

const BATCH = 200;
const BASE_TIME = Date.parse('2025-01-01T00:00:00.000Z');

/** Row n's time: two rows share each millisecond, so the id must break ties. */
export function rowTime(n: number): string {
  return new Date(BASE_TIME + Math.floor(n / 2) * 1000).toISOString();
}

/**
 * Application n's time: two an hour, so that 10 000 span seven months and a range of days
 * narrows them as it would a real search's.
 */
function applicationTime(n: number): string {
  return new Date(BASE_TIME + Math.floor(n / 2) * 3_600_000).toISOString();
}

/** Application n's stage: each stage in turn, so a stage's filter keeps one row in nine. */
function applicationStage(n: number): ApplicationStage {
  return APPLICATION_STAGES[n % APPLICATION_STAGES.length] ?? 'Applied';
}

/** The stages an application at `stage` went through, as the API records them: a saved one was never sent. */
function stagesReached(stage: string): string[] {
  return stage === 'Saved' || stage === 'Applied' ? [stage] : ['Applied', stage];
}

function rowDate(n: number): string {
  const year = 1990 + (Math.floor(n / 12) % 35);
  // Some dates are only a year, as users may give them.
  return n % 5 === 0 ? `${year}` : `${year}-${String((n % 12) + 1).padStart(2, '0')}`;
}

const SENTENCE = 'Built and ran data pipelines for reporting, cut the nightly load from four hours to forty minutes, and mentored two engineers. ';

async function inBatches<Row>(count: number, from: number, row: (n: number) => Row, write: (rows: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_unused, index) => row(from + start + index));
    await write(rows);
  }
}

/** The job and generated resume that applications, formatted resumes and cover letters point to. */
async function anchors(db: Kysely<Database>, userId: string): Promise<{ jobId: number; resumeId: number }> {
  const existing = await db
    .selectFrom('generated_resumes')
    .select(['id', 'job_id'])
    .where('user_id', '=', userId)
    .where('job_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  if (existing?.job_id) return { jobId: existing.job_id, resumeId: existing.id };
  const now = rowTime(0);
  const job = await db
    .insertInto('jobs')
    .values({ user_id: userId, job_title: 'Anchor job', company: 'Anchor', text: 'Anchor.', raw_text: null, submitted_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const resume = await db
    .insertInto('generated_resumes')
    .values({ user_id: userId, job_id: job.id, history_ids: '[]', status: 'failed', error: 'Anchor.', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { jobId: job.id, resumeId: resume.id };
}

export function generatedContent(n: number): GeneratedResumeContent {
  return {
    name: `Resume ${n}`,
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    skills: ['Python', 'SQL', 'Airflow', 'Spark', 'Kafka', 'dbt', 'Terraform', 'AWS', 'Docker', 'Kubernetes', 'Go', 'PostgreSQL'],
    education: [{ degree: 'BSc Computer Science', institution: 'University of Leeds', start_date: '2010', end_date: '2013', gpa: null }],
    career: Array.from({ length: 4 }, (_unused, role) => ({
      position: `Data Engineer ${role + 1}`,
      company: `Company ${role + 1}`,
      start_date: `${2014 + role * 2}-01`,
      end_date: role === 3 ? null : `${2016 + role * 2}-01`,
      description: SENTENCE,
      accomplishments: [SENTENCE, SENTENCE, SENTENCE],
    })),
    summary: SENTENCE,
  };
}

const MATCH_REPORT: MatchReport = {
  score: 72,
  covered: ['Python', 'SQL', 'Airflow', 'Spark'].map((term) => ({ term, kind: 'skill' as const, weight: 2, evidence: ['Skills', 'Data Engineer 1 at Company 1'] })),
  missing: [{ term: 'Snowflake', kind: 'tool', weight: 1 }],
  seniority: null,
};

export const LIST_ROWS: readonly ListRows[] = [
  {
    name: 'jobs',
    path: '/api/jobs/history/',
    key: 'jobs',
    idOf: (item) => Number(item.jobId),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => ({
          user_id: userId,
          job_title: `Data Engineer ${n}`,
          company: `Company ${n}`,
          text: SENTENCE.repeat(8),
          raw_text: null,
          submitted_at: rowTime(n),
          updated_at: rowTime(n),
        }),
        (rows) => db.insertInto('jobs').values(rows).execute(),
      ),
  },
  {
    name: 'skills',
    path: '/api/resumes/skills/',
    key: 'skills',
    idOf: (item) => Number(item.id),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => ({ user_id: userId, skill: `Skill ${n}`, skill_key: `skill ${n}`, created_at: rowTime(n), updated_at: rowTime(n) }),
        (rows) => db.insertInto('skills').values(rows).execute(),
      ),
  },
  ...['/api/resumes/history/', '/api/resumes/getCareer/'].map(
    (path): ListRows => ({
      name: path.includes('getCareer') ? 'career picker' : 'career history',
      path,
      key: 'career',
      idOf: (item) => Number(item.id),
      insert: (db, userId, from, count) =>
        inBatches(
          count,
          from,
          (n) => ({
            user_id: userId,
            position: `Engineer ${n}`,
            company: `Company ${n}`,
            start_date: rowDate(n),
            end_date: n % 7 === 0 ? null : '2025',
            description: SENTENCE,
            accomplishments: JSON.stringify([SENTENCE, SENTENCE]),
            created_at: rowTime(n),
            updated_at: rowTime(n),
          }),
          (rows) => db.insertInto('career_history').values(rows).execute(),
        ),
    }),
  ),
  {
    name: 'education',
    path: '/api/resumes/education/',
    key: 'education',
    idOf: (item) => Number(item.id),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => ({
          user_id: userId,
          degree: `BSc ${n}`,
          institution: `University ${n}`,
          start_date: rowDate(n),
          end_date: n % 9 === 0 ? null : '2025',
          gpa: 3.5,
          created_at: rowTime(n),
          updated_at: rowTime(n),
        }),
        (rows) => db.insertInto('education').values(rows).execute(),
      ),
  },
  {
    name: 'resumes',
    path: '/api/resumes/get-resumes/',
    key: 'resumes',
    idOf: (item) => Number(item.id),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => {
          const text = `Ada Lovelace ${n}\n${SENTENCE.repeat(16)}`;
          return {
            user_id: userId,
            filename: `resume-${n}.txt`,
            blob_key: null,
            content_type: 'text/plain',
            size_bytes: text.length,
            freeform: 1,
            raw_text: text,
            parsed_json: '{}',
            content_hash: createHash('sha256').update(`${userId} ${n}`).digest('hex'),
            created_at: rowTime(n),
          };
        },
        (rows) => db.insertInto('resumes').values(rows).execute(),
      ),
  },
  {
    name: 'generated resumes',
    path: '/api/resumes/generated/',
    key: 'generated_resume',
    idOf: (item) => Number(item.id),
    insert: async (db, userId, from, count) => {
      const { jobId } = await anchors(db, userId);
      await inBatches(
        count,
        from,
        (n) => ({
          user_id: userId,
          job_id: jobId,
          history_ids: '[]',
          status: 'completed' as const,
          content_json: JSON.stringify(generatedContent(n)),
          match_report_json: JSON.stringify(MATCH_REPORT),
          engine: 'local',
          name: `resume ${n}`,
          created_at: rowTime(n),
          updated_at: rowTime(n),
          completed_at: rowTime(n),
        }),
        (rows) => db.insertInto('generated_resumes').values(rows).execute(),
      );
    },
  },
  {
    name: 'formatted resumes',
    path: '/api/resumes/getFormatted/',
    key: 'formatted_resumes',
    idOf: (item) => Number(item.id),
    insert: async (db, userId, from, count) => {
      const { resumeId } = await anchors(db, userId);
      await inBatches(
        count,
        from,
        (n) => ({
          user_id: userId,
          resume_id: resumeId,
          format_type: 'pdf',
          style_id: 'default',
          template_id: null,
          label: `Resume ${n} (pdf)`,
          blob_key: `formatted/${userId}/${n}`,
          content_type: 'application/pdf',
          size_bytes: 1000,
          created_at: rowTime(n),
        }),
        (rows) => db.insertInto('formatted_resumes').values(rows).execute(),
      );
    },
  },
  {
    name: 'applications',
    path: '/api/user/get-application/',
    key: 'applications',
    idOf: (item) => Number(item.id),
    insert: async (db, userId, from, count) => {
      const { jobId } = await anchors(db, userId);
      // Spread over the user's jobs, as a search applies to many: one job with thousands of
      // applications would make every job's 'applied' look through them all.
      const jobIds = (await db.selectFrom('jobs').select('id').where('user_id', '=', userId).orderBy('id').execute()).map((job) => job.id);
      await inBatches(
        count,
        from,
        (n) => ({
          user_id: userId,
          job_id: jobIds[n % jobIds.length] ?? jobId,
          resume_id: n + 1,
          resume_label: `Resume ${n} (pdf)`,
          status: applicationStage(n),
          applied_at: applicationTime(n),
        }),
        async (rows) => {
          const ids = await db.insertInto('job_applications').values(rows).returning(['id', 'status', 'applied_at']).execute();
          await db
            .insertInto('application_stages')
            .values(ids.flatMap((row) => stagesReached(row.status).map((stage) => ({ application_id: row.id, stage, reached_on: row.applied_at.slice(0, 10) }))))
            .execute();
        },
      );
    },
  },
  {
    name: 'cover letters',
    path: '/api/cover-letters/',
    key: 'cover_letters',
    idOf: (item) => Number(item.id),
    insert: async (db, userId, from, count) => {
      const { jobId, resumeId } = await anchors(db, userId);
      await inBatches(
        count,
        from,
        (n) => ({
          user_id: userId,
          job_id: jobId,
          resume_id: resumeId,
          status: 'completed' as const,
          content_json: JSON.stringify({
            name: `Ada ${n}`,
            email: null,
            phone: null,
            location: null,
            greeting: 'Dear hiring team,',
            paragraphs: [SENTENCE, SENTENCE],
            closing: 'Sincerely,',
            signature: 'Ada',
          }),
          engine: 'local',
          created_at: rowTime(n),
          updated_at: rowTime(n),
        }),
        (rows) => db.insertInto('cover_letters').values(rows).execute(),
      );
    },
  },
  {
    name: 'projects',
    path: '/api/user/projects/',
    key: 'projects',
    idOf: (item) => Number(item.id),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => ({
          user_id: userId,
          name: `Project ${n}`,
          role: 'Lead',
          url: null,
          start_date: rowDate(n),
          end_date: null,
          description: SENTENCE,
          highlights: JSON.stringify([SENTENCE]),
          created_at: rowTime(n),
          updated_at: rowTime(n),
        }),
        (rows) => db.insertInto('projects').values(rows).execute(),
      ),
  },
  {
    name: 'certifications',
    path: '/api/user/certifications/',
    key: 'certifications',
    idOf: (item) => Number(item.id),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => ({ user_id: userId, name: `Certificate ${n}`, issuer: 'AWS', date: rowDate(n), url: null, created_at: rowTime(n), updated_at: rowTime(n) }),
        (rows) => db.insertInto('certifications').values(rows).execute(),
      ),
  },
  {
    name: 'languages',
    path: '/api/user/languages/',
    key: 'languages',
    idOf: (item) => Number(item.id),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => ({ user_id: userId, name: `Language ${n}`, proficiency: null, created_at: rowTime(n), updated_at: rowTime(n) }),
        (rows) => db.insertInto('languages').values(rows).execute(),
      ),
  },
  {
    name: 'awards',
    path: '/api/user/awards/',
    key: 'awards',
    idOf: (item) => Number(item.id),
    insert: (db, userId, from, count) =>
      inBatches(
        count,
        from,
        (n) => ({ user_id: userId, title: `Award ${n}`, issuer: null, date: rowDate(n), description: null, created_at: rowTime(n), updated_at: rowTime(n) }),
        (rows) => db.insertInto('awards').values(rows).execute(),
      ),
  },
];

/**
 * `count` rows into every list for `userId`, then fresh planner statistics: a database that took
 * these rows one by one would have refreshed them meanwhile (PostgreSQL's autovacuum), and without
 * them the planner takes thousands of rows for a few dozen.
 */
export async function insertEveryList(db: Kysely<Database>, engine: DatabaseEngine, userId: string, count: number): Promise<void> {
  const seededKeys = new Set<string>();
  for (const list of LIST_ROWS) {
    // The career screens and the generate picker list the same rows.
    if (seededKeys.has(list.key)) continue;
    seededKeys.add(list.key);
    await list.insert(db, userId, 0, count);
  }
  // A database that took these rows one by one would have refreshed its statistics meanwhile
  // (PostgreSQL's autovacuum); without them the planner takes 10 000 rows for a few dozen.
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
}
