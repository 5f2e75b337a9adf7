import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ensureDataDir, readJsonFile, writeJsonFile } from '../store/json-file.js';

const outboxMessageSchema = z.strictObject({
  id: z.string().regex(/^[\w-]+$/),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});

export type OutboxMessage = z.output<typeof outboxMessageSchema>;

const MESSAGE_FILE = /^([\w-]+)\.json$/;

/**
 * The mail the embedded provider would have sent, one JSON file per message in <data>/outbox, so a
 * developer can follow sign-up and reset links without a mail server.
 */
export class Outbox {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = path.join(dataDir, 'outbox');
  }

  save(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
    ensureDataDir(this.#dir);
    const sentAt = new Date().toISOString();
    // Sortable by name: the time first, then randomness for messages of the same millisecond.
    const id = `${sentAt.replace(/[^\d]/g, '')}-${randomBytes(4).toString('hex')}`;
    const saved: OutboxMessage = { id, sentAt, ...message };
    writeJsonFile(path.join(this.#dir, `${id}.json`), saved);
    return saved;
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.#dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return names
      .map((name) => MESSAGE_FILE.exec(name)?.[1])
      .filter((id): id is string => id !== undefined)
      .sort()
      .reverse()
      .map((id) => this.find(id))
      .filter((message): message is OutboxMessage => message !== undefined);
  }

  find(id: string): OutboxMessage | undefined {
    if (!/^[\w-]+$/.test(id)) return undefined;
    return readJsonFile(path.join(this.#dir, `${id}.json`), outboxMessageSchema);
  }
}
