import type { Generated } from 'kysely';

/**
 * The tables as the queries see them. Timestamps are ISO-8601 UTC text written by the API, so
 * both engines store, compare and sort them the same way.
 */
export interface Database {
  users: UsersTable;
  skills: SkillsTable;
}

/** The app's own profile of a signed-in user, keyed by the user id derived from the token's `sub`. */
export interface UsersTable {
  user_id: string;
  username: string;
  full_name: string | null;
  email: string | null;
  phone_number: string | null;
  created_at: string;
  updated_at: string;
}

export interface SkillsTable {
  id: Generated<number>;
  user_id: string;
  skill: string;
  /** The skill folded for comparison; unique per user, so duplicates differing only in case are refused. */
  skill_key: string;
  created_at: string;
  updated_at: string;
}
