/**
 * The identity provider's tables. Every name starts with `identity_`, so they can live in the API's
 * PostgreSQL database beside its tables. Times are epoch milliseconds (bigint) or ISO-8601 text;
 * flags are 0/1 integers, the same on both engines.
 */
export interface IdentityDatabase {
  identity_oidc_models: OidcModelsTable;
  identity_users: UsersTable;
  identity_email_tokens: EmailTokensTable;
  identity_login_failures: LoginFailuresTable;
  identity_attempts: AttemptsTable;
  identity_settings: SettingsTable;
}

/** Every oidc-provider model (sessions, grants, codes, tokens, interactions…), one row per instance. */
export interface OidcModelsTable {
  model: string;
  id: string;
  /** What oidc-provider handed to upsert(), as JSON. */
  payload: string;
  /** Copied out of the payload for the lookups oidc-provider and the account page make. */
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  account_id: string | null;
  /** Null for rows that never expire. */
  expires_at: number | null;
  /** Epoch seconds, as oidc-provider's `consumed`; null until consumed. */
  consumed_at: number | null;
}

export interface UsersTable {
  /** `auth0|<24 hex digits>`. */
  sub: string;
  /** Lower-cased; unique. */
  email: string;
  email_verified: number;
  full_name: string | null;
  password_hash: string;
  mfa_enabled: number;
  /** Encrypted (SecretCipher) TOTP secret shown at enrollment, not yet confirmed. */
  pending_totp_secret: string | null;
  /** The confirmed authenticator's encrypted secret, when and the time step of its last accepted code. */
  totp_secret: string | null;
  totp_confirmed_at: string | null;
  totp_last_used_step: number | null;
  created_at: string;
  updated_at: string;
}

/** The mailed links that still work, by a hash of their token; the columns a purpose does not use are null. */
export interface EmailTokensTable {
  token_hash: string;
  purpose: string;
  expires_at: number;
  sub: string | null;
  email: string | null;
  full_name: string | null;
  password_hash: string | null;
  interaction_uid: string | null;
}

/** Failed logins per client IP or per account (`scope`), with the wait they impose. */
export interface LoginFailuresTable {
  scope: string;
  key: string;
  failures: number;
  last_failure_at: number;
  blocked_until: number;
  /** When the record stops counting and may be deleted. */
  forget_at: number;
}

/** Attempts per key in a fixed window, per limiter (sign-ups, reset mails, wrong TOTP codes). */
export interface AttemptsTable {
  limiter: string;
  key: string;
  attempts: number;
  resets_at: number;
}

/** Values the instances share: the provider's keys, the record of the JSON import. */
export interface SettingsTable {
  name: string;
  value: string;
}
