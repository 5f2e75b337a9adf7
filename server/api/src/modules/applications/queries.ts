import type { Application, ApplicationStatus } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../../lib/db';

function toApplication(row: {
  id: number;
  applied_at: string;
  job_id: number;
  job_title: string | null;
  company: string | null;
  resume_id: number | null;
  resume_label: string | null;
  status: string;
}): Application {
  return {
    id: row.id,
    applied_at: row.applied_at,
    job_id: row.job_id,
    jobSummary: row.job_title ?? 'Untitled Job',
    companyName: row.company,
    resumeId: row.resume_id,
    resume_id: row.resume_id,
    resumeLabel: row.resume_label,
    status: row.status,
  };
}

/**
 * The caller's job applications. Every statement is scoped by `userId`, so another user's
 * application is never found, changed or deleted.
 */
export function applicationQueries(db: Kysely<Database>, userId: string) {
  const own = () =>
    db
      .selectFrom('job_applications')
      .innerJoin('jobs', 'jobs.id', 'job_applications.job_id')
      .where('job_applications.user_id', '=', userId)
      .select([
        'job_applications.id',
        'job_applications.applied_at',
        'job_applications.job_id',
        'jobs.job_title',
        'jobs.company',
        'job_applications.resume_id',
        'job_applications.resume_label',
        'job_applications.status',
      ]);

  const find = async (id: number) => {
    const row = await own().where('job_applications.id', '=', id).executeTakeFirst();
    return row && toApplication(row);
  };

  return {
    /** Newest first. */
    list: async () =>
      (await own().orderBy('job_applications.applied_at', 'desc').orderBy('job_applications.id', 'desc').execute()).map(toApplication),

    find,

    /** Throws a unique violation when the caller already applied to the job with this resume. */
    insert: async (jobId: number, resume: { id: number; label: string }) => {
      const row = await db
        .insertInto('job_applications')
        .values({ user_id: userId, job_id: jobId, resume_id: resume.id, resume_label: resume.label, applied_at: timestamp() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return find(row.id);
    },

    setStatus: async (id: number, status: ApplicationStatus) => {
      const result = await db
        .updateTable('job_applications')
        .set({ status })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? find(id) : undefined;
    },

    remove: async (id: number) => {
      const result = await db.deleteFrom('job_applications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
