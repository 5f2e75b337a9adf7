function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** True when a write broke a unique constraint, on PostgreSQL or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when the database gave up on a statement for time: PostgreSQL cancelled it
 * (statement_timeout), or SQLite's busy timeout ran out waiting for a lock.
 */
export function isStatementTimeout(error: unknown): boolean {
  const code = errorCode(error);
  return code === '57014' || code === 'SQLITE_BUSY';
}
