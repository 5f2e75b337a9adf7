import type { ExpressionBuilder, Selectable } from 'kysely';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import { preparedQuery } from '@careerforge/server-db';
import type { Database, IdentityDatabase } from './database.js';
import type { OidcModelsTable } from './schema.js';

const SESSION_MODEL = 'Session';
const GRANT_MODEL = 'Grant';

/** What oidc-provider handed to upsert(): a JSON object. */
const payloadSchema = z.record(z.string(), z.unknown());

/** The fields of oidc-provider's Session payload the account page uses. */
const sessionPayloadSchema = z.object({
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

const optionalString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The row of one model instance: the payload, and the fields lookups need copied into columns. */
export function oidcModelRow(model: string, id: string, payload: AdapterPayload, expiresAt: number | null): Selectable<OidcModelsTable> {
  return {
    model,
    id,
    payload: JSON.stringify(payload),
    grant_id: optionalString(payload.grantId),
    user_code: optionalString(payload.userCode),
    uid: optionalString(payload.uid),
    account_id: optionalString(payload.accountId),
    expires_at: expiresAt,
    consumed_at: typeof payload.consumed === 'number' ? payload.consumed : null,
  };
}

/**
 * Every oidc-provider model (sessions, grants, codes, refresh tokens, interactions, …) as rows of one
 * table, keyed by model name and id. Each call is one or two single-row statements, committed before
 * it returns: a just-rotated refresh token is stored before the response leaves, and another instance
 * on the same database sees it at once. Expired rows are never returned, and deleted by deleteExpired().
 */
export class OidcStore {
  readonly #db: Database;
  readonly #clock: () => number;

  constructor(db: Database, clock: () => number = Date.now) {
    this.#db = db;
    this.#clock = clock;
  }

  /** The `adapter` option of oidc-provider: one adapter per model name, all backed by this store. */
  readonly adapterFactory = (model: string): Adapter => new OidcModelAdapter(this.#db, model, this.#clock);

  /** The live sessions of an account, oldest login first. */
  async sessionsOf(accountId: string): Promise<AccountSession[]> {
    const rows = await this.#db
      .selectFrom('identity_oidc_models')
      .select(['id', 'payload'])
      .where('model', '=', SESSION_MODEL)
      .where('account_id', '=', accountId)
      .where(liveAt(this.#clock()))
      .execute();
    const sessions: AccountSession[] = [];
    for (const row of rows) {
      const parsed = sessionPayloadSchema.safeParse(JSON.parse(row.payload));
      if (parsed.success) sessions.push({ id: row.id, loginTs: parsed.data.loginTs, clientIds: Object.keys(parsed.data.authorizations ?? {}) });
    }
    return sessions.sort((a, b) => a.loginTs - b.loginTs);
  }

  /**
   * Ends an account's sessions (all, or all but one): their refresh tokens stop working at once,
   * since oidc-provider checks that a refresh token's session still exists.
   */
  async endSessionsOf(accountId: string, keepSessionId?: string): Promise<number> {
    let query = this.#db
      .deleteFrom('identity_oidc_models')
      .where('model', '=', SESSION_MODEL)
      .where('account_id', '=', accountId)
      .where(liveAt(this.#clock()));
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes every expired row; returns how many. */
  async deleteExpired(now = this.#clock()): Promise<number> {
    const result = await this.#db.deleteFrom('identity_oidc_models').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** Rows that never expire or have not yet. */
function liveAt(now: number) {
  return (eb: ExpressionBuilder<IdentityDatabase, 'identity_oidc_models'>) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]);
}

type ModelKey = { model: string; id: string };
type ModelRow = Selectable<OidcModelsTable>;

/**
 * The statements of every adapter call, prepared once: a refresh or a sign-in makes a dozen of them,
 * and building each anew cost more than running it.
 */
const findBy = (column: 'id' | 'uid' | 'user_code') =>
  preparedQuery((db: Database, { model, value, now }: { model: string; value: string; now: number }) =>
    db.selectFrom('identity_oidc_models').select(['payload', 'consumed_at']).where('model', '=', model).where(column, '=', value).where(liveAt(now)),
  );

const adapterQueries = {
  upsert: preparedQuery((db: Database, values: ModelRow) => {
    // Read by name: the values of a prepared query cannot be spread while it is built.
    const row: ModelRow = {
      model: values.model,
      id: values.id,
      payload: values.payload,
      grant_id: values.grant_id,
      user_code: values.user_code,
      uid: values.uid,
      account_id: values.account_id,
      expires_at: values.expires_at,
      consumed_at: values.consumed_at,
    };
    const { model: _model, id: _id, ...columns } = row;
    return db
      .insertInto('identity_oidc_models')
      .values(row)
      .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(columns));
  }),
  findById: findBy('id'),
  findByUid: findBy('uid'),
  findByUserCode: findBy('user_code'),
  consume: preparedQuery((db: Database, { model, id, consumedAt }: ModelKey & { consumedAt: number }) =>
    db
      .updateTable('identity_oidc_models')
      .set({ consumed_at: consumedAt })
      .where('model', '=', model)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('id'),
  ),
  grantOf: preparedQuery((db: Database, { model, id }: ModelKey) =>
    db.selectFrom('identity_oidc_models').select('grant_id').where('model', '=', model).where('id', '=', id),
  ),
  destroy: preparedQuery((db: Database, { model, id }: ModelKey) =>
    db.deleteFrom('identity_oidc_models').where('model', '=', model).where('id', '=', id),
  ),
  revokeByGrantId: preparedQuery((db: Database, { model, grantId }: { model: string; grantId: string }) =>
    db.deleteFrom('identity_oidc_models').where('model', '=', model).where('grant_id', '=', grantId),
  ),
};

class OidcModelAdapter implements Adapter {
  readonly #db: Database;
  readonly #model: string;
  readonly #clock: () => number;

  constructor(db: Database, model: string, clock: () => number) {
    this.#db = db;
    this.#model = model;
    this.#clock = clock;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await adapterQueries.upsert.run(this.#db, oidcModelRow(this.#model, id, payload, typeof expiresIn === 'number' ? this.#clock() + expiresIn * 1000 : null));
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWith(adapterQueries.findById, id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWith(adapterQueries.findByUid, uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWith(adapterQueries.findByUserCode, userCode);
  }

  /**
   * Marks it consumed, once: when two requests spend the same code or refresh token at the same time
   * (on two instances, say), the one that comes second is treated as a reuse, like oidc-provider treats
   * a token it finds consumed: the grant is revoked and the request refused.
   */
  async consume(id: string): Promise<void> {
    const key = { model: this.#model, id };
    const consumed = await adapterQueries.consume.first(this.#db, { ...key, consumedAt: Math.floor(this.#clock() / 1000) });
    if (consumed) return;
    const spent = await adapterQueries.grantOf.first(this.#db, key);
    if (!spent) return;
    if (spent.grant_id) await revokeGrant(this.#db, spent.grant_id);
    throw new errors.InvalidGrant(`${this.#model} already used`);
  }

  async destroy(id: string): Promise<void> {
    await adapterQueries.destroy.run(this.#db, { model: this.#model, id });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await adapterQueries.revokeByGrantId.run(this.#db, { model: this.#model, grantId });
  }

  async #findWith(query: ReturnType<typeof findBy>, value: string): Promise<AdapterPayload | undefined> {
    const row = await query.first(this.#db, { model: this.#model, value, now: this.#clock() });
    if (!row) return undefined;
    const payload: AdapterPayload = payloadSchema.parse(JSON.parse(row.payload));
    if (row.consumed_at !== null) payload.consumed = row.consumed_at;
    return payload;
  }
}

/** Deletes the grant and everything issued under it. */
async function revokeGrant(db: Database, grantId: string): Promise<void> {
  await db
    .deleteFrom('identity_oidc_models')
    .where((eb) => eb.or([eb('grant_id', '=', grantId), eb.and([eb('model', '=', GRANT_MODEL), eb('id', '=', grantId)])]))
    .execute();
}
