import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { JOB_QUEUED_CHANNEL } from './lease-queue';

/** The first wait before connecting again after the listening connection failed; doubled on each failure. */
const FIRST_RECONNECT_DELAY_MS = 250;
const LONGEST_RECONNECT_DELAY_MS = 30_000;

type OnQueued = () => void;

/**
 * The one PostgreSQL connection of a process that LISTENs for queued jobs, shared by its workers:
 * each hears about its own table. A dropped connection is opened again with a growing pause;
 * meanwhile the workers poll as before, and once listening again they are all woken, since a
 * job may have been announced while nobody heard.
 */
class QueuedJobListener {
  private readonly subscribers = new Map<string, Set<OnQueued>>();
  private client: Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: FastifyBaseLogger,
    private readonly onEmpty: () => void,
  ) {
    void this.connect();
  }

  subscribe(table: string, onQueued: OnQueued): () => void {
    const forTable = this.subscribers.get(table) ?? new Set();
    forTable.add(onQueued);
    this.subscribers.set(table, forTable);
    return () => {
      forTable.delete(onQueued);
      if (forTable.size === 0) this.subscribers.delete(table);
      if (this.subscribers.size === 0) this.close();
    };
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    this.client = client;
    // Errors and the end of the connection arrive as events; both lead to one reconnection.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      this.logger.warn({ err: error }, `The connection listening for queued jobs was lost; connecting again in ${this.reconnectDelayMs} ms`);
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', ({ channel, payload }) => {
      if (channel !== JOB_QUEUED_CHANNEL || payload === undefined) return;
      for (const onQueued of this.subscribers.get(payload) ?? []) onQueued();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${JOB_QUEUED_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
    for (const forTable of this.subscribers.values()) for (const onQueued of forTable) onQueued();
  }

  private scheduleReconnect(): void {
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelayMs);
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, LONGEST_RECONNECT_DELAY_MS);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    void this.client?.end().catch(() => undefined);
    this.onEmpty();
  }
}

/** One listener per database a process's workers use, kept while any of them is subscribed. */
const listeners = new Map<string, QueuedJobListener>();

/**
 * Calls `onQueued` whenever a job of `table` is announced (lease queue's announce()), from any
 * process; answers the unsubscribe. The process's first subscriber opens the listening connection
 * and the last one to leave closes it.
 */
export function onQueuedJob(databaseUrl: string, logger: FastifyBaseLogger, table: string, onQueued: OnQueued): () => void {
  const listener =
    listeners.get(databaseUrl) ??
    new QueuedJobListener(databaseUrl, logger, () => {
      if (listeners.get(databaseUrl) === listener) listeners.delete(databaseUrl);
    });
  listeners.set(databaseUrl, listener);
  return listener.subscribe(table, onQueued);
}
