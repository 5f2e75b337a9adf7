import { sql } from 'kysely';
import type { DatabaseEngine } from '../index';
import type { MigrationDb } from './columns';

/**
 * The jobs' text search. Its query (`lower(column) like '%q%'` on the title, company and text)
 * would otherwise read every job's text for each page and its count.
 *
 * PostgreSQL: a trigram index (pg_trgm) on each lowered column, which LIKE '%q%' uses as it is
 * written. pg_trgm ships with PostgreSQL and is a trusted extension (a role that may create objects
 * in the database may add it); where it is missing or the role may not add it, the search works
 * as before, reading every job, and PostgreSQL's log has a warning saying so. docs/deploy.md gives
 * the statements an administrator runs to add the indexes later.
 *
 * SQLite: an FTS5 table with the trigram tokenizer over the same three columns, holding only the
 * index (its content is read from `jobs`) and kept in step by triggers. The jobs module asks it
 * which jobs contain q and keeps those that the LIKE matches.
 */
const TRIGRAM_COLUMNS = ['job_title', 'company', 'text'] as const;

async function addTrigramIndexes(db: MigrationDb): Promise<void> {
  // Inside a PL/pgSQL block, the failure is caught without aborting the migration's transaction.
  await sql`
    do $$
    begin
      create extension if not exists pg_trgm;
    exception when insufficient_privilege or feature_not_supported or undefined_file then
      raise warning 'pg_trgm is not available (%): the jobs search reads every job; see docs/deploy.md', sqlerrm;
    end
    $$`.execute(db);
  // The extension may sit in a schema outside the search path when it was added before.
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = installed.rows[0]?.schema;
  if (schema === undefined) return;
  for (const column of TRIGRAM_COLUMNS) {
    await sql`create index ${sql.id(`jobs_${column}_trigram_index`)} on jobs using gin (lower(${sql.ref(column)}) ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
  }
}

async function addTrigramTable(db: MigrationDb): Promise<void> {
  const columns = sql.join(TRIGRAM_COLUMNS.map((column) => sql.ref(column)));
  const values = (row: 'new' | 'old') => sql.join(TRIGRAM_COLUMNS.map((column) => sql.ref(`${row}.${column}`)));
  // 'delete' takes the values the row was indexed with, which the triggers hold as old.*.
  const forget = sql`insert into jobs_search (jobs_search, rowid, ${columns}) values ('delete', old.id, ${values('old')});`;
  const remember = sql`insert into jobs_search (rowid, ${columns}) values (new.id, ${values('new')});`;
  await sql`create virtual table jobs_search using fts5 (${columns}, content = 'jobs', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  await sql`create trigger jobs_search_insert after insert on jobs begin ${remember} end`.execute(db);
  await sql`create trigger jobs_search_delete after delete on jobs begin ${forget} end`.execute(db);
  await sql`create trigger jobs_search_update after update of ${columns} on jobs begin ${forget} ${remember} end`.execute(db);
  await sql`insert into jobs_search (jobs_search) values ('rebuild')`.execute(db);
}

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  await (engine === 'postgres' ? addTrigramIndexes(db) : addTrigramTable(db));
}
