import { readinessCheckSchema, type ReadinessCheck } from '@careerforge/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppServices } from '../../app-services';

/**
 * A finished check answers this long for every probe after it: the endpoint is exempt from rate
 * limits, and a flood of probes must not become a flood of blob writes and key fetches.
 */
const RESULT_REUSE_MS = 1000;
/** A probe expects an answer within seconds; a provider slower than this counts as not answering. */
const KEY_FETCH_TIMEOUT_MS = 3000;

const keySetSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })).min(1) });

const PROBE_BYTES = new TextEncoder().encode('readiness probe');

/** The checks in the order they are reported. */
export const READINESS_CHECKS: ReadinessCheck[] = readinessCheckSchema.options;

export interface Readiness {
  /** True once shutdown began: the API lets its last requests finish and takes no new work. */
  readonly draining: boolean;
  /** The checks that failed; empty when the API is ready. */
  failedChecks(): Promise<ReadinessCheck[]>;
  /** From now on the API reports not ready: it is shutting down and lets its last requests finish. */
  beginDraining(): void;
}

/** The check's failure, or null when it passed. */
async function failureOf(check: () => Promise<unknown>): Promise<unknown> {
  try {
    await check();
    return null;
  } catch (error) {
    return error ?? new Error('failed');
  }
}

export function createReadiness({ database, blobs, config, logger }: AppServices): Readiness {
  let draining = false;
  // Verification keeps the key set it fetched for a day, so once fetched the provider may go away for a while.
  let keysFetched = false;
  let last: { at: number; result: Promise<ReadinessCheck[]> } | null = null;

  const databaseAnswers = () => sql`select 1`.execute(database.db);

  /** A write, read and delete of a small file: the store is reachable and has room. */
  const blobStoreWrites = async () => {
    const key = await blobs.put(PROBE_BYTES);
    try {
      const read = await blobs.get(key);
      if (!read?.equals(PROBE_BYTES)) throw new Error('The blob store gave back other bytes than were written.');
    } finally {
      await blobs.delete(key);
    }
  };

  const identityKeysFetched = async () => {
    if (keysFetched) return;
    const response = await fetch(config.auth.jwksUrl, {
      signal: AbortSignal.timeout(KEY_FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`The identity provider answered ${response.status} for its keys.`);
    keySetSchema.parse(await response.json());
    keysFetched = true;
  };

  async function runChecks(): Promise<ReadinessCheck[]> {
    const checks: Record<ReadinessCheck, () => Promise<unknown>> = {
      database: databaseAnswers,
      'blob store': blobStoreWrites,
      'identity provider keys': identityKeysFetched,
    };
    const results = await Promise.all(READINESS_CHECKS.map(async (name) => ({ name, error: await failureOf(checks[name]) })));
    const failed = results.filter((result) => result.error !== null);
    for (const { name, error } of failed) logger.warn({ err: error, check: name }, 'Readiness check failed');
    return failed.map((result) => result.name);
  }

  return {
    get draining() {
      return draining;
    },
    failedChecks() {
      const now = Date.now();
      if (!last || now - last.at >= RESULT_REUSE_MS) last = { at: now, result: runChecks() };
      return last.result;
    },
    beginDraining() {
      draining = true;
    },
  };
}
