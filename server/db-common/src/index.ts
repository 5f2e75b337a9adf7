export { isStatementTimeout, isUniqueViolation } from './errors';
export { LruMap } from './lru-map';
export { openSqliteFile, type SqliteFileOptions } from './sqlite';
export { preparedQuery, type PreparedQuery } from './prepared-query';
