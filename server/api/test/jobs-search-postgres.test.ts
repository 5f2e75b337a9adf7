import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { startTestApi, type TestApi } from './support/api';

// The jobs search's trigram indexes on PostgreSQL, with and without the right to add pg_trgm.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? it : it.skip;

async function asAdmin(statements: string[]): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function trigramIndexes(api: TestApi): Promise<string[]> {
  const { rows } = await sql<{ indexname: string }>`
    select indexname from pg_indexes where tablename = 'jobs' and indexname like '%trigram%' order by indexname`.execute(api.database.db);
  return rows.map((row) => row.indexname);
}

async function searchTitles(api: TestApi, sub: string): Promise<string[]> {
  const user = await api.signIn(sub);
  for (const job_title of ['Data Engineer', 'Analyst']) {
    expect((await user.request('POST', '/api/jobs/submit/', { job_title, company: 'Globex', description: 'Pipelines.' })).statusCode).toBe(201);
  }
  const page = await user.request('GET', '/api/jobs/history/?limit=10&q=ENGINEER');
  return page.json().jobs.map((job: { job_title: string }) => job.job_title);
}

describe('the jobs search on PostgreSQL', () => {
  onPostgres('indexes the lowered title, company and text with pg_trgm', async () => {
    const api = await startTestApi();
    try {
      expect(await trigramIndexes(api)).toEqual(['jobs_company_trigram_index', 'jobs_job_title_trigram_index', 'jobs_text_trigram_index']);
      expect(await searchTitles(api, 'auth0|trigram-owner')).toEqual(['Data Engineer']);
    } finally {
      await api.close();
    }
  });

  onPostgres('migrates and searches without the indexes where the role may not add pg_trgm', async () => {
    const name = `careerforge_no_extension_${randomUUID().replaceAll('-', '')}`;
    // The role may create tables in the database's schema, but not extensions in the database.
    await asAdmin([
      `create role ${name} login`,
      `create database ${name}`,
      `grant connect on database ${name} to ${name}`,
    ]);
    const databaseUrl = new URL(serverUrl ?? '');
    databaseUrl.pathname = `/${name}`;
    const schemaGrant = new Client({ connectionString: databaseUrl.toString() });
    await schemaGrant.connect();
    await schemaGrant.query(`grant create, usage on schema public to ${name}`);
    await schemaGrant.end();
    databaseUrl.username = name;

    const api = await startTestApi({ DATABASE_URL: databaseUrl.toString() });
    try {
      expect(await trigramIndexes(api)).toEqual([]);
      expect(await searchTitles(api, 'auth0|trigram-no-extension')).toEqual(['Data Engineer']);
    } finally {
      await api.close();
      await asAdmin([`drop database if exists ${name} with (force)`, `drop role if exists ${name}`]);
    }
  });
});
