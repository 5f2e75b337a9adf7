import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { timestamp, type Database } from '../db';

/** The columns a table needs to be a job table: the row is the job. */
export interface LeaseColumns {
  id: number;
  user_id: string;
  status: 'processing' | 'completed' | 'failed';
  error: string | null;
  attempts: number;
  lease_token: string | null;
  lease_expires_at: string | null;
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
}

export interface ClaimOptions {
  leaseMs: number;
  maxAttempts: number;
  /** The failure message of a job that used up its attempts, shown to the user. */
  exhaustedError: string;
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * A job table as workers use it, across users. Every change is a compare-and-set on the row's
 * state (attempts and lease), so any number of workers in any number of processes can share the
 * table on either engine: at most one holds a job at a time, and a worker whose lease ran out can
 * no longer write.
 */
export function leaseQueue(database: Kysely<Database>, table: LeaseTableName) {
  // Every lease table has these columns; Kysely cannot type a statement over a union of tables, so
  // the queue sees the one it is given under a fixed name with only the lease columns.
  const db = database as unknown as Kysely<{ jobs: LeaseColumns }>;
  const name = table as 'jobs';
  const holding = (job: ClaimedJob) =>
    db.updateTable(name).where('id', '=', job.id).where('lease_token', '=', job.leaseToken).where('status', '=', 'processing');

  return {
    /**
     * Takes the oldest job nobody holds. Jobs that used up their attempts are marked failed on the
     * way. Undefined when there is nothing to do.
     */
    claimNext: async ({ leaseMs, maxAttempts, exhaustedError }: ClaimOptions): Promise<ClaimedJob | undefined> => {
      for (;;) {
        const now = timestamp();
        const candidate = await db
          .selectFrom(name)
          .select(['id', 'user_id', 'attempts'])
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
        // Another worker took it between the read and the write: look again.
        if (taken.numUpdatedRows === 0n) continue;
        return { id: candidate.id, userId: candidate.user_id, leaseToken, attempt: candidate.attempts + 1 };
      }
    },

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
  };
}

export type LeaseQueue = ReturnType<typeof leaseQueue>;
