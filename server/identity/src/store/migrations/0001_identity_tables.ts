import type { Kysely } from 'kysely';

// Kysely<unknown>: a migration stays what it was when written, whatever the schema type becomes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_oidc_models')
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('account_id', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('identity_oidc_models_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('identity_oidc_models_uid').on('identity_oidc_models').columns(['model', 'uid']).execute();
  await db.schema.createIndex('identity_oidc_models_user_code').on('identity_oidc_models').columns(['model', 'user_code']).execute();
  await db.schema.createIndex('identity_oidc_models_grant_id').on('identity_oidc_models').column('grant_id').execute();
  await db.schema.createIndex('identity_oidc_models_account_id').on('identity_oidc_models').columns(['model', 'account_id']).execute();
  await db.schema.createIndex('identity_oidc_models_expires_at').on('identity_oidc_models').column('expires_at').execute();

  await db.schema
    .createTable('identity_users')
    .addColumn('sub', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('email_verified', 'integer', (column) => column.notNull())
    .addColumn('full_name', 'text')
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('mfa_enabled', 'integer', (column) => column.notNull())
    .addColumn('pending_totp_secret', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_confirmed_at', 'text')
    .addColumn('totp_last_used_step', 'bigint')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('identity_email_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('sub', 'text')
    .addColumn('email', 'text')
    .addColumn('full_name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('interaction_uid', 'text')
    .execute();
  await db.schema.createIndex('identity_email_tokens_sub').on('identity_email_tokens').columns(['purpose', 'sub']).execute();
  await db.schema.createIndex('identity_email_tokens_expires_at').on('identity_email_tokens').column('expires_at').execute();

  await db.schema
    .createTable('identity_login_failures')
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_failure_at', 'bigint', (column) => column.notNull())
    .addColumn('blocked_until', 'bigint', (column) => column.notNull())
    .addColumn('forget_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('identity_login_failures_pkey', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('identity_login_failures_forget_at').on('identity_login_failures').column('forget_at').execute();

  await db.schema
    .createTable('identity_attempts')
    .addColumn('limiter', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('resets_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('identity_attempts_pkey', ['limiter', 'key'])
    .execute();
  await db.schema.createIndex('identity_attempts_resets_at').on('identity_attempts').column('resets_at').execute();

  await db.schema
    .createTable('identity_settings')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}
