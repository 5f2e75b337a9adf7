import { randomUUID } from 'node:crypto';
import {
  generatedResumeContentSchema,
  matchReportSchema,
  type GeneratedResumeContent,
  type GeneratedResumeRecord,
  type GenerationStatusResponse,
  type MatchReport,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { timestamp, type Database } from '../../lib/db';

const historyIdsSchema = z.array(z.number().int());

/** JSON written by this module, read back through its schema so a damaged row fails loudly, not silently. */
const readContent = (json: string): GeneratedResumeContent => generatedResumeContentSchema.parse(JSON.parse(json));
const readMatchReport = (json: string): MatchReport => matchReportSchema.parse(JSON.parse(json));

interface CompletedRecordRow {
  id: number;
  created_at: string;
  edited_at: string | null;
  job_id: number | null;
  content_json: string | null;
  match_report_json: string | null;
  job_title: string | null;
  company: string | null;
}

function toRecord(row: CompletedRecordRow): GeneratedResumeRecord {
  return {
    id: row.id,
    created_at: row.created_at,
    edited_at: row.edited_at,
    job_id: row.job_id,
    job_title: row.job_title,
    company: row.company,
    generated_resume: readContent(row.content_json ?? 'null'),
    match_report: readMatchReport(row.match_report_json ?? 'null'),
  };
}

/** A generated resume as formatting and advice read it: `content` is null until it is completed. */
export interface GeneratedResume {
  status: string;
  content: GeneratedResumeContent | null;
  jobTitle: string | null;
  company: string | null;
}

/**
 * The caller's generated resumes. Every statement is scoped by `userId`, so another user's
 * resume is never found, listed or deleted.
 */
export function generatedResumeQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('generated_resumes').where('generated_resumes.user_id', '=', userId);
  const completedRecords = () =>
    own()
      .leftJoin('jobs', 'jobs.id', 'generated_resumes.job_id')
      .select([
        'generated_resumes.id',
        'generated_resumes.created_at',
        'generated_resumes.edited_at',
        'generated_resumes.job_id',
        'generated_resumes.content_json',
        'generated_resumes.match_report_json',
        'jobs.job_title',
        'jobs.company',
      ])
      .where('generated_resumes.status', '=', 'completed');

  return {
    /** A new generation job, waiting for a worker. */
    insert: async (jobId: number, historyIds: number[]): Promise<number> => {
      const now = timestamp();
      const row = await db
        .insertInto('generated_resumes')
        .values({
          user_id: userId,
          job_id: jobId,
          history_ids: JSON.stringify(historyIds),
          status: 'processing',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    status: async (id: number): Promise<GenerationStatusResponse | undefined> => {
      const row = await own()
        .select(['status', 'content_json', 'match_report_json', 'error'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        status: row.status,
        generated_resume: row.status === 'completed' && row.content_json ? readContent(row.content_json) : null,
        match_report: row.status === 'completed' && row.match_report_json ? readMatchReport(row.match_report_json) : null,
        error: row.status === 'failed' ? row.error : null,
      };
    },

    /** Completed resumes, newest first, with their job's title and company as they are now. */
    listCompleted: async (): Promise<GeneratedResumeRecord[]> => {
      const rows = await completedRecords()
        .orderBy('generated_resumes.created_at', 'desc')
        .orderBy('generated_resumes.id', 'desc')
        .execute();
      return rows.map(toRecord);
    },

    /** One completed resume as listed; undefined when it is not the caller's or not completed. */
    findCompletedRecord: async (id: number): Promise<GeneratedResumeRecord | undefined> => {
      const row = await completedRecords().where('generated_resumes.id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Replaces a completed resume's content with the user's edit; false when it is not the caller's or not completed. */
    replaceContent: async (id: number, content: GeneratedResumeContent): Promise<boolean> => {
      const now = timestamp();
      const result = await db
        .updateTable('generated_resumes')
        .set({ content_json: JSON.stringify(content), edited_at: now, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A resume's content once completed (null before) and its job's title and company, for rendering. */
    findCompleted: async (id: number): Promise<GeneratedResume | undefined> => {
      const row = await own()
        .leftJoin('jobs', 'jobs.id', 'generated_resumes.job_id')
        .select(['generated_resumes.status', 'generated_resumes.content_json', 'jobs.job_title', 'jobs.company'])
        .where('generated_resumes.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        status: row.status,
        content: row.status === 'completed' && row.content_json ? readContent(row.content_json) : null,
        jobTitle: row.job_title ?? null,
        company: row.company ?? null,
      };
    },

    remove: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('generated_resumes').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** A job a worker holds: only the holder of `leaseToken` can finish it. */
export interface ClaimedGeneration {
  id: number;
  userId: string;
  /** Null when the job description was deleted since. */
  jobId: number | null;
  historyIds: number[];
  leaseToken: string;
  /** 1 for the first try. */
  attempt: number;
}

export interface GenerationResult {
  content: GeneratedResumeContent;
  matchReport: MatchReport;
  engine: string;
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The generation job table as workers use it, across users. Every change is a compare-and-set on
 * the row's state (attempts and lease), so any number of workers in any number of processes can
 * share the table on either engine: at most one holds a job at a time, and a worker whose lease
 * ran out can no longer write.
 */
export function generationJobQueries(db: Kysely<Database>) {
  const holding = (id: number, leaseToken: string) =>
    db
      .updateTable('generated_resumes')
      .where('id', '=', id)
      .where('lease_token', '=', leaseToken)
      .where('status', '=', 'processing');

  return {
    /**
     * Takes the oldest job nobody holds. Jobs that used up their attempts are marked failed on the
     * way. Undefined when there is nothing to do.
     */
    claimNext: async ({ leaseMs, maxAttempts, exhaustedError }: { leaseMs: number; maxAttempts: number; exhaustedError: string }) => {
      for (;;) {
        const now = timestamp();
        const candidate = await db
          .selectFrom('generated_resumes')
          .select(['id', 'user_id', 'job_id', 'history_ids', 'attempts'])
          .where('status', '=', 'processing')
          .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', now)]))
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!candidate) return undefined;

        const unchanged = db
          .updateTable('generated_resumes')
          .where('id', '=', candidate.id)
          .where('status', '=', 'processing')
          .where('attempts', '=', candidate.attempts)
          .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', now)]));

        if (candidate.attempts >= maxAttempts) {
          await unchanged.set({ status: 'failed', error: exhaustedError, lease_token: null, lease_expires_at: null, updated_at: now }).execute();
          continue;
        }
        const leaseToken = randomUUID();
        const taken = await unchanged
          .set({ lease_token: leaseToken, lease_expires_at: later(leaseMs), attempts: candidate.attempts + 1, updated_at: now })
          .executeTakeFirst();
        // Another worker took it between the read and the write: look again.
        if (taken.numUpdatedRows === 0n) continue;
        return {
          id: candidate.id,
          userId: candidate.user_id,
          jobId: candidate.job_id,
          historyIds: historyIdsSchema.parse(JSON.parse(candidate.history_ids)),
          leaseToken,
          attempt: candidate.attempts + 1,
        } satisfies ClaimedGeneration;
      }
    },

    /** Keeps holding a job during long work; false when the lease was lost (the job went to another worker). */
    extendLease: async (job: ClaimedGeneration, leaseMs: number): Promise<boolean> => {
      const result = await holding(job.id, job.leaseToken).set({ lease_expires_at: later(leaseMs) }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Writes the result, only while still holding the job; false for a late worker, whose result is dropped. */
    complete: async (job: ClaimedGeneration, result: GenerationResult): Promise<boolean> => {
      const now = timestamp();
      const written = await holding(job.id, job.leaseToken)
        .set({
          status: 'completed',
          content_json: JSON.stringify(result.content),
          match_report_json: JSON.stringify(result.matchReport),
          engine: result.engine,
          error: null,
          lease_token: null,
          lease_expires_at: null,
          updated_at: now,
          completed_at: now,
        })
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },

    /** Ends the job as failed with a message for the user, only while still holding it. */
    fail: async (job: ClaimedGeneration, error: string): Promise<boolean> => {
      const written = await holding(job.id, job.leaseToken)
        .set({ status: 'failed', error, lease_token: null, lease_expires_at: null, updated_at: timestamp() })
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },

    /** Gives the job back after a passing failure; it can be taken again after `retryAfterMs`. */
    release: async (job: ClaimedGeneration, retryAfterMs: number): Promise<boolean> => {
      const written = await holding(job.id, job.leaseToken)
        .set({ lease_token: null, lease_expires_at: later(retryAfterMs), updated_at: timestamp() })
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },
  };
}

export type GenerationJobQueries = ReturnType<typeof generationJobQueries>;
