import path from 'node:path';
import { z } from 'zod';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { readJsonFile, writeJsonFile } from './json-file.js';

interface StoredEntry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent for entries that never expire. */
  expiresAt?: number;
}

type ModelEntries = Map<string, StoredEntry>;

const oidcFileSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ payload: z.record(z.string(), z.unknown()), expiresAt: z.number().optional() })),
);

const SESSION_MODEL = 'Session';

/** The fields of oidc-provider's Session payload the account page uses. */
const sessionPayloadSchema = z.object({
  accountId: z.string().optional(),
  /** Seconds since the epoch. */
  loginTs: z.number(),
  authorizations: z.record(z.string(), z.unknown()).optional(),
});

export interface AccountSession {
  /** The session's id (its cookie value). */
  id: string;
  loginTs: number;
  /** The applications it signed in to. */
  clientIds: string[];
}

/**
 * Persistence for every oidc-provider model (sessions, grants, codes, refresh tokens, interactions, …)
 * in one JSON file. Every change is written at once: a delayed write can lose a just-rotated refresh
 * token on shutdown, and the SPA then finds itself logged out.
 */
export class OidcStore {
  readonly #file: string;
  readonly #models = new Map<string, ModelEntries>();

  constructor(dataDir: string) {
    this.#file = path.join(dataDir, 'oidc.json');
    const stored = readJsonFile(this.#file, oidcFileSchema) ?? {};
    for (const [model, entries] of Object.entries(stored)) {
      // The file only ever holds what oidc-provider handed to upsert().
      this.#models.set(model, new Map(Object.entries(entries) as [string, StoredEntry][]));
    }
    this.#pruneExpired();
  }

  /** The `adapter` option of oidc-provider: one adapter per model name, all backed by this store. */
  readonly adapterFactory = (model: string): Adapter => new OidcModelAdapter(this, model);

  entries(model: string): ModelEntries {
    let entries = this.#models.get(model);
    if (!entries) {
      entries = new Map();
      this.#models.set(model, entries);
    }
    return entries;
  }

  find(model: string, id: string): AdapterPayload | undefined {
    const entry = this.entries(model).get(id);
    if (!entry || isExpired(entry)) return undefined;
    // A copy: oidc-provider mutates what it gets, and only upsert() may change what is stored.
    return structuredClone(entry.payload);
  }

  findWhere(model: string, matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const entry of this.entries(model).values()) {
      if (!isExpired(entry) && matches(entry.payload)) return structuredClone(entry.payload);
    }
    return undefined;
  }

  /** The live sessions of an account, oldest login first. */
  sessionsOf(accountId: string): AccountSession[] {
    const sessions: AccountSession[] = [];
    for (const [id, entry] of this.entries(SESSION_MODEL)) {
      const parsed = sessionPayloadSchema.safeParse(entry.payload);
      if (isExpired(entry) || !parsed.success || parsed.data.accountId !== accountId) continue;
      sessions.push({ id, loginTs: parsed.data.loginTs, clientIds: Object.keys(parsed.data.authorizations ?? {}) });
    }
    return sessions.sort((a, b) => a.loginTs - b.loginTs);
  }

  /**
   * Ends an account's sessions (all, or all but one): their refresh tokens stop working at once,
   * since oidc-provider checks that a refresh token's session still exists.
   */
  endSessionsOf(accountId: string, keepSessionId?: string): number {
    const ended = this.sessionsOf(accountId).filter((session) => session.id !== keepSessionId);
    if (ended.length === 0) return 0;
    const entries = this.entries(SESSION_MODEL);
    this.change(() => {
      for (const session of ended) entries.delete(session.id);
    });
    return ended.length;
  }

  /** Applies a change to the in-memory state and writes the whole file. */
  change(apply: () => void): void {
    apply();
    this.#pruneExpired();
    writeJsonFile(this.#file, Object.fromEntries([...this.#models].map(([model, entries]) => [model, Object.fromEntries(entries)])));
  }

  #pruneExpired(): void {
    for (const [model, entries] of this.#models) {
      for (const [id, entry] of entries) {
        if (isExpired(entry)) entries.delete(id);
      }
      if (entries.size === 0) this.#models.delete(model);
    }
  }
}

function isExpired(entry: StoredEntry): boolean {
  return entry.expiresAt !== undefined && entry.expiresAt <= Date.now();
}

class OidcModelAdapter implements Adapter {
  readonly #store: OidcStore;
  readonly #model: string;

  constructor(store: OidcStore, model: string) {
    this.#store = store;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const entry: StoredEntry = { payload: structuredClone(payload) };
    if (typeof expiresIn === 'number') entry.expiresAt = Date.now() + expiresIn * 1000;
    this.#store.change(() => this.#store.entries(this.#model).set(id, entry));
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.#store.find(this.#model, id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#store.findWhere(this.#model, (payload) => payload.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#store.findWhere(this.#model, (payload) => payload.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const entry = this.#store.entries(this.#model).get(id);
    if (!entry) return;
    this.#store.change(() => {
      entry.payload.consumed = Math.floor(Date.now() / 1000);
    });
  }

  async destroy(id: string): Promise<void> {
    const entries = this.#store.entries(this.#model);
    if (!entries.has(id)) return;
    this.#store.change(() => entries.delete(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const entries = this.#store.entries(this.#model);
    const revoked = [...entries].filter(([, entry]) => entry.payload.grantId === grantId).map(([id]) => id);
    if (revoked.length === 0) return;
    this.#store.change(() => {
      for (const id of revoked) entries.delete(id);
    });
  }
}
