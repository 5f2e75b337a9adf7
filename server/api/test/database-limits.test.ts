import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from './support/api';

const STATEMENT_TIMEOUT_MS = 300;
const SLOW_ROUTE = '/test/slow-statement';

describe('a statement over DATABASE_STATEMENT_TIMEOUT_MS', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), DATABASE_POOL_SIZE: '2' });
    const { db } = api.database;
    // A route whose statement outlasts the limit: a long sleep on PostgreSQL; on SQLite, a write
    // while another connection holds the write lock.
    api.app.get(SLOW_ROUTE, async () => {
      if (api.database.engine === 'postgres') await sql`SELECT pg_sleep(5)`.execute(db);
      else await db.insertInto('skills').values({ user_id: 'slow', skill: 'waiting', skill_key: 'waiting', created_at: '', updated_at: '' }).execute();
      return { finished: true };
    });
  });
  afterAll(() => api.close());

  it('is given up and answered 503 with an error body, not left to hang', async () => {
    const lockHolder = api.database.engine === 'sqlite' ? new SqliteDatabase(api.config.sqlitePath) : null;
    lockHolder?.exec('BEGIN IMMEDIATE');
    try {
      const startedAt = Date.now();
      const answer = await api.inject({ method: 'GET', url: SLOW_ROUTE });
      const tookMs = Date.now() - startedAt;
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 503,
        body: { error: 'The database took too long to answer; try again shortly.', request_id: answer.headers['x-request-id'] },
      });
      expect(tookMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
      expect(tookMs).toBeLessThan(3_000);
    } finally {
      lockHolder?.exec('ROLLBACK');
      lockHolder?.close();
    }
  });

  it('leaves the database usable for the next request', async () => {
    const user = await api.signIn('auth0|after-the-timeout');
    expect((await user.request('GET', '/api/resumes/skills/')).statusCode).toBe(200);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('caps the PostgreSQL connections: a query beyond it waits for one', async () => {
    const api = await startTestApi({ DATABASE_POOL_SIZE: '2' });
    try {
      if (api.database.engine === 'sqlite') {
        expect(api.database.poolStats()).toBeNull();
        return;
      }
      const sleeps = [1, 2, 3].map(() => sql`SELECT pg_sleep(0.5)`.execute(api.database.db));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(api.database.poolStats()).toEqual({ open: 2, idle: 0, waiting: 1, max: 2 });
      await Promise.all(sleeps);
    } finally {
      await api.close();
    }
  });
});
