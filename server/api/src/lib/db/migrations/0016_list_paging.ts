import { sql } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Paged lists. Each list's order gets an index that starts with the owner and ends with the id,
 * so a page is read from the index from the cursor on: (user, sort key, id). Where an older index
 * was the same without the id, the new one replaces it. Career history and education are listed
 * ongoing first, then by start date, newest first, so theirs index that order's own expression,
 * written as lib/paging's mostRecentPeriodFirst writes it.
 *
 * A generated resume's name (its content's, 'Unnamed' when blank) is copied into a column of its
 * own, folded (NFKC, lower case) so the list can search it ignoring case in any script on both
 * engines; it is written whenever the content is.
 */
const LIST_INDEXES: { table: string; columns: string[]; replaces?: string }[] = [
  { table: 'jobs', columns: ['user_id', 'submitted_at', 'id'], replaces: 'jobs_user_id_submitted_at_index' },
  // With the name, so a search by name reads the index instead of every resume's content.
  { table: 'generated_resumes', columns: ['user_id', 'status', 'created_at', 'id', 'name'], replaces: 'generated_resumes_user_id_created_at_index' },
  { table: 'cover_letters', columns: ['user_id', 'created_at', 'id'], replaces: 'cover_letters_user_id_created_at_index' },
  { table: 'resumes', columns: ['user_id', 'created_at', 'id'] },
  { table: 'formatted_resumes', columns: ['user_id', 'created_at', 'id'] },
  { table: 'job_applications', columns: ['user_id', 'applied_at', 'id'] },
  { table: 'skills', columns: ['user_id', 'id'] },
  { table: 'projects', columns: ['user_id', 'id'] },
  { table: 'certifications', columns: ['user_id', 'id'] },
  { table: 'languages', columns: ['user_id', 'id'] },
  { table: 'awards', columns: ['user_id', 'id'] },
];

const PERIOD_TABLES = ['career_history', 'education'];

/** The name as the screens show it, folded as the generation module writes it. */
function listedName(contentJson: string): string {
  const content: unknown = JSON.parse(contentJson);
  const name = typeof content === 'object' && content !== null && 'name' in content && typeof content.name === 'string' ? content.name.trim() : '';
  return (name || 'Unnamed').normalize('NFKC').toLowerCase();
}

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('generated_resumes').addColumn('name', 'text').execute();
  for (const { table, columns, replaces } of LIST_INDEXES) {
    await db.schema.createIndex(`${table}_${columns.join('_')}_index`).on(table).columns(columns).execute();
    if (replaces) await db.schema.dropIndex(replaces).execute();
  }
  for (const table of PERIOD_TABLES) {
    await sql`create index ${sql.id(`${table}_user_id_most_recent_index`)} on ${sql.table(table)}
      (user_id, (case when end_date is null then 0 else 1 end), start_date desc, id desc)`.execute(db);
  }

  const completed = await sql<{ id: number; content_json: string }>`
    select id, content_json from generated_resumes where status = 'completed' and content_json is not null`.execute(db);
  for (const row of completed.rows) {
    await sql`update generated_resumes set name = ${listedName(row.content_json)} where id = ${row.id}`.execute(db);
  }
}
