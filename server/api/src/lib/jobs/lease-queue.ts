import { randomUUID } from 'node:crypto';
import { PostgresIntrospector, sql, type Kysely } from 'kysely';
import { timestamp, type Database } from '../db';

/** The PostgreSQL channel a queued job is announced on; the payload is the job table's name. */
export const JOB_QUEUED_CHANNEL = 'careerforge_job_queued';

/** The columns a table needs to be a job table: the row is the job. */
export interface LeaseColumns {
  id: number;
  user_id: string;
  status: 'processing' | 'completed' | 'failed';
  error: string | null;
  attempts: number;
  lease_token: string | null;
  lease_expires_at: string | null;
  trace_parent: string | null;
  updated_at: string;
}

/** The tables of the database that have the lease columns. */
export type LeaseTableName = {
  [Name in keyof Database]: Database[Name] extends { lease_token: string | null; lease_expires_at: string | null } ? Name : never;
}[keyof Database];

/** A job a worker holds: only the holder of `leaseToken` can finish it. */
export interface ClaimedJob {
  id: number;
  userId: string;
  leaseToken: string;
  /** 1 for the first try. */
  attempt: number;
  /** The trace of the request that queued the job (W3C traceparent), when it was traced. */
  traceParent: string | null;
}

export interface ClaimOptions {
  leaseMs: number;
  maxAttempts: number;
  /** The failure message of a job that used up its attempts, shown to the user. */
  exhaustedError: string;
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** True for a Kysely instance on PostgreSQL (its introspector is the dialect's own). */
const isPostgres = (db: Kysely<Database>): boolean => db.introspection instanceof PostgresIntrospector;

/**
 * A job table as workers use it, across users. At most one worker holds a job at a time, in any
 * number of processes, and a worker whose lease ran out can no longer write. On PostgreSQL a claim
 * is one statement that skips rows other workers are claiming (FOR UPDATE SKIP LOCKED), so workers
 * never queue behind each other for the same row; on SQLite, whose writes are serialised anyway, a
 * claim is a compare-and-set on the row's state (attempts and lease).
 */
export function leaseQueue(database: Kysely<Database>, table: LeaseTableName) {
  // Every lease table has these columns; Kysely cannot type a statement over a union of tables, so
  // the queue sees the one it is given under a fixed name with only the lease columns.
  const db = database as unknown as Kysely<{ jobs: LeaseColumns }>;
  const name = table as 'jobs';
  const postgres = isPostgres(database);
  const holding = (job: ClaimedJob) =>
    db.updateTable(name).where('id', '=', job.id).where('lease_token', '=', job.leaseToken).where('status', '=', 'processing');

  /**
   * PostgreSQL: one statement locks the oldest free job that no other claim has locked, and either
   * leases it or, when its attempts are used up, marks it failed (then the next one is taken).
   */
  const claimSkippingLocked = async ({ leaseMs, maxAttempts, exhaustedError }: ClaimOptions): Promise<ClaimedJob | undefined> => {
    for (;;) {
      const now = timestamp();
      const leaseToken = randomUUID();
      const exhausted = sql`attempts >= ${maxAttempts}`;
      const { rows } = await sql<{ id: number; user_id: string; attempts: number; status: LeaseColumns['status']; trace_parent: string | null }>`
        UPDATE ${sql.table(table)} SET
          status = CASE WHEN ${exhausted} THEN 'failed' ELSE status END,
          error = CASE WHEN ${exhausted} THEN ${exhaustedError} ELSE error END,
          lease_token = CASE WHEN ${exhausted} THEN NULL ELSE ${leaseToken} END,
          lease_expires_at = CASE WHEN ${exhausted} THEN NULL ELSE ${later(leaseMs)} END,
          attempts = CASE WHEN ${exhausted} THEN attempts ELSE attempts + 1 END,
          updated_at = ${now}
        WHERE id = (
          SELECT id FROM ${sql.table(table)}
          WHERE status = 'processing' AND (lease_expires_at IS NULL OR lease_expires_at < ${now})
          ORDER BY id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, user_id, attempts, status, trace_parent`.execute(database);
      const claimed = rows[0];
      if (!claimed) return undefined;
      if (claimed.status === 'processing') return { id: claimed.id, userId: claimed.user_id, leaseToken, attempt: claimed.attempts, traceParent: claimed.trace_parent };
    }
  };

  /**
   * SQLite: reads the oldest free job, then takes it with an update that repeats the attempts and
   * lease it read; when another worker was quicker, nothing is updated and it looks again.
   */
  const claimComparingAndSetting = async ({ leaseMs, maxAttempts, exhaustedError }: ClaimOptions): Promise<ClaimedJob | undefined> => {
    for (;;) {
      const now = timestamp();
      const candidate = await db
        .selectFrom(name)
        .select(['id', 'user_id', 'attempts', 'trace_parent'])
        .where('status', '=', 'processing')
        .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', now)]))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;

      const unchanged = db
        .updateTable(name)
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
      if (taken.numUpdatedRows > 0n) return { id: candidate.id, userId: candidate.user_id, leaseToken, attempt: candidate.attempts + 1, traceParent: candidate.trace_parent };
    }
  };

  return {
    /**
     * Takes the oldest job nobody holds. Jobs that used up their attempts are marked failed on the
     * way. Undefined when there is nothing to do.
     */
    claimNext: (options: ClaimOptions): Promise<ClaimedJob | undefined> =>
      postgres ? claimSkippingLocked(options) : claimComparingAndSetting(options),

    /** Keeps holding a job during long work; false when the lease was lost (the job went to another worker). */
    extendLease: async (job: ClaimedJob, leaseMs: number): Promise<boolean> => {
      const result = await holding(job).set({ lease_expires_at: later(leaseMs) }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Marks the job completed with the table's own result columns, only while still holding it;
     * false for a late worker, whose result is dropped.
     */
    complete: async (job: ClaimedJob, result: Record<string, string | number | null>): Promise<boolean> => {
      const written = await holding(job)
        .set({ ...result, status: 'completed', error: null, lease_token: null, lease_expires_at: null, updated_at: timestamp() })
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },

    /** Ends the job as failed with a message for the user, only while still holding it. */
    fail: async (job: ClaimedJob, error: string): Promise<boolean> => {
      const written = await holding(job)
        .set({ status: 'failed', error, lease_token: null, lease_expires_at: null, updated_at: timestamp() })
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },

    /** Gives the job back after a passing failure; it can be taken again after `retryAfterMs`. */
    release: async (job: ClaimedJob, retryAfterMs: number): Promise<boolean> => {
      const written = await holding(job)
        .set({ lease_token: null, lease_expires_at: later(retryAfterMs), updated_at: timestamp() })
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },

    /**
     * Gives back a job its worker stopped before finishing: free to take at once, and the attempt
     * is not counted, since the job did not fail.
     */
    handBack: async (job: ClaimedJob): Promise<boolean> => {
      const written = await holding(job)
        .set((eb) => ({ lease_token: null, lease_expires_at: null, attempts: eb('attempts', '-', 1), updated_at: timestamp() }))
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },

    /**
     * Tells idle workers of every process that a job can be taken (PostgreSQL NOTIFY; a worker
     * that misses it finds the job at its next poll). SQLite has no such signal: nothing is sent.
     */
    announce: async (): Promise<void> => {
      if (postgres) await sql`SELECT pg_notify(${JOB_QUEUED_CHANNEL}, ${table})`.execute(database);
    },
  };
}

export type LeaseQueue = ReturnType<typeof leaseQueue>;
