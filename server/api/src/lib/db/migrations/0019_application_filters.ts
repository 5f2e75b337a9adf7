import { sql } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * 'My Applications' reads its pages narrowed to one stage on the server. An application's stage is
 * its status, except that rows written before the stages may hold the old status 'Interviewing',
 * the stage 'Interview'; the applications module filters on that expression, and this index holds
 * it, written exactly as the module writes it, between the owner and the list's order (applied_at,
 * id), so a stage's page (and a stage within a day range) is read from the index from its cursor.
 * A day range without a stage reads migration 0016's (user_id, applied_at, id).
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`create index job_applications_user_id_stage_applied_at_id_index on job_applications
    (user_id, (case status when 'Interviewing' then 'Interview' else status end), applied_at, id)`.execute(db);
}
